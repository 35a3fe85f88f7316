import { describe, expect, it } from 'vitest'
import { inlineScriptValue, NON_READING_PATH_PATTERN } from './reading-paths.ts'

describe('NON_READING_PATH_PATTERN', () => {
  const notReading = (path: string) => new RegExp(JSON.parse(inlineScriptValue(NON_READING_PATH_PATTERN)) as string, 'i').test(path)

  it('matches the dashboard routes and the sitemap page, in any case and with a trailing slash, as the router does', () => {
    for (const path of ['/admin/signin', '/admin/signup', '/admin/confirm-email', '/admin/dashboard', '/ADMIN/Dashboard/', '/sitemap.xml']) {
      expect(notReading(path), path).toBe(true)
    }
  })

  it('leaves every reading page alone, including the 404 pages under /admin', () => {
    for (const path of ['/', '/about', '/category/sports', '/some-article', '/admin', '/admin/unknown', '/sitemap', '/sitemapxml', '/admin/signin/extra']) {
      expect(notReading(path), path).toBe(false)
    }
  })
})

describe('inlineScriptValue', () => {
  it('cannot close the inline script it is written into', () => {
    const value = inlineScriptValue('https://x.supabase.co/</script><script>alert(1)</script>')
    expect(value).not.toContain('<')
    expect(JSON.parse(value)).toBe('https://x.supabase.co/</script><script>alert(1)</script>')
  })
})
