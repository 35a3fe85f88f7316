/**
 * `npm run bench:crafted`: does any anonymous request cost readers more than a page does?
 *
 * A scratch backend built as `npm start` builds one is loaded with the bench archive (100,000
 * articles by default, scripts/bench/lib/seed.ts). Then, one phase after another, 25 concurrent
 * clients send one request shape for 15 s while a few readers load the front page
 * (`rpc/home_page`) in a loop and a health check asks `GET /health` twice a second:
 *
 *   - the reference: 25 clients reading real article pages (`rpc/article_page`);
 *   - each crafted class (below): its own 25 clients. The phrase classes send a different
 *     quoted phrase with every request, drawn from the loaded archive's commonest words and stop
 *     words (tests/support/phrase-shapes.ts): two words, five, stop words only, less a word, three
 *     phrases with an OR.
 *
 * A class passes when the readers' p50 is at most 2× and their p95 at most 3× the reference's
 * (same run), no reader request failed and no health check was missed (no 200 within 2 s).
 * Prints one Markdown table. Only 127.0.0.1. Flags choose the classes, the seconds and the size.
 */
import { parseArgs } from 'node:util'
import { articlesOption } from './lib/articles-option.ts'
import { ms, percentile } from './lib/http.ts'
import { analyze, seedArchive } from './lib/seed.ts'
import { startScratchStack } from './lib/stack.ts'
import { aliases, ilikeTerms, nestedEmbeds } from '../../tests/support/crafted-requests.ts'
import { PHRASE_SHAPES, archiveWords, archiveWordsSql, type ArchiveWords } from '../../tests/support/phrase-shapes.ts'
import { firstOf, itemAt } from '../../tests/support/items.ts'

const { values } = parseArgs({
  options: {
    articles: { type: 'string', default: '100000' },
    seconds: { type: 'string', default: '15' },
    clients: { type: 'string', default: '25' },
    readers: { type: 'string', default: '4' },
    classes: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
})

interface Shot {
  /** Path under the API origin, e.g. `/rest/v1/rpc/home_page`. */
  path: string
  method?: 'GET' | 'POST'
  body?: string
  /** Send the anon key (the functions need none). */
  key?: boolean
}

/** What the phases need from the seeded database. */
interface Samples {
  slugs: string[]
  draft: { id: string; slug: string }
  sitemapPages: number
  /** The archive's commonest words and stop words, for the phrase classes. */
  words: ArchiveWords
}

interface LoadClass {
  name: string
  /** The row's label in the table. */
  label: string
  shot: (i: number, samples: Samples) => Shot
  /** What the row adds to its label once the archive is loaded (a class's first request). */
  example?: (samples: Samples) => string
}

const rest = (path: string): Shot => ({ path: `/rest/v1/${path}`, key: true })
// Built once: a q of 9 MB, as the attack round sent it.
let bigBody: string | undefined
const hugeQuery = () => (bigBody ??= JSON.stringify({ q: 'government '.repeat(858_000) }))

const POSTGREST_CRAFTS = [
  `articles?select=${encodeURIComponent(nestedEmbeds(24))}`,
  `articles?select=${aliases('content', 700)}`,
  `articles?select=id&or=${encodeURIComponent(ilikeTerms(345))}`,
  `rpc/article_page?slug=x&select=${aliases('article', 700)}`,
]

const REFERENCE: LoadClass = {
  name: 'reference',
  label: 'reference: real article pages (`rpc/article_page`)',
  shot: (i, samples) => rest(`rpc/article_page?slug=${encodeURIComponent(itemAt(samples.slugs, i % samples.slugs.length))}`),
}

const search = (q: string) => rest(`rpc/search_articles?q=${encodeURIComponent(q)}`)

/** Each request a phrase of its own, from the archive's commonest words (tests/support/phrase-shapes.ts). */
const PHRASE_CLASSES: LoadClass[] = PHRASE_SHAPES.map((shape) => ({
  name: shape.name,
  label: `\`rpc/search_articles\`, ${shape.label} (a new one each request)`,
  shot: (i, samples) => search(shape.make(samples.words, i)),
  example: (samples) => `, e.g. \`${shape.make(samples.words, 0)}\``,
}))

const CLASSES: LoadClass[] = [
  { name: 'phrase', label: '`rpc/search_articles?q="of the of the of"`', shot: () => search('"of the of the of"') },
  ...PHRASE_CLASSES,
  { name: 'negation', label: '`rpc/search_articles?q=government -government`', shot: () => search('government -government') },
  {
    name: 'big-q',
    label: '`POST rpc/search_articles`, 9 MB `q`',
    shot: () => ({ path: '/rest/v1/rpc/search_articles', method: 'POST', body: hugeQuery(), key: true }),
  },
  { name: 'unknown-slug', label: '`rpc/article_page?slug=<unknown>`', shot: (i) => rest(`rpc/article_page?slug=no-such-article-${i}`) },
  { name: 'draft-slug', label: '`rpc/article_page?slug=<draft>`', shot: (_, samples) => rest(`rpc/article_page?slug=${encodeURIComponent(samples.draft.slug)}`) },
  {
    name: 'sitemap',
    label: '`functions/v1/sitemap?page=N` (no key)',
    shot: (i, samples) => ({ path: `/functions/v1/sitemap?page=${1 + (i % samples.sitemapPages)}` }),
  },
  { name: 'sitemap-index', label: '`functions/v1/sitemap` (the index, no key)', shot: () => ({ path: '/functions/v1/sitemap' }) },
  { name: 'rss', label: '`functions/v1/rss` (no key)', shot: () => ({ path: '/functions/v1/rss' }) },
  {
    name: 'comment-hidden',
    label: '`POST comments` on a draft article',
    shot: (i, samples) => ({
      path: '/rest/v1/comments',
      method: 'POST',
      body: JSON.stringify({ article_id: samples.draft.id, author_name: 'Crafted', content: `Crafted ${i}` }),
      key: true,
    }),
  },
  { name: 'postgrest', label: 'PostgREST grammar: nested embeds, 700 aliases, 345 `ilike` terms', shot: (i) => rest(itemAt(POSTGREST_CRAFTS, i % POSTGREST_CRAFTS.length)) },
]

if (values.help) {
  console.log(`Usage: npm run bench:crafted [-- --articles N] [--seconds S] [--clients C] [--readers R] [--classes a,b,…]
Classes: ${CLASSES.map((c) => c.name).join(', ')} (default: all). Defaults: 100000 articles, 15 s, 25 clients, 4 readers.`)
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
const seconds = wholeNumber('seconds', values.seconds, 1, 120)
const clients = wholeNumber('clients', values.clients, 1, 100)
const readerCount = wholeNumber('readers', values.readers, 1, 20)
const chosen = values.classes === undefined ? CLASSES : values.classes.split(',').map((name) => {
  const found = CLASSES.find((c) => c.name === name.trim())
  if (!found) {
    console.error(`unknown class "${name}"; classes: ${CLASSES.map((c) => c.name).join(', ')}`)
    process.exit(2)
  }
  return found
})

const log = (line: string) => console.error(line)
// The backend's own lines (every refused crafted request is one) would bury the bench's.
const quiet = (line: string) => {
  if (line.startsWith('[bench')) log(line)
}

/** No request may hang a phase: a crafted one that takes longer has failed anyway. */
const REQUEST_TIMEOUT_MS = 10_000
const HEALTH_TIMEOUT_MS = 2_000
const HEALTH_EVERY_MS = 500

interface Reply { status: number; ms: number }

async function send(base: string, anonKey: string, shot: Shot, timeout = REQUEST_TIMEOUT_MS): Promise<Reply> {
  const started = performance.now()
  const headers: Record<string, string> = shot.key ? { apikey: anonKey, Authorization: `Bearer ${anonKey}` } : {}
  if (shot.body !== undefined) headers['Content-Type'] = 'application/json'
  const attempt = async (): Promise<Reply> => {
    try {
      const res = await fetch(`${base}${shot.path}`, { method: shot.method ?? 'GET', headers, body: shot.body, signal: AbortSignal.timeout(timeout) })
      await res.arrayBuffer()
      return { status: res.status, ms: performance.now() - started }
    } catch {
      return { status: 0, ms: performance.now() - started }
    }
  }
  // A fetch whose 9 MB upload was cut off by an early answer has been seen to settle never, its
  // abort signal notwithstanding (no socket left open): the phase must end all the same.
  let timer: NodeJS.Timeout | undefined
  const giveUp = new Promise<Reply>((resolve) => {
    timer = setTimeout(() => resolve({ status: 0, ms: performance.now() - started }), timeout + 1000)
  })
  try {
    return await Promise.race([attempt(), giveUp])
  } finally {
    clearTimeout(timer)
  }
}

interface Phase {
  readers: Reply[]
  load: Reply[]
  healthMissed: number
  healthChecks: number
}

/** `clients` looping over `load` (none for a quiet phase) for `seconds`, with readers and health checks beside them. */
async function phase(base: string, anonKey: string, load: ((i: number) => Shot) | null): Promise<Phase> {
  const deadline = performance.now() + seconds * 1000
  const readers: Reply[] = []
  const loadReplies: Reply[] = []
  let healthMissed = 0
  let healthChecks = 0
  let next = 0
  const loop = async (work: () => Promise<void>) => {
    while (performance.now() < deadline) await work()
  }
  const health = async () => {
    const started = performance.now()
    const reply = await send(base, anonKey, { path: '/health' }, HEALTH_TIMEOUT_MS)
    healthChecks++
    if (reply.status !== 200) healthMissed++
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, HEALTH_EVERY_MS - (performance.now() - started))))
  }
  await Promise.all([
    ...Array.from({ length: load ? clients : 0 }, () => loop(async () => { loadReplies.push(await send(base, anonKey, load!(next++))) })),
    ...Array.from({ length: readerCount }, () => loop(async () => { readers.push(await send(base, anonKey, rest('rpc/home_page'))) })),
    loop(health),
  ])
  return { readers, load: loadReplies, healthMissed, healthChecks }
}

const readerTimes = (p: Phase) => p.readers.filter((r) => r.status === 200).map((r) => r.ms)
const readerErrors = (p: Phase) => p.readers.filter((r) => r.status !== 200).length

function statuses(replies: Reply[]): string {
  const counts = new Map<number, number>()
  for (const reply of replies) counts.set(reply.status, (counts.get(reply.status) ?? 0) + 1)
  return [...counts].sort(([a], [b]) => a - b).map(([status, count]) => `${count} × ${status || 'no answer'}`).join(', ')
}

async function main() {
  const stack = await startScratchStack(quiet)
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      log(`[bench:crafted] ${signal}: stopping`)
      void stack.stop().finally(() => process.exit(130))
    })
  }
  try {
    const base = stack.api.url
    const anonKey = stack.anon.apikey
    log(`[bench:crafted] loading ${articles.toLocaleString('en-US')} articles`)
    await seedArchive(stack.pool, { articles, commentsPerArticle: 2, log })
    const draft = firstOf((await stack.pool.query<{ id: string; slug: string }>(
      `insert into public.articles (slug, title, excerpt, content, category, author, status)
       values ('crafted-bench-draft', 'A draft', 'Not yet.', '<p>Draft.</p>', 'sports', 'Bench', 'draft') returning id, slug`,
    )).rows)
    await analyze(stack.pool)
    const slugs = (await stack.pool.query<{ slug: string }>(
      `select slug from public.articles where status = 'published' and publish_date <= now() order by random() limit 500`,
    )).rows.map((row) => row.slug)
    const index = await (await fetch(`${base}/rest/v1/rpc/sitemap_page?page=0`, { headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` } })).json() as { pages: number }
    const words = archiveWords((await stack.pool.query<{ word: string; stop: boolean }>(archiveWordsSql())).rows)
    const samples: Samples = { slugs, draft, sitemapPages: index.pages, words }

    log(`[bench:crafted] quiet readers, ${seconds} s`)
    const quietPhase = await phase(base, anonKey, null)
    log(`[bench:crafted] reference, ${clients} clients × ${seconds} s`)
    const reference = await phase(base, anonKey, (i) => REFERENCE.shot(i, samples))
    const refP50 = percentile(readerTimes(reference), 50)
    const refP95 = percentile(readerTimes(reference), 95)

    const rows = [
      `| ${clients} clients for ${seconds} s sending | their answers | their p50 | readers' \`home_page\` p50 / p95 | × reference p50 / p95 | reader errors | health checks missed | pass |`,
      '|---|---|---|---|---|---|---|---|',
      `| nothing (quiet) | | | ${ms(percentile(readerTimes(quietPhase), 50))} / ${ms(percentile(readerTimes(quietPhase), 95))} | | ${readerErrors(quietPhase)} | ${quietPhase.healthMissed} of ${quietPhase.healthChecks} | |`,
      `| ${REFERENCE.label} | ${statuses(reference.load)} | ${ms(percentile(reference.load.map((r) => r.ms), 50))} | ${ms(refP50)} / ${ms(refP95)} | 1× / 1× | ${readerErrors(reference)} | ${reference.healthMissed} of ${reference.healthChecks} | reference |`,
    ]
    let failed = 0
    for (const loadClass of chosen) {
      log(`[bench:crafted] ${loadClass.name}, ${clients} clients × ${seconds} s`)
      const result = await phase(base, anonKey, (i) => loadClass.shot(i, samples))
      const p50 = percentile(readerTimes(result), 50)
      const p95 = percentile(readerTimes(result), 95)
      const pass = p50 <= 2 * refP50 && p95 <= 3 * refP95 && readerErrors(result) === 0 && result.healthMissed === 0
      if (!pass) failed++
      rows.push(
        `| ${loadClass.label}${loadClass.example?.(samples) ?? ''} | ${statuses(result.load)} | ${ms(percentile(result.load.map((r) => r.ms), 50))} | ${ms(p50)} / ${ms(p95)} | ${(p50 / refP50).toFixed(1)}× / ${(p95 / refP95).toFixed(1)}× | ${readerErrors(result)} | ${result.healthMissed} of ${result.healthChecks} | ${pass ? '✓' : '✗'} |`,
      )
    }
    console.log(rows.join('\n'))
    console.log(`\n${articles.toLocaleString('en-US')} articles; ${readerCount} readers; pass: readers' p50 ≤ 2× and p95 ≤ 3× the reference's, no reader error, no health check missed. ${chosen.length - failed} of ${chosen.length} classes pass.`)
  } finally {
    await stack.stop()
  }
}

main().catch((error: Error) => {
  console.error(`bench:crafted failed: ${error.stack ?? error.message}`)
  process.exit(1)
})
