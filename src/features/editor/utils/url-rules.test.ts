import { describe, expect, it } from 'vitest'
import { interpretImageUrl, interpretLinkInput, isAllowedLinkUrl } from './url-rules.ts'

describe('isAllowedLinkUrl', () => {
  it.each([
    'https://example.com/a?b=c', 'http://example.com', 'mailto:desk@example.com', 'tel:+441234567', '/about', '#comments',
  ])('allows %s', (url) => expect(isAllowedLinkUrl(url)).toBe(true))

  it.each([
    'javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'data:text/html,<script>', 'vbscript:x', 'ftp://example.com',
    '//evil.example', '/\\evil.example/', 'https://', 'https://exa mple.com', '',
  ])('refuses %s', (url) => expect(isAllowedLinkUrl(url)).toBe(false))
})

describe('interpretLinkInput', () => {
  it('removes the link when the URL is empty', () => {
    expect(interpretLinkInput('')).toEqual({ kind: 'remove' })
    expect(interpretLinkInput('   ')).toEqual({ kind: 'remove' })
  })
  it('adds https:// to a bare host', () => {
    expect(interpretLinkInput('example.com/page')).toEqual({ kind: 'set', href: 'https://example.com/page' })
  })
  it('keeps allowed URLs as typed (trimmed)', () => {
    expect(interpretLinkInput(' https://example.com ')).toEqual({ kind: 'set', href: 'https://example.com' })
    expect(interpretLinkInput('/category/sports')).toEqual({ kind: 'set', href: '/category/sports' })
  })
  it('refuses other protocols with a reason', () => {
    const result = interpretLinkInput('javascript:alert(1)')
    expect(result.kind).toBe('invalid')
  })
})

describe('interpretImageUrl', () => {
  it('accepts site paths and the project storage, the images the public page shows', () => {
    const stored = `${new URL(import.meta.env.VITE_SUPABASE_URL).origin}/storage/v1/object/public/article-images/a.png`
    expect(interpretImageUrl(stored)).toEqual({ ok: true, src: stored })
    expect(interpretImageUrl('/images/a.png')).toEqual({ ok: true, src: '/images/a.png' })
  })
  it('refuses images from other sites, and paths that leave the site, saying why', () => {
    for (const src of ['https://images.example.com/a.png', '/\\evil.example/y.png']) {
      const result = interpretImageUrl(src)
      expect(result.ok, src).toBe(false)
      expect(!result.ok && result.reason, src).toMatch(/other sites/)
    }
  })
  it('refuses base64 images with a clear reason', () => {
    const result = interpretImageUrl('data:image/png;base64,iVBORw0KGgo=')
    expect(result.ok).toBe(false)
    expect(!result.ok && result.reason).toMatch(/base64/)
  })
  it('refuses other schemes', () => {
    expect(interpretImageUrl('javascript:alert(1)').ok).toBe(false)
    expect(interpretImageUrl('blob:https://x/1').ok).toBe(false)
  })
})
