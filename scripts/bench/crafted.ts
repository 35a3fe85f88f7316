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
 * The clients, and the readers with the health check, run in two child processes of their own
 * (lib/crafted-clients.ts), so the in-process backend's event loop is the backend's alone.
 * Prints one Markdown table. Only 127.0.0.1. Flags choose the classes, the seconds and the size.
 */
import { parseArgs } from 'node:util'
import { articlesOption } from './lib/articles-option.ts'
import { ms, percentile } from './lib/http.ts'
import { analyze, seedArchive } from './lib/seed.ts'
import { startScratchStack } from './lib/stack.ts'
import { CLASSES, REFERENCE, type LoadClass, type Samples } from './lib/crafted-classes.ts'
import { startClients, type Clients } from './lib/crafted-clients.ts'
import type { Reply } from './lib/reader-load.ts'
import { archiveWords, archiveWordsSql } from '../../tests/support/phrase-shapes.ts'
import { firstOf } from '../../tests/support/items.ts'

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

interface Phase {
  readers: Reply[]
  load: Reply[]
  healthMissed: number
  healthChecks: number
}

/**
 * `clients` clients sending one class (none for a quiet phase) for `seconds`, with readers and
 * health checks beside them, each side in its own process (lib/crafted-clients.ts says why).
 */
async function phase(target: { base: string; anonKey: string }, processes: { load: Clients; readers: Clients }, loadClass: LoadClass | null, samples: Samples): Promise<Phase> {
  const until = Date.now() + seconds * 1000
  const [load, readers] = await Promise.all([
    loadClass ? processes.load.run({ role: 'load', ...target, until, className: loadClass.name, clients, samples }) : null,
    processes.readers.run({ role: 'readers', ...target, until, readers: readerCount }),
  ])
  return { readers: readers.replies, load: load?.replies ?? [], healthMissed: readers.healthMissed, healthChecks: readers.healthChecks }
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
  const processes = { load: startClients(), readers: startClients() }
  const stopAll = async () => {
    processes.load.stop()
    processes.readers.stop()
    await stack.stop()
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      log(`[bench:crafted] ${signal}: stopping`)
      void stopAll().finally(() => process.exit(130))
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
    const target = { base, anonKey }
    const quietPhase = await phase(target, processes, null, samples)
    log(`[bench:crafted] reference, ${clients} clients × ${seconds} s`)
    const reference = await phase(target, processes, REFERENCE, samples)
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
      const result = await phase(target, processes, loadClass, samples)
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
    await stopAll()
  }
}

main().catch((error: Error) => {
  console.error(`bench:crafted failed: ${error.stack ?? error.message}`)
  process.exit(1)
})
