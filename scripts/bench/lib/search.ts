import type pg from 'pg'
import { latency, ms, percentile, request, throughput, type Caller, type Timed } from './http.ts'
import type { BenchRow } from './report.ts'
import { itemAt } from '../../../tests/support/items.ts'

/**
 * What readers type, against the synthetic archive: topical words from common to uncommon, the
 * same in other letter cases, words cut short while typing, pieces from inside a title word,
 * several words, rare names and made-up words taken from the data, terms with no match, and the
 * commonest words of all.
 */
const FIXED_TERMS = [
  'government', 'election', 'vaccine', 'hospital', 'inflation', 'climate', 'pipeline', 'football', 'museum', 'startup',
  'ceasefire', 'pension', 'earthquake', 'marathon', 'espionage',
  'Vaccine', 'ELECTION', 'Inflation', 'NuClear', 'Parliament',
  'vacc', 'elect', 'infla', 'parlia', 'hosp', 'cybersec', 'immigr', 'refere',
  'ospital', 'lection', 'ootball',
  'climate policy', 'interest rates', 'health minister', 'prime minister', 'artificial intelligence', 'court judge',
  'xylophone', 'qwzrt', 'blockchain', 'zzz',
  'the', 'people',
]

/** Fifty terms: the fixed ones plus rare surnames and made-up words found in the archive. */
export async function searchTerms(pool: pg.Pool): Promise<string[]> {
  const { rows } = await pool.query<{ surname: string; coined: string }>(
    `select substring(content from '<strong>[A-Za-z]+ ([A-Za-z]+)</strong>') as surname,
            (regexp_match(content, '<p>[^<]* ([a-z]{7,9}) '))[1] as coined
       from public.articles
      where content like '%Reporting by <strong>%'
      order by slug
      limit 4`,
  )
  const extra = rows.flatMap((row) => [row.surname, row.coined]).filter(Boolean)
  return [...FIXED_TERMS, ...extra].slice(0, 50)
}

/**
 * The search as the overlay made it before search_articles() (search-queries.ts): ilike on three columns,
 * exact count. Anon can no longer read tables, so the bench replays it with the service_role key
 * (the old anon policy was `using (true)`: the same rows, the same scan).
 */
function naiveSearch(caller: Caller, term: string): Promise<Timed> {
  const pattern = `"%${term.replace(/[%_*,()"\\]/g, '_')}%"`
  const or = `(title.ilike.${pattern},excerpt.ilike.${pattern},content.ilike.${pattern})`
  return request(
    caller,
    `articles?select=id,slug,title,excerpt,category,publish_date&or=${encodeURIComponent(or)}&order=publish_date.desc&limit=20`,
    { prefer: 'count=exact' },
  )
}

/** The search as the app makes it now, as anon: one json object, at most max_results + 1 results (suggestions when none). */
function ftsSearch(caller: Caller, term: string): Promise<Timed> {
  return request(caller, `rpc/search_articles?q=${encodeURIComponent(term)}&max_results=20`)
}

export interface SearchBenchOptions {
  /** The naive search takes seconds per term: it runs over the first terms only. */
  naiveTerms: number
  concurrency: number
  seconds: number
  /** p50 of a primary-key fetch, to express search times as a multiple of it. */
  referenceMs: number
}

/**
 * The same searches inside the database alone, as the anon role in a read-only transaction
 * like the API's: what the function costs without HTTP and the local API in front of it.
 */
async function databaseLatency(pool: pg.Pool, terms: string[]): Promise<number[]> {
  const client = await pool.connect()
  try {
    const times: number[] = []
    for (let i = 0; i < 3 * terms.length; i++) {
      await client.query('begin read only')
      await client.query('set local role anon')
      const started = performance.now()
      await client.query('select * from public.search_articles($1, 20)', [itemAt(terms, i % terms.length)])
      if (i >= terms.length) times.push(performance.now() - started)
      await client.query('commit')
    }
    return times
  } finally {
    client.release()
  }
}

export async function benchSearch(
  anon: Caller,
  service: Caller,
  pool: pg.Pool,
  terms: string[],
  options: SearchBenchOptions,
  log: (line: string) => void,
): Promise<BenchRow[]> {
  // The full-text side first, warmed up and in its steady state: the naive scans read the whole
  // table and would leave the cache cold for whatever runs after them.
  log(`[bench] search: ${terms.length} terms twice, full-text`)
  await latency(terms.length, (i) => ftsSearch(anon, itemAt(terms, i)))
  const fts = await latency(2 * terms.length, (i) => ftsSearch(anon, itemAt(terms, i % terms.length)))
  const naiveCount = Math.min(options.naiveTerms, terms.length)
  const ftsFirst = fts.times.filter((_, i) => i % terms.length < naiveCount)
  const noMatch = 'zzz'
  const ftsMiss = await latency(5, () => ftsSearch(anon, noMatch))
  const inDatabase = await databaseLatency(pool, terms)
  log(`[bench] search: ${options.concurrency} concurrent searchers for ${options.seconds} s, full-text`)
  const loadFts = await throughput(options.concurrency, options.seconds, (i) => ftsSearch(anon, itemAt(terms, i % terms.length)))

  log(`[bench] search: first ${naiveCount} terms, naive ilike + count=exact (service_role)`)
  const naive = await latency(naiveCount, (i) => naiveSearch(service, itemAt(terms, i)))
  const naiveMiss = await naiveSearch(service, noMatch)
  log(`[bench] search: ${options.concurrency} concurrent searchers for ${options.seconds} s, naive (service_role)`)
  const loadNaive = await throughput(options.concurrency, options.seconds, (i) => naiveSearch(service, itemAt(terms, i % terms.length)))

  const first = { p50: percentile(ftsFirst, 50), p95: percentile(ftsFirst, 95) }
  const times = (value: number) => `${(value / options.referenceMs).toFixed(1)}× a primary-key fetch`
  const rate = (r: typeof loadFts) =>
    `${r.perSecond.toFixed(1)}/s, ${r.errors} errors of ${r.done} (${((100 * r.errors) / Math.max(1, r.done)).toFixed(0)} %)`
  return [
    {
      measure: `public search p50 / p95, first ${naiveCount} terms`,
      naive:
        `${ms(naive.p50)} / ${ms(naive.p95)}${naive.errors ? `, ${naive.errors} errors` : ''} (p95 = ${times(naive.p95)}; ` +
        'service_role: anon can no longer read tables)',
      now: `${ms(first.p50)} / ${ms(first.p95)} (p95 = ${times(first.p95)}; rpc/search_articles)`,
      target: 'p95 ≤ 50 ms',
      met: first.p95 <= 50 && fts.errors === 0,
    },
    {
      measure: `public search p50 / p95, all ${terms.length} terms twice`,
      naive: '(seconds per term: first terms only)',
      now: `${ms(fts.p50)} / ${ms(fts.p95)}${fts.errors ? `, ${fts.errors} errors` : ''}`,
      target: 'p95 ≤ 50 ms',
      met: fts.p95 <= 50 && fts.errors === 0,
    },
    {
      measure: `public search in the database alone (no HTTP), all ${terms.length} terms twice`,
      naive: '',
      now: `${ms(percentile(inDatabase, 50))} / ${ms(percentile(inDatabase, 95))}`,
    },
    {
      measure: `public search, 3-letter term with no match ("${noMatch}")`,
      naive: `${ms(naiveMiss.ms)}${naiveMiss.status === 200 ? '' : ` (HTTP ${naiveMiss.status})`}`,
      now: `${ms(ftsMiss.p50)}${ftsMiss.errors ? ` (${ftsMiss.errors} errors)` : ''}`,
    },
    {
      measure: `public search, ${options.concurrency} concurrent searchers, ${options.seconds} s`,
      naive: rate(loadNaive),
      now: rate(loadFts),
      target: '≥ 50/s, 0 errors',
      met: loadFts.perSecond >= 50 && loadFts.errors === 0,
    },
    {
      measure: 'public search response',
      naive: `20 rows + exact count`,
      now: `one json object: ≤ 21 results, no count ("20+ results"), a correction or suggestions when none; ${fts.bytes} B`,
    },
  ]
}
