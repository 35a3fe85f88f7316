/**
 * `npm run bench [-- --articles N]`: the scale measurements on a scratch database.
 *
 * Starts the local backend on a throwaway data folder (127.0.0.1, free ports), loads N articles
 * (default 100,000, ≈1.8 KB HTML bodies, 14 categories, 3 years) and two comments each, runs
 * VACUUM ANALYZE, then measures through the REST API, each time the way the app worked before
 * naively (whole-table reads, offsets, exact counts) beside the way it works now (the subscriber export first adds as many subscribers as
 * there are articles), and prints one Markdown table. Everything is bounded:
 * a fixed number of requests or seconds per measurement, 20 s per request at most.
 *
 * Public rows measure "now" as a reader (anon key) through the reader functions the app calls
 * (`rpc/home_page`, `rpc/search_articles`, `rpc/category_page`, `rpc/sitemap_articles`,
 * `rpc/article_page`); their "before" side is the old plain table reads, which anon may no longer
 * make (migration 20261124000100), so it is replayed with the service_role key. Admin rows use
 * the demo administrator's session. Then the time `npm run build` takes on this archive (vite
 * build and the prerendered pages, PRERENDER_ARTICLES as set or its default; target ≤ 3 minutes
 * at 100,000 articles; scripts/bench/lib/build-time.ts), which `--skip-build` leaves out. The browser
 * part: Lighthouse on home, an article and a category, then a run with a 1.4 MB photograph
 * uploaded through the editor as the lead (scripts/bench/lib/photo-lead.ts). `--skip-lighthouse`
 * leaves it out.
 */
import os from 'node:os'
import { parseArgs } from 'node:util'
import { benchCategoryLoadMore, benchModerationQueue, benchSubscriberExport } from './lib/keyset-lists.ts'
import { benchAdminList, benchHome, benchOverview, benchPrimaryKey, benchSitemap } from './lib/pages.ts'
import { lighthouseRows } from './lib/lighthouse.ts'
import { measurePhotoLead, photoLeadRows } from './lib/photo-lead.ts'
import { failureSummary } from './lib/http.ts'
import { formatTable, type BenchRow } from './lib/report.ts'
import { benchSearch, searchTerms } from './lib/search.ts'
import { articlesOption } from './lib/articles-option.ts'
import { BUILD_TARGET_SECONDS, buildTimeRow, measureBuildTime } from './lib/build-time.ts'
import { analyze, seedArchive } from './lib/seed.ts'
import { startScratchStack } from './lib/stack.ts'
import { firstOf } from '../../tests/support/items.ts'

const { values } = parseArgs({
  options: {
    articles: { type: 'string', default: '100000' },
    'skip-lighthouse': { type: 'boolean', default: false },
    'skip-build': { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
})

if (values.help) {
  console.log('Usage: npm run bench [-- --articles N] [--skip-build] [--skip-lighthouse]   (default 100000 articles)')
  process.exit(0)
}
const articles = articlesOption(values.articles)

const log = (line: string) => console.error(line)
const quiet = (line: string) => {
  if (!line.startsWith('[db] applied migration')) log(line)
}

const stack = await startScratchStack(quiet)

/** Lighthouse with a real photograph as the lead, uploaded through the editor. */
async function photoLead(): Promise<BenchRow[]> {
  log('[bench] lighthouse with a photo lead')
  try {
    const query = (text: string, values?: unknown[]) => stack.pool.query(text, values)
    return photoLeadRows(await measurePhotoLead({ apiUrl: stack.api.url, anonKey: stack.anon.apikey, query }))
  } catch (error) {
    log(`[bench] photo lead skipped: ${error instanceof Error ? error.message : String(error)}`)
    return [{ measure: 'Lighthouse mobile with a photo lead', naive: '', now: `not measured (${error instanceof Error ? error.message : String(error)})` }]
  }
}
/** How long `npm run build` takes against this archive; a failed build is a row that says so. */
async function buildRow(total: number): Promise<BenchRow> {
  try {
    return buildTimeRow(await measureBuildTime({ apiUrl: stack.api.url, anonKey: stack.anon.apikey }), total)
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    log(`[bench] build failed: ${message}`)
    return { measure: 'npm run build', naive: '', now: `failed (${message})`, target: `≤ ${BUILD_TARGET_SECONDS} s at 100,000 articles`, met: false }
  }
}
// Ctrl-C (or a CI timeout) still stops PostgreSQL and removes the scratch data.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    log(`[bench] ${signal}: stopping`)
    void stack.stop().finally(() => process.exit(130))
  })
}
try {
  log(`[bench] loading ${articles.toLocaleString('en-US')} articles into a scratch database`)
  const seeded = await seedArchive(stack.pool, { articles, commentsPerArticle: 2, log })
  await analyze(stack.pool)
  const counts = firstOf((
    await stack.pool.query<{ articles: string; comments: string }>(
      'select (select count(*) from public.articles) as articles, (select count(*) from public.comments) as comments',
    )
  ).rows)
  const total = Number(counts.articles)
  log(`[bench] loaded in ${seeded.seconds.toFixed(0)} s; measuring`)

  const rows: BenchRow[] = []
  const reference = await benchPrimaryKey(stack.anon, stack.service, stack.pool)
  rows.push(...reference.rows)
  const searchOptions = { naiveTerms: 20, concurrency: 10, seconds: 10, referenceMs: reference.p50 }
  rows.push(...(await benchSearch(stack.anon, stack.service, stack.pool, await searchTerms(stack.pool), searchOptions, log)))
  log('[bench] home page')
  rows.push(...(await benchHome(stack.anon, stack.service)))
  log('[bench] admin list and overview')
  rows.push(...(await benchAdminList(stack.admin, stack.pool)))
  rows.push(...(await benchOverview(stack.admin)))
  log('[bench] moderation queue and category Load more')
  rows.push(...(await benchModerationQueue(stack.admin, stack.pool)))
  rows.push(...(await benchCategoryLoadMore(stack.anon, stack.service, stack.pool)))
  log('[bench] subscriber export')
  rows.push(...(await benchSubscriberExport(stack.admin, stack.pool, total)))
  log('[bench] sitemap')
  rows.push(...(await benchSitemap(stack.anon, stack.service, total)))
  // Requests that failed (a naive search past the statement timeout, or a read a role may not
  // make): said before the browser part, so a run cut short there still shows them.
  const failed = failureSummary()
  log(failed.length ? `[bench] failed requests:\n  ${failed.join('\n  ')}` : '[bench] no request failed')
  if (values['skip-build']) {
    rows.push({ measure: 'npm run build', naive: '', now: 'not measured (--skip-build)' })
  } else {
    log('[bench] npm run build (vite build and prerender)')
    rows.push(await buildRow(total))
  }
  if (values['skip-lighthouse']) {
    rows.push({ measure: 'Lighthouse mobile', naive: '', now: 'not measured (--skip-lighthouse)' })
  } else {
    // Lighthouse builds the app and drives a browser for minutes: the database rows first, on stderr.
    log(`[bench] database rows (the whole table follows on stdout after Lighthouse):\n${formatTable(rows)}`)
    const newest = firstOf((
      await stack.pool.query<{ slug: string; category: string }>(
        'select slug, category from public.articles order by publish_date desc, id desc limit 1',
      )
    ).rows, 'an article to audit')
    rows.push(
      ...(await lighthouseRows({ apiUrl: stack.api.url, anonKey: stack.anon.apikey, articleSlug: newest.slug, categorySlug: newest.category, log })),
    )
    rows.push(...(await photoLead()))
  }

  const { rows: version } = await stack.pool.query<{ v: string }>(`select current_setting('server_version') as v`)
  // Timings depend on the machine and on what else runs on it: say both.
  const load = os.loadavg().map((value) => value.toFixed(1)).join(' ')
  console.log(
    `npm run bench: ${total.toLocaleString('en-US')} articles, ${Number(counts.comments).toLocaleString('en-US')} comments, ` +
      `PostgreSQL ${firstOf(version).v}, ${os.cpus().length} CPUs, load average ${load}, ${new Date().toISOString().slice(0, 10)}\n`,
  )
  console.log(formatTable(rows))
} finally {
  await stack.stop()
}
