import { describe, expect, it } from 'vitest'
import { formatTable } from './report.ts'
import { buildTimeRow, type BuildTime } from './build-time.ts'

const time = (total: number): BuildTime => ({ build: 10, prerender: total - 10, total, htmlFiles: 1023, prerenderArticles: '1000 (default)' })

describe('the bench row for npm run build', () => {
  it('judges the time against 180 s at 100,000 articles', () => {
    expect(buildTimeRow(time(120), 100_000)).toMatchObject({ target: '≤ 180 s at 100,000 articles', met: true })
    expect(buildTimeRow(time(181), 100_000).met).toBe(false)
    const table = formatTable([buildTimeRow(time(120), 100_000)])
    expect(table).toContain('npm run build at 100,000 articles (PRERENDER_ARTICLES 1000 (default))')
    expect(table).toContain('120.0 s (vite build 10.0 s + prerender 110.0 s, 1023 HTML files)')
    expect(table).toContain('≤ 180 s at 100,000 articles ✓')
  })

  it('gives no verdict on a smaller archive, whatever the time', () => {
    expect(buildTimeRow(time(30), 2_000).met).toBeUndefined()
    expect(buildTimeRow(time(300), 2_000).met).toBeUndefined()
    expect(formatTable([buildTimeRow(time(300), 2_000)])).not.toMatch(/[✓✗]/)
  })
})
