import type pg from 'pg'
import { kb, latency, limited, ms, ok, request, type Caller, type Timed } from './http.ts'
import { afterParam } from './keyset-lists.ts'
import type { BenchRow } from './report.ts'
import { firstOf, itemAt } from '../../../tests/support/items.ts'

const CARD_COLUMNS = 'id,slug,title,excerpt,category,publish_date,image_url,image_alt,featured,breaking,author'
const HOME_CATEGORIES = [
  'health-news', 'political', 'usa-today', 'uk-today', 'canada-today', 'nigeria-today', 'israel-today', 'sports',
  'entertainment', 'documentary',
]
/** Chromium opens at most six connections per host over HTTP/1.1. */
const BROWSER_CONNECTIONS = 6
const RUNS = 20

/** Sums several requests made together into one timing: wall time, total bytes, worst status. */
async function together(tasks: (() => Promise<Timed>)[]): Promise<Timed & { requests: number }> {
  const started = performance.now()
  const results = await limited(BROWSER_CONNECTIONS, tasks)
  const failed = results.find((r) => !ok(r))
  return {
    ms: performance.now() - started,
    status: failed ? failed.status : 200,
    bytes: results.reduce((sum, r) => sum + r.bytes, 0),
    body: '',
    headers: new Headers(),
    requests: results.length,
  }
}

const pair = (r: { p50: number; p95: number }) => `${ms(r.p50)} / ${ms(r.p95)}`
const errors = (r: { errors: number }) => (r.errors ? `, ${r.errors} errors` : '')

/**
 * Reference: one article by primary key, the cheapest read there is. Readers have no table
 * privileges any more (migration 20261124000100), so it is read with the service_role key;
 * beside it, a reader's own cheapest article read now, `rpc/article_page` by slug (the article,
 * the 20 newest others of its category and its approved comments, in one request).
 */
export async function benchPrimaryKey(anon: Caller, service: Caller, pool: pg.Pool): Promise<{ rows: BenchRow[]; p50: number }> {
  const { rows } = await pool.query<{ id: string; slug: string }>('select id, slug from public.articles order by random() limit 50')
  const result = await latency(rows.length, (i) => request(service, `articles?select=id,slug,title&id=eq.${itemAt(rows, i).id}`), 5)
  const page = await latency(rows.length, (i) => request(anon, `rpc/article_page?slug=${encodeURIComponent(itemAt(rows, i).slug)}`), 5)
  return {
    p50: result.p50,
    rows: [
      {
        measure: 'reference: one article by primary key, p50 / p95',
        naive: '',
        now: `${pair(result)}${errors(result)} (service_role: anon can no longer read tables)`,
      },
      {
        measure: "reference: a reader's article page, rpc/article_page by slug, p50 / p95",
        naive: '',
        now: `${pair(page)}${errors(page)} (article, 20 related, approved comments; ${kb(page.bytes)})`,
      },
    ],
  }
}

/**
 * The home page's article data: the 13 table queries the page made before home_page() (replayed with
 * the service_role key, as anon can no longer read tables), against the reader's rpc/home_page.
 */
export async function benchHome(anon: Caller, service: Caller): Promise<BenchRow[]> {
  const newest = 'order=publish_date.desc'
  const blocks = [
    `articles?select=${CARD_COLUMNS}&${newest}&limit=10`,
    `articles?select=${CARD_COLUMNS}&featured=eq.true&${newest}&limit=5`,
    `articles?select=id,slug,title&breaking=eq.true&${newest}&limit=5`,
    ...HOME_CATEGORIES.map((c) => `articles?select=${CARD_COLUMNS}&category=eq.${c}&${newest}&limit=10`),
  ]
  let naiveBytes = 0
  const naive = await latency(
    RUNS,
    async () => {
      const result = await together(blocks.map((path) => () => request(service, path)))
      naiveBytes = result.bytes
      return result
    },
    1,
  )
  const now = await latency(RUNS, () => request(anon, 'rpc/home_page'), 1)
  return [
    {
      measure: 'home page articles: requests, bytes',
      naive: `${blocks.length} requests (+ ${blocks.length} CORS preflights in a browser), ${kb(naiveBytes)} (service_role: anon can no longer read tables)`,
      now: `1 request (rpc/home_page), ${kb(now.bytes)}`,
      target: '≤ 3 requests',
      met: now.errors === 0,
    },
    {
      measure: 'home page articles: time p50 / p95 (6 connections)',
      naive: `${pair(naive)}${errors(naive)}`,
      now: `${pair(now)}${errors(now)}`,
    },
  ]
}

/** Where the admin list starts a page: the last row shown. */
interface Cursor {
  publish_date: string
  id: string
}

const LIST_COLUMNS = 'id,slug,title,excerpt,category,publish_date,author,featured,breaking'
const PAGE = 15

function offsetPage(admin: Caller, offset: number, category?: string): Promise<Timed> {
  const filter = category ? `&category=eq.${category}` : ''
  return request(admin, `articles?select=${LIST_COLUMNS}${filter}&order=publish_date.desc,id.asc&offset=${offset}&limit=${PAGE}`, {
    prefer: 'count=exact',
  })
}

function keysetPage(admin: Caller, cursor: Cursor | null, category?: string): Promise<Timed> {
  const filter = category ? `&category=eq.${category}` : ''
  const after = afterParam('publish_date', cursor && { value: cursor.publish_date, id: cursor.id })
  return request(admin, `articles?select=${LIST_COLUMNS}${filter}${after}&order=publish_date.desc,id.desc&limit=${PAGE}`)
}

/** The last page is the first page of the reverse order. */
function keysetLastPage(admin: Caller, total: number, category?: string): Promise<Timed> {
  const filter = category ? `&category=eq.${category}` : ''
  return request(admin, `articles?select=${LIST_COLUMNS}${filter}&order=publish_date.asc,id.asc&limit=${total % PAGE || PAGE}`)
}

async function cursorAt(pool: pg.Pool, position: number, category?: string): Promise<Cursor> {
  const { rows } = await pool.query<{ publish_date: string; id: string }>(
    `select to_json(publish_date) #>> '{}' as publish_date, id from public.articles
      where $2::text is null or category = $2
      order by publish_date desc, id desc offset $1 limit 1`,
    [position, category ?? null],
  )
  return firstOf(rows, `the article at offset ${position}`)
}

/** Admin list pages (signed-in administrator): offset + exact count against keyset + counters. */
export async function benchAdminList(admin: Caller, pool: pg.Pool): Promise<BenchRow[]> {
  const total = Number(firstOf((await pool.query<{ n: string }>('select count(*) as n from public.articles')).rows).n)
  const category = 'sports'
  const inCategory = Number(
    firstOf((await pool.query<{ n: string }>('select count(*) as n from public.articles where category = $1', [category])).rows).n,
  )
  const lastOffset = Math.floor((total - 1) / PAGE) * PAGE
  const lastCategoryOffset = Math.floor((inCategory - 1) / PAGE) * PAGE
  const middle = await cursorAt(pool, Math.floor(total / 2))
  const middleCategory = await cursorAt(pool, Math.floor(inCategory / 2), category)

  const runs = 20
  const naive = {
    first: await latency(runs, () => offsetPage(admin, 0), 1),
    middle: await latency(runs, () => offsetPage(admin, Math.floor(total / 2 / PAGE) * PAGE), 1),
    last: await latency(runs, () => offsetPage(admin, lastOffset), 1),
    categoryLast: await latency(runs, () => offsetPage(admin, lastCategoryOffset, category), 1),
    count: await latency(runs, () => request(admin, 'articles?select=id', { method: 'HEAD', prefer: 'count=exact' }), 1),
  }
  const now = {
    first: await latency(runs, () => keysetPage(admin, null), 1),
    middle: await latency(runs, () => keysetPage(admin, middle), 1),
    last: await latency(runs, () => keysetLastPage(admin, total), 1),
    categoryMiddle: await latency(runs, () => keysetPage(admin, middleCategory, category), 1),
    categoryLast: await latency(runs, () => keysetLastPage(admin, inCategory, category), 1),
    count: await latency(runs, () => request(admin, 'rpc/article_count'), 1),
    searchCount: await latency(runs, () => request(admin, 'rpc/article_count?search=election'), 1),
  }
  return [
    { measure: 'admin list page 1, p50 / p95', naive: `${pair(naive.first)} (offset + count=exact)`, now: `${pair(now.first)} (keyset)`, target: '≤ 50 ms', met: now.first.p95 <= 50 },
    { measure: `admin list middle page (row ${Math.floor(total / 2)})`, naive: pair(naive.middle), now: pair(now.middle), target: '≤ 50 ms', met: now.middle.p95 <= 50 },
    { measure: `admin list last page (offset ${lastOffset})`, naive: pair(naive.last), now: pair(now.last), target: '≤ 50 ms', met: now.last.p95 <= 50 },
    {
      measure: `admin list, one category (${inCategory} rows): middle / last page p95`,
      naive: `– / ${ms(naive.categoryLast.p95)}`,
      now: `${ms(now.categoryMiddle.p95)} / ${ms(now.categoryLast.p95)}`,
      target: '≤ 50 ms',
      met: Math.max(now.categoryMiddle.p95, now.categoryLast.p95) <= 50,
    },
    {
      measure: 'admin list total, p50',
      naive: `${ms(naive.count.p50)} (count=exact, every page)`,
      now: `${ms(now.count.p50)} (article_count(), counter); with a search term ${ms(now.searchCount.p50)} (capped at 1000)`,
      target: 'no scan per page',
      met: now.count.p95 <= 50,
    },
  ]
}

/** Dashboard overview: four exact counts against overview_counts(). */
export async function benchOverview(admin: Caller): Promise<BenchRow[]> {
  const heads = ['articles', 'video_posts', 'comments?status=eq.pending', 'subscribers'].map(
    (table) => () => request(admin, `${table.includes('?') ? `${table}&` : `${table}?`}select=id`, { method: 'HEAD', prefer: 'count=exact' }),
  )
  const naive = await latency(10, () => together(heads), 1)
  const now = await latency(10, () => request(admin, 'rpc/overview_counts'), 1)
  return [
    {
      measure: 'admin overview counts, p50 / p95',
      naive: `${ms(naive.p50)} / ${ms(naive.p95)} (4 × count=exact)`,
      now: `${ms(now.p50)} / ${ms(now.p95)} (1 request)`,
    },
  ]
}

/**
 * Every article's slug and updated_at. Before: the sitemap page's offset pages (capped at
 * 50,000 rows), replayed with the service_role key as anon can no longer read tables. Now: what
 * supabase/functions/sitemap does as anon, `rpc/sitemap_articles` pages of 1,000 (the most it
 * answers) by slug after the last one seen, a range of the (slug) include (updated_at) index.
 */
export async function benchSitemap(anon: Caller, service: Caller, total: number): Promise<BenchRow[]> {
  const pageSize = 1000
  let started = performance.now()
  let naiveRows = 0
  let naiveRequests = 0
  let naiveBytes = 0
  let naiveFailed = 0
  for (let offset = 0; offset < 50_000; offset += pageSize) {
    const res = await request(service, `articles?select=slug,updated_at&order=publish_date.desc,id.asc&offset=${offset}&limit=${pageSize}`)
    naiveRequests++
    naiveBytes += res.bytes
    if (!ok(res)) naiveFailed++
    const rows = ok(res) ? (JSON.parse(res.body) as unknown[]) : []
    naiveRows += rows.length
    if (rows.length < pageSize) break
  }
  const naiveMs = performance.now() - started

  started = performance.now()
  let rows = 0
  let requests = 0
  let bytes = 0
  let failed = 0
  let last: string | null = null
  for (;;) {
    const after: string = last === null ? '' : `&after_slug=${encodeURIComponent(last)}`
    const res = await request(anon, `rpc/sitemap_articles?max_rows=${pageSize}${after}`)
    requests++
    bytes += res.bytes
    if (!ok(res)) failed++
    const page = ok(res) ? (JSON.parse(res.body) as { slug: string }[]) : []
    rows += page.length
    if (page.length < pageSize) break
    last = itemAt(page, -1).slug
  }
  const nowMs = performance.now() - started
  const failures = (n: number) => (n ? `, ${n} failed` : '')
  return [
    {
      measure: 'sitemap: every article (slug, updated_at)',
      naive:
        `${naiveRows.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} rows, ${naiveRequests} offset requests${failures(naiveFailed)}, ` +
        `${ms(naiveMs)}, ${kb(naiveBytes)} (service_role: anon can no longer read tables)`,
      now: `${rows.toLocaleString('en-US')} rows, ${requests} rpc/sitemap_articles requests by slug${failures(failed)}, ${ms(nowMs)}, ${kb(bytes)}`,
      target: 'complete, seconds',
      met: rows === total && failed === 0 && nowMs < 10_000,
    },
  ]
}
