import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { SitemapArticle } from '../../../src/lib/sitemap-urls.ts'
import { createSitemapHandler } from './handler.ts'

const SUPABASE_URL = 'https://project.supabase.example'
const SITE_URL = 'https://news.example'
/** Home, 7 static pages and 14 categories. */
const FIXED_PAGES = 22

/**
 * PostgREST with the reader function the sitemap calls, `sitemap_page`, over `articles` cut into
 * `pages` pages; every request it gets is kept.
 */
function fakeApi(articles: SitemapArticle[], pages = 1) {
  const requests: { url: URL; method: string; headers: Headers }[] = []
  const fetch = (input: string, init?: RequestInit) => {
    const url = new URL(input)
    requests.push({ url, method: init?.method ?? 'GET', headers: new Headers(init?.headers) })
    const json = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }))
    if (url.pathname === '/rest/v1/rpc/sitemap_page') {
      const page = Number(url.searchParams.get('page'))
      if (page < 1 || page > pages) return json({ pages, articles: null })
      return json({ pages, articles: articles.filter((_, i) => i % pages === page - 1) })
    }
    return Promise.resolve(new Response('{"message":"not found"}', { status: 404 }))
  }
  return { fetch, requests }
}

const articlesNamed = (count: number): SitemapArticle[] =>
  Array.from({ length: count }, (_, i) => ({ slug: `story-${String(i).padStart(5, '0')}`, updated_at: '2026-03-04T05:06:07+00:00' }))

const locsOf = (body: string) => Array.from(body.matchAll(/<loc>([^<]*)<\/loc>/g), ([, loc = '']) => loc)
const calls = (api: ReturnType<typeof fakeApi>) => api.requests.map(({ url }) => url.pathname + url.search)

describe('the sitemap function', () => {
  it('serves a one-page archive at the root from sitemap_page, with the anon key', async () => {
    const api = fakeApi(articlesNamed(3))
    const handler = createSitemapHandler({ supabaseUrl: SUPABASE_URL, anonKey: 'anon.jwt.key', siteUrl: SITE_URL, fetch: api.fetch })
    const res = await handler(new Request('https://fn.example/sitemap'))
    assert.equal(res.status, 200)
    assert.equal(res.headers.get('cache-control'), 'public, max-age=3600, stale-while-revalidate=600')
    const locs = locsOf(await res.text())
    assert.equal(locs.length, FIXED_PAGES + 3)
    assert.deepEqual(locs.slice(-3), ['story-00000', 'story-00001', 'story-00002'].map((slug) => `${SITE_URL}/${slug}`))

    assert.deepEqual(calls(api), ['/rest/v1/rpc/sitemap_page?page=0', '/rest/v1/rpc/sitemap_page?page=1'])
    for (const { method, headers } of api.requests) {
      assert.equal(method, 'GET')
      assert.equal(headers.get('apikey'), 'anon.jwt.key')
      assert.equal(headers.get('authorization'), 'Bearer anon.jwt.key')
    }
  })

  it('answers an index of pages, each page with one call, every article once and the fixed pages in the first', async () => {
    const articles = articlesNamed(2_500)
    const api = fakeApi(articles, 3)
    const handler = createSitemapHandler({ supabaseUrl: SUPABASE_URL, anonKey: 'sb_publishable_key', siteUrl: SITE_URL, fetch: api.fetch })

    const index = await (await handler(new Request('https://fn.example/sitemap'))).text()
    const files = locsOf(index)
    assert.deepEqual(files, [1, 2, 3].map((page) => `${SUPABASE_URL}/functions/v1/sitemap?page=${page}`))
    assert.deepEqual(calls(api), ['/rest/v1/rpc/sitemap_page?page=0'])

    const seen: string[] = []
    for (const [i, file] of files.entries()) {
      api.requests.length = 0
      const res = await handler(new Request(file))
      assert.equal(res.status, 200)
      const locs = locsOf(await res.text())
      assert.equal(locs.includes(`${SITE_URL}/`), i === 0)
      seen.push(...locs)
      assert.deepEqual(calls(api), [`/rest/v1/rpc/sitemap_page?page=${i + 1}`])
    }
    assert.deepEqual(seen.filter((loc) => loc.includes('/story-')).sort(), articles.map((article) => `${SITE_URL}/${article.slug}`))
    assert.equal(new Set(seen).size, FIXED_PAGES + articles.length)
    // A publishable key is not a JWT: it goes in apikey alone.
    assert.equal(api.requests.every(({ headers }) => headers.get('authorization') === null), true)

    const missing = await handler(new Request(`${SUPABASE_URL}/functions/v1/sitemap?page=4`))
    assert.equal(missing.status, 404)
    assert.equal(await missing.text(), 'The sitemap has 3 pages; there is no page 4.\n')
  })

  it('refuses a page that is not a whole number from 1 without calling the database', async () => {
    const api = fakeApi(articlesNamed(3))
    const handler = createSitemapHandler({ supabaseUrl: SUPABASE_URL, anonKey: 'anon.jwt.key', siteUrl: SITE_URL, fetch: api.fetch })
    for (const bad of ['0', '-1', 'abc', '1.5', '99999999']) {
      assert.equal((await handler(new Request(`https://fn.example/sitemap?page=${bad}`))).status, 400, bad)
    }
    assert.deepEqual(api.requests, [])
  })

  it('answers 503 and logs when a function call fails or answers something else', async () => {
    const lines: string[] = []
    const handler = createSitemapHandler({
      supabaseUrl: SUPABASE_URL,
      anonKey: 'anon.jwt.key',
      siteUrl: SITE_URL,
      fetch: () => Promise.resolve(new Response('{"code":"42501","message":"permission denied"}', { status: 401 })),
      log: (line) => lines.push(line),
    })
    const res = await handler(new Request('https://fn.example/sitemap'))
    assert.equal(res.status, 503)
    assert.deepEqual(lines, ['sitemap: calling sitemap_page failed with HTTP 401: {"code":"42501","message":"permission denied"}'])

    const odd = createSitemapHandler({
      supabaseUrl: SUPABASE_URL,
      anonKey: 'anon.jwt.key',
      siteUrl: SITE_URL,
      fetch: () => Promise.resolve(new Response('{"pages":"many"}')),
      log: (line) => lines.push(line),
    })
    assert.equal((await odd(new Request('https://fn.example/sitemap?page=2'))).status, 503)
  })
})
