/**
 * The sitemap and RSS Edge Functions as crawlers and feed readers reach them: through the local
 * backend's /functions/v1/ routes, with no apikey, reading the real database under RLS.
 */
import { afterAll, describe, expect, it } from 'vitest'
import { configFromEnv } from '../../server/src/config.ts'
import { closeSql, sql, supabaseUrl, unique } from '../support/clients.ts'
import { insertArticle } from '../support/fixtures.ts'
import { parseXml, texts } from '../support/xml.ts'
import { firstOf } from '../support/items.ts'
import { inRolledBackTransaction } from '../support/rolled-back.ts'

afterAll(closeSql)

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9'
const MEDIA_NS = 'http://search.yahoo.com/mrss/'
const siteUrl = configFromEnv({}).siteUrl
const fn = (name: string) => `${supabaseUrl()}/functions/v1/${name}`

/** Home, 7 static pages and 14 categories. */
const FIXED_PAGES = 22

describe('GET /functions/v1/sitemap', () => {
  it('answers without an apikey: XML listing every article with its lastmod, the static pages and the categories', async () => {
    const res = await fetch(fn('sitemap'))
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8')
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600, stale-while-revalidate=600')
    const doc = parseXml(await res.text())
    expect(doc.documentElement.localName).toBe('urlset')
    expect(doc.documentElement.namespaceURI).toBe(SITEMAP_NS)

    const entries = new Map(
      Array.from(doc.getElementsByTagNameNS(SITEMAP_NS, 'url'), (url) => [
        texts(url, 'loc')[0],
        { lastmod: texts(url, 'lastmod')[0], priority: texts(url, 'priority')[0] },
      ]),
    )
    const articles = await sql<{ slug: string; updated_at: Date }>('select slug, updated_at from public.articles')
    expect(articles.length).toBeGreaterThanOrEqual(69)
    const authors = await sql<{ slug: string }>('select slug from public.authors where slug is not null and display_name is not null')
    expect(entries.size).toBe(FIXED_PAGES + articles.length + authors.length)
    for (const author of authors) expect(entries.get(`${siteUrl}/author/${author.slug}`), author.slug).toEqual({ lastmod: undefined, priority: '0.6' })
    for (const article of articles) {
      expect(entries.get(`${siteUrl}/${article.slug}`), article.slug).toEqual({
        lastmod: article.updated_at.toISOString(),
        priority: '0.7',
      })
    }
    expect(entries.get(`${siteUrl}/`)?.priority).toBe('1.0')
    expect(entries.get(`${siteUrl}/legal/cookie-policy`)?.priority).toBe('0.8')
    expect(entries.get(`${siteUrl}/category/finance-documentary`)?.priority).toBe('0.9')
  })

  it('lists a new article at once and drops a deleted one', async () => {
    const article = await insertArticle({ slug: unique('sitemap-new') })
    expect(await (await fetch(fn('sitemap'))).text()).toContain(`<loc>${siteUrl}/${article.slug}</loc>`)
    await sql('delete from public.articles where id = $1', [article.id])
    expect(await (await fetch(fn('sitemap'))).text()).not.toContain(article.slug)
  })

  it('answers HEAD with the headers and no body, and CORS for any origin', async () => {
    const res = await fetch(fn('sitemap'), { method: 'HEAD', headers: { Origin: 'https://reader.example' } })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8')
    expect(res.headers.get('access-control-allow-origin')).toBe('*')
    expect(Number(res.headers.get('content-length'))).toBeGreaterThan(1000)
    expect(await res.text()).toBe('')
  })

  it('serves ?page=1 as the only file of a small archive; refuses other pages and bad numbers', async () => {
    const page1 = await fetch(fn('sitemap?page=1'))
    expect(page1.status).toBe(200)
    expect(parseXml(await page1.text()).documentElement.localName).toBe('urlset')
    const page2 = await fetch(fn('sitemap?page=2'))
    expect(page2.status).toBe(404)
    expect(await page2.text()).toContain('there is no page 2')
    for (const bad of ['0', '-1', 'abc', '1.5']) {
      expect((await fetch(fn(`sitemap?page=${bad}`))).status, bad).toBe(400)
    }
  })

  it('refuses writes with 405 and answers preflight, still without a key', async () => {
    const post = await fetch(fn('sitemap'), { method: 'POST', body: 'x' })
    expect(post.status).toBe(405)
    expect(post.headers.get('allow')).toBe('GET, HEAD, OPTIONS')
    const preflight = await fetch(fn('rss'), {
      method: 'OPTIONS',
      headers: { Origin: 'https://reader.example', 'Access-Control-Request-Method': 'GET' },
    })
    expect(preflight.status).toBe(204)
  })

  it('other function names still need the gateway key', async () => {
    expect((await fetch(fn('og'))).status).toBe(401)
  })
})

describe('GET /functions/v1/rss', () => {
  it('answers without an apikey: RSS 2.0 with the newest 50 articles, newest first', async () => {
    // Newer than anything readers see now (articles dated after now() are scheduled, not yet
    // in the feed), so it must be the feed's first item.
    const { after } = firstOf(await sql<{ after: Date }>(`select now() as after`))
    const special = await insertArticle({
      title: `Q&A: "Taxes" <now> & it's ${unique('rss')}`,
      excerpt: 'Fish & chips < 5 "pounds"',
      publish_date: after.toISOString(),
      category: 'true-crimes',
      author: 'Rhea & Co',
    })
    try {
      const res = await fetch(fn('rss'))
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8')
      const doc = parseXml(await res.text())
      expect(doc.documentElement.localName).toBe('rss')
      expect(doc.documentElement.getAttribute('version')).toBe('2.0')

      const newest = await sql<{ id: string; slug: string; title: string }>(
        'select id, slug, title from public.articles order by publish_date desc, id desc limit 50',
      )
      const items = Array.from(doc.getElementsByTagName('item'))
      expect(items).toHaveLength(50)
      expect(items.map((item) => texts(item, 'guid')[0])).toEqual(newest.map((row) => `urn:uuid:${row.id}`))
      expect(items.map((item) => texts(item, 'link')[0])).toEqual(newest.map((row) => `${siteUrl}/${row.slug}`))
      expect(items.map((item) => texts(item, 'title')[0])).toEqual(newest.map((row) => row.title))

      const first = firstOf(items, 'an item')
      expect(texts(first, 'title')).toEqual([special.title])
      expect(texts(first, 'description')).toEqual(['Fish & chips < 5 "pounds"'])
      expect(texts(first, 'category')).toEqual(['True Crimes'])
      expect(texts(first, 'creator')).toEqual(['Rhea & Co'])
      expect(texts(first, 'pubDate')).toEqual([new Date(special.publish_date).toUTCString()])
      // No image stored: the site's default image, absolute, as media:content.
      const media = firstOf(first.getElementsByTagNameNS(MEDIA_NS, 'content'), 'media:content')
      expect(media.getAttribute('url')).toBe(`${siteUrl}/images/default-article.svg`)
      expect(media.getAttribute('type')).toBe('image/svg+xml')

      const self = firstOf(doc.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'link'), 'atom:link')
      expect(self.getAttribute('href')).toBe(fn('rss'))
    } finally {
      await sql('delete from public.articles where id = $1', [special.id])
    }
  })
})

describe('a sitemap of many pages', () => {
  it('answers a sitemap index whose ?page=N files hold every URL once, each of about 200', { timeout: 180_000 }, async () => {
    const marker = unique('bulk').toLowerCase()
    const BULK = 5_000
    await sql(
      `insert into public.articles (slug, title, excerpt, content, category, author)
       select $1 || '-' || g, 'Bulk ' || g, 'Bulk excerpt', '', 'sports', 'Bulk Writer' from generate_series(1, $2::int) g`,
      [marker, BULK],
    )
    try {
      const articles = await sql<{ slug: string }>(`select slug from public.articles where status = 'published' and publish_date <= now()`)
      const pages = Math.ceil(articles.length / 200)
      expect(pages).toBeGreaterThanOrEqual(3)

      const rootRes = await fetch(fn('sitemap'))
      expect(rootRes.status).toBe(200)
      expect(rootRes.headers.get('content-type')).toBe('application/xml; charset=utf-8')
      const index = parseXml(await rootRes.text())
      expect(index.documentElement.localName).toBe('sitemapindex')
      expect(index.documentElement.namespaceURI).toBe(SITEMAP_NS)
      const files = texts(index, 'loc')
      expect(files).toEqual(Array.from({ length: pages }, (_, i) => fn(`sitemap?page=${i + 1}`)))

      expect((await fetch(fn(`sitemap?page=${pages + 1}`))).status).toBe(404)

      const seen = new Set<string>()
      const repeated: string[] = []
      for (const file of files) {
        const res = await fetch(file)
        expect(res.headers.get('cache-control')).toBe('public, max-age=3600, stale-while-revalidate=600')
        const body = await res.text()
        const locs = Array.from(body.matchAll(/<loc>([^<]*)<\/loc>/g), ([, loc = '']) => loc)
        // About 200 a page: the hash of the id spreads articles evenly.
        expect(locs.length).toBeGreaterThan(100)
        expect(locs.length).toBeLessThanOrEqual(300)
        for (const loc of locs) {
          if (seen.has(loc)) repeated.push(loc)
          seen.add(loc)
        }
        expect(parseXml(body).getElementsByTagNameNS(SITEMAP_NS, 'url')).toHaveLength(locs.length)
      }
      expect(repeated).toEqual([])
      const authors = await sql('select 1 from public.authors where slug is not null and display_name is not null')
      expect(seen.size).toBe(FIXED_PAGES + articles.length + authors.length)
      expect(articles.filter(({ slug }) => !seen.has(`${siteUrl}/${slug}`))).toEqual([])
    } finally {
      await sql(`delete from public.articles where slug like $1 || '-%'`, [marker])
    }
  })

  it('reads one page as one range of an index: the last page costs what the first does', { timeout: 180_000 }, async () => {
    await inRolledBackTransaction(async (client) => {
      await client.query(
        `insert into public.articles (slug, title, excerpt, content, category, author)
         select 'zqsitemap-' || g, 'Bulk ' || g, 'Bulk excerpt', '', 'sports', 'Bulk Writer' from generate_series(1, 30000) g`,
      )
      await client.query('analyze public.articles')
      await client.query('set local role anon')
      const read = async (page: number) => {
        const { rows } = await client.query<{ 'QUERY PLAN': [{ Plan: { 'Shared Hit Blocks': number; 'Shared Read Blocks': number } }] }>(
          'explain (analyze, buffers, format json) select public.sitemap_page($1)',
          [page],
        )
        const { Plan: plan } = firstOf(rows)['QUERY PLAN'][0]
        return plan['Shared Hit Blocks'] + plan['Shared Read Blocks']
      }
      const { pages } = firstOf((await client.query<{ pages: number }>(`select (public.sitemap_page(0) ->> 'pages')::int as pages`)).rows)
      expect(pages).toBeGreaterThanOrEqual(150)
      for (const page of [1, pages]) await read(page)
      const first = await read(1)
      const last = await read(pages)
      expect(last).toBeLessThanOrEqual(first * 1.5)
      const { count } = firstOf((await client.query<{ count: number }>(
        `select json_array_length(public.sitemap_page($1) -> 'articles') as count`, [pages],
      )).rows)
      expect(count).toBeGreaterThan(150)
      expect(count).toBeLessThanOrEqual(250)
      // A few buffers per article it lists (index and row pages), not the pages before it.
      expect(last).toBeLessThan(4 * count + 500)
    }, { reanalyze: ['public.articles'] })
  })
})
