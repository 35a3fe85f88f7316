import type pg from 'pg'
import { afterKey, allOf, keysetPage, type KeyCursor } from '../../../src/data/keyset.ts'
import { latency, ms, ok, request, type Caller, type Latency, type Timed } from './http.ts'
import type { BenchRow } from './report.ts'
import { loadMorePages } from './load-more-pages.ts'
import { firstOf, itemAt } from '../../../tests/support/items.ts'

const RUNS = 20
const ADMIN_PAGE = 15
const CATEGORY_PAGE = 12

/** Requests made stage after stage, each stage's requests together: one timing, the worst status. */
async function stages(...steps: ((previous: Timed[]) => Promise<Timed>[])[]): Promise<Timed> {
  const started = performance.now()
  let previous: Timed[] = []
  let failed: Timed | undefined
  for (const step of steps) {
    previous = await Promise.all(step(previous))
    failed ??= previous.find((result) => !ok(result))
  }
  return { ms: performance.now() - started, status: failed ? failed.status : 200, bytes: 0, body: '', headers: new Headers() }
}

const pair = (r: { p50: number; p95: number }) => `${ms(r.p50)} / ${ms(r.p95)}`

/** The rows after (value, id) in (column desc, id desc) order: the `or` parameter src/data/keyset.ts builds for the app. */
export function afterParam(column: string, cursor: KeyCursor | null): string {
  return cursor ? `&or=${encodeURIComponent(`(${allOf(afterKey(column, cursor))})`)}` : ''
}

interface QueuePosition {
  /** The comment just before the page, in queue order; null for page 1. */
  cursor: { pending: boolean; value: string; id: string } | null
  /** Where the page starts in the whole queue (pending first). */
  offset: number
}

const OLD_COLUMNS = 'id,article_id,author_name,content,status,created_at'
const NEW_COLUMNS = `${OLD_COLUMNS},article:articles(title,slug)`
const group = (pending: boolean) => (pending ? 'status=eq.pending' : 'status=neq.pending')

/**
 * Before: fetchModerationPage as it was, per page: two exact counts, then the offset range of
 * each group the page touches (ordered created_at desc, id asc), then the articles' titles.
 */
function offsetModerationPage(admin: Caller, offset: number, pending: number): Promise<Timed> {
  const to = offset + ADMIN_PAGE - 1
  const read = (inPending: boolean, from: number, last: number) =>
    request(admin, `comments?select=${OLD_COLUMNS}&${group(inPending)}&order=created_at.desc,id.asc&offset=${from}&limit=${last - from + 1}`)
  return stages(
    () => [true, false].map((inPending) => request(admin, `comments?select=id&${group(inPending)}`, { method: 'HEAD', prefer: 'count=exact' })),
    () => [
      ...(offset < pending ? [read(true, offset, Math.min(to, pending - 1))] : []),
      ...(to >= pending ? [read(false, Math.max(0, offset - pending), to - pending)] : []),
    ],
    (reads) => {
      const ids = [...new Set(reads.flatMap((r) => (JSON.parse(r.body || '[]') as { article_id: string }[]).map((row) => row.article_id)))]
      return [request(admin, `articles?select=id,title,slug&id=in.(${ids.join(',')})`)]
    },
  )
}

/** Now: fetchModerationPage by key, the articles embedded; the moderated group only when the page gets there. */
async function keysetModerationPage(admin: Caller, cursor: QueuePosition['cursor']): Promise<Timed> {
  const started = performance.now()
  const inPending = cursor === null || cursor.pending
  const read = (pendingGroup: boolean, after: QueuePosition['cursor'], limit: number) =>
    request(admin, `comments?select=${NEW_COLUMNS}&${group(pendingGroup)}${afterParam('created_at', after)}&order=created_at.desc,id.desc&limit=${limit}`)
  const first = await read(inPending, cursor, ADMIN_PAGE + 1)
  let result = first
  const got = (JSON.parse(first.body || '[]') as unknown[]).length
  if (ok(first) && inPending && got <= ADMIN_PAGE) result = await read(false, null, ADMIN_PAGE + 1 - got)
  return { ...result, ms: performance.now() - started }
}

async function queuePosition(pool: pg.Pool, offset: number): Promise<QueuePosition> {
  if (offset === 0) return { cursor: null, offset }
  const { rows } = await pool.query<{ pending: boolean; value: string; id: string }>(
    `select status = 'pending' as pending, to_json(created_at) #>> '{}' as value, id from public.comments
      order by status <> 'pending', created_at desc, id desc offset $1 limit 1`,
    [offset - 1],
  )
  return { cursor: firstOf(rows, `the comment at offset ${offset - 1}`), offset }
}

/** The dashboard's moderation queue (signed-in administrator): offset + exact counts against keyset + counters. */
export async function benchModerationQueue(admin: Caller, pool: pg.Pool): Promise<BenchRow[]> {
  const { rows } = await pool.query<{ pending: string; total: string }>(
    `select count(*) filter (where status = 'pending') as pending, count(*) as total from public.comments`,
  )
  const tally = firstOf(rows)
  const pending = Number(tally.pending)
  const total = Number(tally.total)
  const boundary = Math.floor(pending / ADMIN_PAGE) * ADMIN_PAGE
  const last = Math.floor((total - 1) / ADMIN_PAGE) * ADMIN_PAGE
  const positions = { first: await queuePosition(pool, 0), boundary: await queuePosition(pool, boundary), last: await queuePosition(pool, last) }

  const measure = (position: QueuePosition) => ({
    naive: () => latency(RUNS, () => offsetModerationPage(admin, position.offset, pending), 1),
    now: () => latency(RUNS, () => keysetModerationPage(admin, position.cursor), 1),
  })
  const result = async (position: QueuePosition) => {
    const m = measure(position)
    return { naive: await m.naive(), now: await m.now() }
  }
  const first = await result(positions.first)
  const crossing = await result(positions.boundary)
  const lastPage = await result(positions.last)
  const counts = {
    naive: await latency(RUNS, () => request(admin, 'comments?select=id&status=eq.pending', { method: 'HEAD', prefer: 'count=exact' }), 1),
    now: await latency(RUNS, () => request(admin, 'comment_counts?select=status,comments'), 1),
  }
  const row = (measure: string, r: typeof first): BenchRow => ({
    measure,
    naive: pair(r.naive),
    now: pair(r.now),
    target: '≤ 50 ms',
    met: r.now.p95 <= 50 && r.now.errors === 0,
  })
  return [
    { ...row('moderation queue page 1, p50 / p95', first), naive: `${pair(first.naive)} (2 × count=exact, offset, titles)`, now: `${pair(first.now)} (keyset, articles embedded)` },
    row(`moderation queue page crossing pending → moderated (row ${boundary.toLocaleString('en-US')})`, crossing),
    row(`moderation queue last page (offset ${last.toLocaleString('en-US')} of ${total.toLocaleString('en-US')})`, lastPage),
    {
      measure: `moderation queue counts (${pending.toLocaleString('en-US')} pending), p50`,
      naive: `${ms(counts.naive.p50)} for the pending count alone (2 × count=exact, every page)`,
      now: `${ms(counts.now.p50)} (comment_counts, once per visit)`,
      target: 'no scan per page',
      met: counts.now.p95 <= 50,
    },
  ]
}

const CARD_COLUMNS = 'id,slug,title,excerpt,category,publish_date,image_url,image_alt,featured,breaking,author'

/**
 * The public category page's "Load more", in the largest category. Before: offset pages of the
 * articles table, replayed with the service_role key as anon can no longer read tables. Now: what
 * fetchCategoryPage asks as anon, `rpc/category_page` after the last card shown (one card more
 * than the page, which keysetPage turns into "another page follows").
 */
export async function benchCategoryLoadMore(anon: Caller, service: Caller, pool: pg.Pool): Promise<BenchRow[]> {
  const { rows } = await pool.query<{ category: string; n: string }>(
    'select category, count(*) as n from public.articles group by category order by count(*) desc limit 1',
  )
  const largest = firstOf(rows, 'a category with articles')
  const category = largest.category
  const inCategory = Number(largest.n)
  const at = async (offset: number): Promise<KeyCursor> => {
    const { rows: found } = await pool.query<KeyCursor>(
      `select to_json(publish_date) #>> '{}' as value, id from public.articles where category = $1
        order by publish_date desc, id desc offset $2 limit 1`,
      [category, offset - 1],
    )
    return firstOf(found, `the article at offset ${offset - 1} of ${category}`)
  }
  const pages = loadMorePages(inCategory, CATEGORY_PAGE)
  const title = `category Load more (${category}, ${inCategory.toLocaleString('en-US')} articles)`
  if (pages.length === 0) {
    return [{ measure: title, naive: '', now: `not measured: the largest category fits on its first page of ${CATEGORY_PAGE}, no Load more` }]
  }
  const offsetPage = (offset: number) =>
    request(service, `articles?select=${CARD_COLUMNS}&category=eq.${category}&order=publish_date.desc,id.asc&offset=${offset}&limit=${CATEGORY_PAGE + 1}`)
  const keysetRead = (cursor: KeyCursor) =>
    request(
      anon,
      `rpc/category_page?category=${encodeURIComponent(category)}&after_date=${encodeURIComponent(cursor.value)}` +
        `&after_id=${cursor.id}&page_size=${CATEGORY_PAGE}`,
    )
  const cursors: KeyCursor[] = []
  for (const page of pages) cursors.push(await at(page.offset))
  // The pages must be the ones meant: a full page with more to come in the middle, the end at the last.
  const shown = async (cursor: KeyCursor) => {
    const result = await keysetRead(cursor)
    return ok(result) ? keysetPage(JSON.parse(result.body) as unknown[], CATEGORY_PAGE) : undefined
  }
  let pagesRight = true
  for (const [index, page] of pages.entries()) {
    const got = await shown(itemAt(cursors, index))
    pagesRight &&= got?.rows.length === page.rows && got.hasMore === page.more
  }
  const naive: Latency[] = []
  for (const page of pages) naive.push(await latency(RUNS, () => offsetPage(page.offset), 1))
  const now: Latency[] = []
  for (const cursor of cursors) now.push(await latency(RUNS, () => keysetRead(cursor), 1))
  const p95s = (results: Latency[]) => results.map((r) => ms(r.p95)).join(' / ')
  const errors = (results: Latency[]) => {
    const sum = results.reduce((total, r) => total + r.errors, 0)
    return sum ? `, ${sum} errors` : ''
  }
  // A small archive has fewer pages to time: the row says which it measured and why.
  const fewer = pages.length < 2 ? ' (too few articles for a middle page)' : ''
  return [
    {
      measure: `${title}: ${pages.map((page) => page.name).join(' / ')} page p95${fewer}`,
      naive:
        `${p95s(naive)}${errors(naive)} ` +
        `(offset ${pages.map((page) => page.offset.toLocaleString('en-US')).join(' / ')}; service_role: anon can no longer read tables)`,
      now: `${p95s(now)}${errors(now)} (rpc/category_page, keyset)${pagesRight ? '' : ' (wrong pages!)'}`,
      target: '≤ 50 ms',
      met: Math.max(...now.map((r) => r.p95)) <= 50 && now.every((r) => r.errors === 0) && pagesRight,
    },
  ]
}

const EXPORT_BATCH = 1000
const EXPORT_RUNS = 3
const SUBSCRIBER_INSERT_BATCH = 2000

/** One whole export, batch after batch, as the dashboard reads it; timed, with the last batch's own time. */
async function exportAll(read: (previous: { id: string; created_at: string } | null, index: number) => Promise<Timed>) {
  const started = performance.now()
  let previous: { id: string; created_at: string } | null = null
  let lastBatch: Timed | undefined
  let rows = 0
  let failed: Timed | undefined
  for (let index = 0; ; index += 1) {
    const batch = await read(previous, index)
    if (!ok(batch)) failed ??= batch
    const data = ok(batch) ? (JSON.parse(batch.body) as { id: string; created_at: string }[]) : []
    rows += data.length
    if (data.length > 0) lastBatch = batch
    if (data.length < EXPORT_BATCH) break
    previous = itemAt(data, -1)
  }
  return { ms: performance.now() - started, lastBatchMs: lastBatch?.ms ?? 0, rows, failed }
}

/**
 * The subscriber CSV export at as many addresses as articles: offset batches (before) against
 * keyset batches (fetchAllSubscribers now). The addresses are added here, on the scratch database.
 */
export async function benchSubscriberExport(admin: Caller, pool: pg.Pool, subscribers: number): Promise<BenchRow[]> {
  // In statements of a few thousand: the insert guard takes an advisory lock per address, and
  // one transaction cannot hold 100,000 of them.
  for (let from = 1; from <= subscribers; from += SUBSCRIBER_INSERT_BATCH) {
    await pool.query(
      `insert into public.subscribers (email, created_at)
       select 'reader-' || g || '@example.com', now() - interval '3 years' * random() from generate_series($1::int, $2::int) g`,
      [from, Math.min(subscribers, from + SUBSCRIBER_INSERT_BATCH - 1)],
    )
  }
  await pool.query('vacuum (analyze) public.subscribers')
  const order = 'order=created_at.desc,id.desc'
  const offsetRead = (_: unknown, index: number) =>
    request(admin, `subscribers?select=id,email,created_at&${order}&offset=${index * EXPORT_BATCH}&limit=${EXPORT_BATCH}`)
  const keysetRead = (previous: { id: string; created_at: string } | null) =>
    request(admin, `subscribers?select=id,email,created_at${afterParam('created_at', previous && { value: previous.created_at, id: previous.id })}&${order}&limit=${EXPORT_BATCH}`)
  const runs = async (read: Parameters<typeof exportAll>[0]) => {
    const results = []
    for (let run = 0; run < EXPORT_RUNS; run += 1) results.push(await exportAll(read))
    return itemAt(results.sort((a, b) => a.ms - b.ms), Math.floor(EXPORT_RUNS / 2))
  }
  const naive = await runs(offsetRead)
  const now = await runs(keysetRead)
  const complete = now.rows >= subscribers && !now.failed
  const describe = (r: typeof now) => `${ms(r.ms)} whole, last batch ${ms(r.lastBatchMs)}`
  return [
    {
      measure: `subscriber CSV export (${now.rows.toLocaleString('en-US')} addresses, ${EXPORT_BATCH}-row batches), median of ${EXPORT_RUNS}`,
      naive: `${describe(naive)} (offset)`,
      now: `${describe(now)} (keyset)`,
      target: 'last batch ≤ 50 ms',
      met: complete && now.lastBatchMs <= 50,
    },
  ]
}
