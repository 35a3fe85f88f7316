import { describe, expect, it } from 'vitest'
import { sitemapUrls, type SitemapArticle } from './sitemap-urls.ts'
import { buildUrlset } from './sitemap-xml.ts'

const buildSitemapXml = (origin: string, articles: SitemapArticle[], options?: { withFixedPages?: boolean; authors?: string[] }) =>
  buildUrlset(sitemapUrls(origin, articles, options))

function urls(xml: string) {
  const doc = new DOMParser().parseFromString(xml, 'application/xml')
  expect(doc.querySelector('parsererror')).toBeNull()
  return [...doc.getElementsByTagName('url')].map((url) => ({
    loc: url.getElementsByTagName('loc')[0]?.textContent,
    lastmod: url.getElementsByTagName('lastmod')[0]?.textContent ?? null,
    priority: url.getElementsByTagName('priority')[0]?.textContent,
  }))
}

describe('sitemapUrls in a urlset', () => {
  const xml = buildSitemapXml('https://news.example/', [
    { slug: 'budget-day', updated_at: '2026-03-04T10:00:00+00:00' },
    { slug: 'rates-up', updated_at: '2026-03-05T11:30:00.123+00:00' },
  ])
  const entries = urls(xml)

  it('is a well-formed urlset', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true)
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
  })

  it('lists home at 1.0 and the seven other static pages at 0.8', () => {
    expect(entries[0]).toEqual({ loc: 'https://news.example/', lastmod: null, priority: '1.0' })
    const statics = entries.filter((entry) => entry.priority === '0.8').map((entry) => entry.loc)
    expect(statics).toEqual([
      'https://news.example/about', 'https://news.example/contact', 'https://news.example/careers', 'https://news.example/advertise',
      'https://news.example/legal/terms-of-service', 'https://news.example/legal/privacy-policy', 'https://news.example/legal/cookie-policy',
    ])
  })

  it('lists the 14 category pages at 0.9', () => {
    const categories = entries.filter((entry) => entry.priority === '0.9')
    expect(categories).toHaveLength(14)
    expect(categories.at(0)?.loc).toBe('https://news.example/category/health-news')
    expect(categories.at(13)?.loc).toBe('https://news.example/category/finance-documentary')
  })

  it('lists every article at 0.7 with its updated_at', () => {
    expect(entries.filter((entry) => entry.priority === '0.7')).toEqual([
      { loc: 'https://news.example/budget-day', lastmod: '2026-03-04T10:00:00.000Z', priority: '0.7' },
      { loc: 'https://news.example/rates-up', lastmod: '2026-03-05T11:30:00.123Z', priority: '0.7' },
    ])
  })

  it('still lists the static and category pages when there are no articles', () => {
    expect(urls(buildSitemapXml('http://localhost:5173', []))).toHaveLength(22)
  })

  it('a later page lists only its articles, still as a well-formed urlset', () => {
    const later = urls(buildSitemapXml('https://news.example', [{ slug: 'rates-up', updated_at: '2026-03-05T11:30:00Z' }], { withFixedPages: false }))
    expect(later).toEqual([{ loc: 'https://news.example/rates-up', lastmod: '2026-03-05T11:30:00.000Z', priority: '0.7' }])
  })

  it('lists the author pages given after the articles, at 0.6 and without a lastmod', () => {
    const listed = urls(buildSitemapXml('https://news.example', [{ slug: 'rates-up', updated_at: '2026-03-05T11:30:00Z' }], { authors: ['hannah-cole', 'jo-2'] }))
    expect(listed).toHaveLength(22 + 1 + 2)
    expect(listed.slice(-2)).toEqual([
      { loc: 'https://news.example/author/hannah-cole', lastmod: null, priority: '0.6' },
      { loc: 'https://news.example/author/jo-2', lastmod: null, priority: '0.6' },
    ])
  })
})
