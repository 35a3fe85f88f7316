import { describe, expect, it } from 'vitest'
import { createSitemapHandler, type SitemapArticle } from './handler.ts'

const SUPABASE_URL = 'https://project.supabase.example'
const SITE_URL = 'https://news.example'
/** Home, 7 static pages and 14 categories. */
const FIXED_PAGES = 22

/**
 * PostgREST with the two reader functions the sitemap calls, over `articles` (sorted by slug);
 * every request it gets is kept.
 */
function fakeApi(articles: SitemapArticle[]) {
  const requests: { url: URL; method: string; headers: Headers }[] = []
  const fetch = (input: string, init?: RequestInit) => {
    const url = new URL(input)
    requests.push({ url, method: init?.method ?? 'GET', headers: new Headers(init?.headers) })
    const json = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }))
    if (url.pathname === '/rest/v1/rpc/article_total') return json(articles.length)
    if (url.pathname === '/rest/v1/rpc/sitemap_articles') {
      const after = url.searchParams.get('after_slug')
      const max = Math.min(Number(url.searchParams.get('max_rows') ?? 1000), 1000)
      return json(articles.filter((article) => after === null || article.slug > after).slice(0, max))
    }
    return Promise.resolve(new Response('{"message":"not found"}', { status: 404 }))
  }
  return { fetch, requests }
}

const articlesNamed = (count: number): SitemapArticle[] =>
  Array.from({ length: count }, (_, i) => ({ slug: `story-${String(i).padStart(5, '0')}`, updated_at: '2026-03-04T05:06:07+00:00' }))

const locsOf = (body: string) => Array.from(body.matchAll(/<loc>([^<]*)<\/loc>/g), ([, loc = '']) => loc)

describe('the sitemap function', () => {
  it('plans its files from article_total and reads the articles by slug through sitemap_articles, with the anon key', async () => {
    const api = fakeApi(articlesNamed(3))
    const handler = createSitemapHandler({ supabaseUrl: SUPABASE_URL, anonKey: 'anon.jwt.key', siteUrl: SITE_URL, fetch: api.fetch })
    const res = await handler(new Request('https://fn.example/sitemap'))
    expect(res.status).toBe(200)
    const locs = locsOf(await res.text())
    expect(locs).toHaveLength(FIXED_PAGES + 3)
    expect(locs.slice(-3)).toEqual(['story-00000', 'story-00001', 'story-00002'].map((slug) => `${SITE_URL}/${slug}`))

    expect(api.requests.map(({ url }) => url.pathname + url.search)).toEqual([
      '/rest/v1/rpc/article_total',
      // The first file could hold 49,978 articles; the function answers 1,000 a call.
      '/rest/v1/rpc/sitemap_articles?max_rows=1000',
    ])
    for (const { method, headers } of api.requests) {
      expect(method).toBe('GET')
      expect(headers.get('apikey')).toBe('anon.jwt.key')
      expect(headers.get('authorization')).toBe('Bearer anon.jwt.key')
    }
  })

  it('splits a large archive into files that hold every article once, continuing by after_slug', async () => {
    const articles = articlesNamed(2_500)
    const api = fakeApi(articles)
    const maxUrlsPerFile = 1_200
    const handler = createSitemapHandler({ supabaseUrl: SUPABASE_URL, anonKey: 'sb_publishable_key', siteUrl: SITE_URL, fetch: api.fetch, maxUrlsPerFile })

    const index = await (await handler(new Request('https://fn.example/sitemap'))).text()
    const files = locsOf(index)
    expect(files).toEqual([1, 2, 3].map((page) => `${SUPABASE_URL}/functions/v1/sitemap?page=${page}`))

    const seen: string[] = []
    for (const file of files) {
      const res = await handler(new Request(file))
      expect(res.status).toBe(200)
      const locs = locsOf(await res.text())
      expect(locs.length).toBeLessThanOrEqual(maxUrlsPerFile)
      seen.push(...locs)
    }
    expect(seen.filter((loc) => loc.includes('/story-'))).toEqual(articles.map((article) => `${SITE_URL}/${article.slug}`))
    expect(new Set(seen).size).toBe(FIXED_PAGES + articles.length)

    const reads = api.requests.filter(({ url }) => url.pathname.endsWith('/sitemap_articles'))
    expect(reads.every(({ url }) => Number(url.searchParams.get('max_rows')) <= 1000)).toBe(true)
    // Each read continues after the last slug of the one before it (or starts at the beginning).
    for (const { url } of reads) {
      const after = url.searchParams.get('after_slug')
      expect(after === null || articles.some((article) => article.slug === after)).toBe(true)
    }
    // A publishable key is not a JWT: it goes in apikey alone.
    expect(api.requests.every(({ headers }) => headers.get('authorization') === null)).toBe(true)
    expect((await handler(new Request(`${SUPABASE_URL}/functions/v1/sitemap?page=4`))).status).toBe(404)
  })

  it('answers 503 and logs when a function call fails', async () => {
    const lines: string[] = []
    const handler = createSitemapHandler({
      supabaseUrl: SUPABASE_URL,
      anonKey: 'anon.jwt.key',
      siteUrl: SITE_URL,
      fetch: () => Promise.resolve(new Response('{"code":"42501","message":"permission denied"}', { status: 401 })),
      log: (line) => lines.push(line),
    })
    const res = await handler(new Request('https://fn.example/sitemap'))
    expect(res.status).toBe(503)
    expect(lines).toEqual(['sitemap: calling article_total failed with HTTP 401: {"code":"42501","message":"permission denied"}'])
  })
})
