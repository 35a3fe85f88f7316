import { describe, expect, it } from 'vitest'
import { parseXml, texts } from '../../tests/support/xml.ts'
import { itemAt } from '../../tests/support/items.ts'
import { buildSitemapIndex, buildUrlset } from './sitemap-xml.ts'

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9'
/** The sitemap protocol's limit for one file (sitemaps.org). */
const SITEMAP_MAX_URLS = 50_000

describe('buildUrlset', () => {
  it('is a well-formed urlset in the sitemap namespace with loc, lastmod and priority', () => {
    const doc = parseXml(
      buildUrlset([
        { loc: 'https://news.example/', priority: '1.0' },
        { loc: 'https://news.example/a-story', lastmod: '2026-03-04T05:06:07.123456+00:00', priority: '0.7' },
      ]),
    )
    expect(doc.documentElement.localName).toBe('urlset')
    expect(doc.documentElement.namespaceURI).toBe(SITEMAP_NS)
    const urls = doc.getElementsByTagNameNS(SITEMAP_NS, 'url')
    expect(urls).toHaveLength(2)
    expect(texts(itemAt(urls, 0), 'loc')).toEqual(['https://news.example/'])
    expect(texts(itemAt(urls, 0), 'lastmod')).toEqual([])
    expect(texts(itemAt(urls, 1), 'lastmod')).toEqual(['2026-03-04T05:06:07.123Z'])
    expect(texts(doc, 'priority')).toEqual(['1.0', '0.7'])
  })

  it('escapes & < > and quotes in locations and drops an unreadable lastmod', () => {
    const loc = `https://news.example/search?q=a&b=<c>&d="e"&f='g'`
    const doc = parseXml(buildUrlset([{ loc, lastmod: 'not a date' }]))
    expect(texts(doc, 'loc')).toEqual([loc])
    expect(texts(doc, 'lastmod')).toEqual([])
  })

  it('fits the protocol maximum of 50,000 URLs in one file under its 50 MB size limit', () => {
    const loc = (i: number) => `https://news.example/${'a-long-article-slug-'.repeat(5)}${i}`
    const urls = Array.from({ length: SITEMAP_MAX_URLS }, (_, i) => ({ loc: loc(i), lastmod: '2026-01-01T00:00:00Z', priority: '0.7' }))
    const xml = buildUrlset(urls)
    expect(xml.match(/<url>/g)).toHaveLength(50_000)
    expect(new TextEncoder().encode(xml).byteLength).toBeLessThan(50 * 1024 * 1024)
    expect(xml.endsWith('</urlset>\n')).toBe(true)
  })
})

describe('buildSitemapIndex', () => {
  it('lists each sitemap file by absolute URL', () => {
    const locs = ['https://x.supabase.co/functions/v1/sitemap?page=1', 'https://x.supabase.co/functions/v1/sitemap?page=2']
    const doc = parseXml(buildSitemapIndex(locs))
    expect(doc.documentElement.localName).toBe('sitemapindex')
    expect(doc.documentElement.namespaceURI).toBe(SITEMAP_NS)
    expect(doc.getElementsByTagNameNS(SITEMAP_NS, 'sitemap')).toHaveLength(2)
    expect(texts(doc, 'loc')).toEqual(locs)
  })
})
