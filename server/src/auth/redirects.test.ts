import { describe, expect, it } from 'vitest'
import { isAllowedRedirect, redirectTarget } from './redirects.ts'

const SITE = 'https://news.example.com'

describe('redirectTarget', () => {
  it('keeps addresses on the site and configured additional URLs', () => {
    expect(redirectTarget(`${SITE}/admin/reset-password`, SITE)).toBe(`${SITE}/admin/reset-password`)
    expect(redirectTarget('https://preview.example.org/admin', SITE, ['https://preview.example.org'])).toBe('https://preview.example.org/admin')
    expect(isAllowedRedirect('http://127.0.0.1:4173/admin', SITE)).toBe(true)
  })

  it('falls back to the site URL for anything else', () => {
    expect(redirectTarget('https://evil.example/steal', SITE)).toBe(SITE)
    expect(redirectTarget('http://news.example.com/admin', SITE)).toBe(SITE)
    expect(redirectTarget('https://news.example.com.evil.example/', SITE)).toBe(SITE)
    expect(redirectTarget('https://user:pass@news.example.com/', SITE)).toBe(SITE)
    expect(redirectTarget('javascript:alert(1)', SITE)).toBe(SITE)
    expect(redirectTarget('https://preview.example.org.evil/admin', SITE, ['https://preview.example.org'])).toBe(SITE)
    expect(redirectTarget(undefined, SITE)).toBe(SITE)
  })
})
