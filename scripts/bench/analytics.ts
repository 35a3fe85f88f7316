/**
 * `npm run bench:analytics`: page-view collection and the Analytics tab at scale.
 *
 * A scratch backend built as `npm start` builds one, behind a trusted proxy (as hosted is behind
 * Cloudflare: each request says which reader it comes from), with the rollup's clock at 5 s (a
 * harsher load than hosted's minute), loaded with the bench archive (100,000 articles).
 *
 *   1. Readers under collection: the bounded-work rule of `bench:crafted` (scripts/bench/
 *      reader-load.ts): 25 clients sending page views for 15 s (real pages, 20,000 readers'
 *      addresses, browsers' user agents, referrers and campaign tags on some) beside 4 readers
 *      of `rpc/home_page`, against 25 clients reading article pages. Pass: readers' p50 ≤ 2× and
 *      p95 ≤ 3× the reference's.
 *   2. Throughput: the same clients without readers; every accepted view (204) must reach the
 *      raw events and the daily rollup (none lost). Target ≥ 500 views/s.
 *   3. The Analytics tab at scale: 10 million raw events over the 90 days kept and three years of
 *      daily rollups, then every query the tab and the Articles list make, as the administrator
 *      through REST, p50 / p95. Target p95 ≤ 100 ms. And one run of the rollup with a minute of
 *      views (30,000) waiting.
 *
 * Prints Markdown tables. Only 127.0.0.1; every phase bounded in time.
 */
import { parseArgs } from 'node:util'
import type { Pool } from 'pg'
import { articlesOption } from './lib/articles-option.ts'
import { latency, ms, percentile, request, type Caller } from './lib/http.ts'
import { judge, phase, readerRow, readerTableHeader, rest, statuses, type Phase, type Shot } from './lib/reader-load.ts'
import { analyze, seedArchive } from './lib/seed.ts'
import { adminToken, startScratchStack } from './lib/stack.ts'
import { cpuTimes } from './lib/cpu-time.ts'
import { seedAnalytics } from './lib/analytics-seed.ts'
import { firstOf, itemAt } from '../../tests/support/items.ts'

const { values } = parseArgs({
  options: {
    articles: { type: 'string', default: '100000' },
    seconds: { type: 'string', default: '15' },
    clients: { type: 'string', default: '25' },
    readers: { type: 'string', default: '4' },
    events: { type: 'string', default: '10000000' },
    years: { type: 'string', default: '3' },
    'skip-load': { type: 'boolean', default: false },
    'skip-scale': { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
})

if (values.help) {
  console.log(`Usage: npm run bench:analytics [-- --articles N] [--seconds S] [--clients C] [--readers R] [--events E] [--years Y] [--skip-load] [--skip-scale]
Defaults: 100000 articles, 15 s, 25 clients, 4 readers, 10000000 raw events, 3 years of daily rollups.`)
  process.exit(0)
}

function wholeNumber(name: string, value: string | undefined, min: number, max: number): number {
  const number = Number(value)
  if (!Number.isInteger(number) || number < min || number > max) {
    console.error(`--${name} must be a whole number from ${min} to ${max}`)
    process.exit(2)
  }
  return number
}

const articles = articlesOption(values.articles)
const shape = {
  seconds: wholeNumber('seconds', values.seconds, 1, 120),
  clients: wholeNumber('clients', values.clients, 1, 200),
  readers: wholeNumber('readers', values.readers, 1, 20),
}
const events = wholeNumber('events', values.events, 0, 50_000_000)
const years = wholeNumber('years', values.years, 1, 10)

const log = (line: string) => console.error(line)
const quiet = (line: string) => {
  if (line.startsWith('[bench') || line.startsWith('[analytics]')) log(line)
}

const AGENTS = [
  ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36', 'desktop'],
  ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Safari/605.1.15', 'desktop'],
  ['Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1', 'mobile'],
  ['Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36', 'mobile'],
  ['Mozilla/5.0 (iPad; CPU OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1', 'tablet'],
] as const
const REFERRERS = ['google.com', 't.co', 'facebook.com', 'news.ycombinator.com', 'reddit.com']
/** Distinct readers' addresses: enough that none comes near the 120-a-minute limit. */
const ADDRESSES = 20_000

/** A reader's page view: a real page (mostly articles), from one of many readers, as a browser sends it. */
function viewShot(i: number, slugs: string[]): Shot {
  const reader = (i * 7919) % ADDRESSES
  const [agent, device] = itemAt(AGENTS, reader % AGENTS.length)
  const path = i % 10 === 0 ? '/' : i % 10 === 1 ? '/category/sports' : `/${itemAt(slugs, (i * 31) % slugs.length)}`
  const body: Record<string, string> = { path, device }
  if (i % 3 === 0) body.referrer = itemAt(REFERRERS, i % REFERRERS.length)
  if (i % 11 === 0) Object.assign(body, { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: `week-${i % 4}` })
  return {
    path: '/rest/v1/rpc/collect_page_view',
    method: 'POST',
    body: JSON.stringify(body),
    key: true,
    headers: {
      'user-agent': agent,
      'x-forwarded-for': `100.${64 + (reader >> 16)}.${(reader >> 8) & 255}.${reader & 255}`,
      origin: 'https://news.example',
    },
  }
}

const count = async (pool: Pool, text: string, params: unknown[] = []) => Number(firstOf((await pool.query<{ n: string }>(text, params)).rows).n)

/** Runs the rollup until the inbox is empty; the views of the site's daily rows from `since` on. */
async function drain(pool: Pool): Promise<void> {
  while ((await count(pool, 'select count(*) as n from private.page_view_inbox')) > 0) await pool.query('select private.analytics_tick()')
}

/** Accepted views (204) against what reached the raw events and the rollup since `before`. */
async function lost(pool: Pool, result: Phase, before: { raw: number; rolled: number }) {
  await drain(pool)
  const accepted = result.load.filter((reply) => reply.status === 204).length
  const raw = (await count(pool, 'select count(*) as n from private.page_views')) - before.raw
  const rolled = (await count(pool, `select coalesce(sum(views), 0) as n from private.analytics_daily where dimension = 'site'`)) - before.rolled
  return { accepted, raw, rolled, lost: accepted - Math.min(raw, rolled) }
}

const totals = async (pool: Pool) => ({
  raw: await count(pool, 'select count(*) as n from private.page_views'),
  rolled: await count(pool, `select coalesce(sum(views), 0) as n from private.analytics_daily where dimension = 'site'`),
})

async function collection(base: string, anonKey: string, pool: Pool, slugs: string[]): Promise<string[]> {
  log(`[bench:analytics] quiet readers, ${shape.seconds} s`)
  const quietPhase = await phase(base, anonKey, shape, null)
  log(`[bench:analytics] reference: ${shape.clients} clients reading article pages × ${shape.seconds} s`)
  const reference = await phase(base, anonKey, shape, (i) => rest(`rpc/article_page?slug=${encodeURIComponent(itemAt(slugs, i % slugs.length))}`))
  log(`[bench:analytics] ${shape.clients} clients sending page views × ${shape.seconds} s, readers beside them`)
  const before = await totals(pool)
  const views = await phase(base, anonKey, shape, (i) => viewShot(i, slugs))
  const viewsKept = await lost(pool, views, before)
  log(`[bench:analytics] throughput: ${shape.clients} clients sending page views × ${shape.seconds} s, no readers`)
  const beforeFlat = await totals(pool)
  const cpuBefore = await cpuTimes(pool)
  const flat = await phase(base, anonKey, { ...shape, readers: 0 }, (i) => viewShot(i + 1_000_000, slugs))
  const cpuAfter = await cpuTimes(pool)
  const flatKept = await lost(pool, flat, beforeFlat)
  const perView = {
    node: (cpuAfter.node - cpuBefore.node) / Math.max(1, flat.load.length),
    postgres: (cpuAfter.postgres - cpuBefore.postgres) / Math.max(1, flat.load.length),
  }
  const capacity = (2 * 1000) / (perView.node + perView.postgres)

  const verdict = judge(views, reference)
  const rate = (p: Phase, kept: { accepted: number }) => kept.accepted / p.elapsed
  return [
    ...readerTableHeader(shape.clients, shape.seconds),
    readerRow('nothing (quiet)', quietPhase, null),
    readerRow('reference: real article pages (`rpc/article_page`)', reference, reference),
    readerRow('page views (`rpc/collect_page_view`)', views, reference),
    '',
    `Readers beside page views: p50 ${verdict.ratio50.toFixed(2)}× and p95 ${verdict.ratio95.toFixed(2)}× the reference's (target ≤ 2× / ≤ 3×): ${verdict.pass ? 'met' : 'missed'}.`,
    '',
    '| phase | views sent | answers | accepted/s | reached raw events | reached the daily rollup | lost | target |',
    '|---|---|---|---|---|---|---|---|',
    `| ${shape.clients} clients beside ${shape.readers} readers, ${shape.seconds} s | ${views.load.length} | ${statuses(views.load)} | ${rate(views, viewsKept).toFixed(0)} | ${viewsKept.raw} | ${viewsKept.rolled} | ${viewsKept.lost} | |`,
    `| ${shape.clients} clients alone, ${shape.seconds} s | ${flat.load.length} | ${statuses(flat.load)} | ${rate(flat, flatKept).toFixed(0)} | ${flatKept.raw} | ${flatKept.rolled} | ${flatKept.lost} | ≥ 500/s, none lost ${rate(flat, flatKept) >= 500 && flatKept.lost === 0 ? '✓' : '✗'} |`,
    '',
    `CPU per view sent, the machine's load aside: ${perView.node.toFixed(2)} ms in the Node process (the local API and the load clients) + ${perView.postgres.toFixed(2)} ms in PostgreSQL; two idle cores would take ${capacity.toFixed(0)} views/s.`,
  ]
}

/**
 * The same call in the database alone, as PostgREST makes it (the administrator's claims, role
 * authenticated, one transaction), timed around the statement only: what the query costs
 * without HTTP, the gateway and the machine's queue for the API's event loop.
 */
async function inDatabase(pool: Pool, claims: Record<string, unknown>, [text, params]: [string, unknown[]], runs: number) {
  const client = await pool.connect()
  const times: number[] = []
  try {
    for (let i = 0; i < runs + 5; i++) {
      await client.query('begin')
      await client.query(`select set_config('request.jwt.claims', $1, true), set_config('role', 'authenticated', true)`, [JSON.stringify(claims)])
      const started = performance.now()
      await client.query(text, params)
      if (i >= 5) times.push(performance.now() - started)
      await client.query('rollback')
    }
  } finally {
    client.release()
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95) }
}

async function dashboard(pool: Pool, admin: Caller): Promise<string[]> {
  const seeded = await seedAnalytics(pool, { events, years, log })
  const top = (await pool.query<{ id: string }>(
    `select article_id as id from private.analytics_windows where days = 30 and dimension = 'path' and article_id is not null order by views desc limit 15`)).rows.map((row) => row.id)
  const issues = (await pool.query<{ id: string }>('select id from public.newsletter_issues order by created_at desc limit 20')).rows.map((row) => row.id)
  const runs = 50
  const rpc = (name: string, body: unknown) => () => request(admin, `rpc/${name}`, { method: 'POST', body })
  const queries: [string, () => ReturnType<typeof request>, [string, unknown[]]][] = [
    ['`analytics_report(7)`: the tab, 7 days', rpc('analytics_report', { days: 7 }), ['select public.analytics_report(7)', []]],
    ['`analytics_report(30)`: the tab, 30 days', rpc('analytics_report', { days: 30 }), ['select public.analytics_report(30)', []]],
    ['`analytics_report(90)`: the tab, 90 days', rpc('analytics_report', { days: 90 }), ['select public.analytics_report(90)', []]],
    ['`article_view_counts`: a page of the Articles list (15 ids)', rpc('article_view_counts', { article_ids: top }), ['select public.article_view_counts($1)', [top]]],
    ["`article_view_history`: the most read article's editor", rpc('article_view_history', { article_id: itemAt(top, 0) }), ['select public.article_view_history($1)', [itemAt(top, 0)]]],
    ['`newsletter_click_counts`: the Newsletter tab history (20 issues)', rpc('newsletter_click_counts', { issue_ids: issues }), ['select public.newsletter_click_counts($1)', [issues]]],
  ]
  const rows = [
    `${seeded.raw.toLocaleString('en-US')} raw events over the last 90 days, ${seeded.daily.toLocaleString('en-US')} daily rollup rows over ${years} years (${seeded.seconds.toFixed(0)} s to load)`,
    '',
    '| query (as the administrator) | through REST, p50 / p95 | in the database alone, p50 / p95 | answer | target |',
    '|---|---|---|---|---|',
  ]
  const claims = JSON.parse(Buffer.from(admin.token.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>
  for (const [label, run, call] of queries) {
    const timed = await latency(runs, run, 5)
    const alone = await inDatabase(pool, claims, call, runs)
    rows.push(`| ${label} | ${ms(timed.p50)} / ${ms(timed.p95)} | ${ms(alone.p50)} / ${ms(alone.p95)} | ${(timed.bytes / 1024).toFixed(1)} KB${timed.errors ? `, ${timed.errors} errors` : ''} | p95 ≤ 100 ms ${timed.p95 <= 100 && timed.errors === 0 ? '✓' : '✗'} |`)
  }
  await pool.query(`insert into private.page_view_inbox (viewed_at, path, article_id, referrer, device, visitor)
                    select now(), '/' || a.slug, a.id, case when i % 3 = 0 then 'google.com' end, 'mobile', (random() * 1e12)::bigint
                      from generate_series(1, 30000) i
                      join lateral (select id, slug from public.articles where status = 'published' offset (i % 500) limit 1) a on true`)
  const started = performance.now()
  await pool.query('select private.analytics_tick()')
  rows.push('', `One rollup run with a minute of views waiting (30,000 at 500/s) beside ${seeded.raw.toLocaleString('en-US')} raw events: ${ms(performance.now() - started)}.`)
  return rows
}

async function main() {
  const stack = await startScratchStack(quiet, {
    env: { TRUSTED_PROXIES: '127.0.0.1', ANALYTICS_INTERVAL_MS: '5000', MAIL_SEND_INTERVAL_MS: '0' },
  })
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      log(`[bench:analytics] ${signal}: stopping`)
      void stack.stop().finally(() => process.exit(130))
    })
  }
  try {
    const base = stack.api.url
    const report: string[] = []
    if (!values['skip-load']) {
      log(`[bench:analytics] loading ${articles.toLocaleString('en-US')} articles`)
      await seedArchive(stack.pool, { articles, commentsPerArticle: 2, log })
      await analyze(stack.pool)
      const slugs = (await stack.pool.query<{ slug: string }>(
        `select slug from public.articles where status = 'published' and publish_date <= now() order by random() limit 500`,
      )).rows.map((row) => row.slug)
      report.push(...(await collection(base, stack.anon.apikey, stack.pool, slugs)), '')
    }
    if (!values['skip-scale']) {
      const { config } = stack
      const admin: Caller = { ...stack.admin, token: await adminToken(base, config.adminEmail, config.adminPassword) }
      report.push(...(await dashboard(stack.pool, admin)))
    }
    console.log(report.join('\n'))
  } finally {
    await stack.stop()
  }
}

main().catch((error: Error) => {
  console.error(`bench:analytics failed: ${error.stack ?? error.message}`)
  process.exit(1)
})
