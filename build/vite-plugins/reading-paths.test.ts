import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { inlineScriptValue, ON_NON_READING_PAGE } from './reading-paths.ts'

describe('NON_READING_PATH_PATTERN', () => {
  // The check exactly as the inline scripts run it, against a given location.
  const notReading = (path: string) => runInNewContext(ON_NON_READING_PAGE, { location: { pathname: path } }) as boolean

  it('matches the dashboard routes and the sitemap page, in any case and with a trailing slash, as the router does', () => {
    for (const path of ['/admin/signin', '/admin/signup', '/admin/confirm-email', '/admin/dashboard', '/ADMIN/Dashboard/', '/sitemap.xml',
      '/admin/dashboard/articles/new', '/admin/dashboard/articles/3f1c2a9e-5b7d-4c1e-9a2b-7d8e9f0a1b2c']) {
      expect(notReading(path), path).toBe(true)
    }
  })

  it('leaves every reading page alone, including the 404 pages under /admin', () => {
    for (const path of ['/', '/about', '/category/sports', '/some-article', '/admin', '/admin/unknown', '/sitemap', '/sitemapxml', '/admin/signin/extra',
      '/admin/dashboard/articles', '/admin/dashboard/articles/a/b']) {
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
