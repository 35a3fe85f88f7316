/**
 * `npm run bench:search [-- --articles N]`: search at scale on a scratch database,
 * without the rest of `npm run bench`. Loads N articles (default 100,000) with the bench's own
 * seed (scripts/bench/lib/seed.ts), runs VACUUM ANALYZE, then times `rpc/search_articles` as a
 * reader (anon key, GET, as the overlay asks) for five kinds of term:
 *
 *   * normal: the words, prefixes, phrases and rare names `npm run bench` searches for;
 *   * typos: title words of the archive with one letter changed ("fillibuster") or dropped
 *     ("slep"), which find nothing as typed and are answered with the corrected word's results;
 *   * authors: every byline of the archive, whole and by surname;
 *   * no match: made-up words, which find nothing and have no close title either;
 *   * crafted: what an attacker would send to make one search expensive: phrases of common
 *     words, negations, OR lists, a 9 MB q (by POST, as the GET URL could not carry it).
 *
 * Each term once to warm up, then three times counted; p50 / p95 per kind, and a check that each
 * kind got the answer it should (typos: a correction with results; authors: results).
 */
import os from 'node:os'
import { parseArgs } from 'node:util'
import type pg from 'pg'
import { latency, ms, request, type Caller } from './lib/http.ts'
import { searchTerms } from './lib/search.ts'
import { articlesOption } from './lib/articles-option.ts'
import { analyze, seedArchive } from './lib/seed.ts'
import { startScratchStack } from './lib/stack.ts'
import { itemAt } from '../../tests/support/items.ts'

const { values } = parseArgs({
  options: {
    articles: { type: 'string', default: '100000' },
    help: { type: 'boolean', default: false },
  },
})
if (values.help) {
  console.log('Usage: npm run bench:search [-- --articles N]   (default 100000 articles)')
  process.exit(0)
}
const articles = articlesOption(values.articles)

const COUNTED_PASSES = 3
const NO_MATCH_TERMS = ['qwzrtx', 'zzzxq', 'vbnmpl', 'xylophonically', 'plorkvane', 'kwijibo', 'snarflex', 'ghrumbleton']
/** The 9 MB q: sent by POST (a URL cannot carry it). */
const HUGE_TERM = 'government '.repeat(Math.ceil((9 * 1024 * 1024) / 11))
const CRAFTED_TERMS = [
  '"of the of the of"', '"the of and to in"', 'government -government', '-government', 'the -the',
  'government or election or minister or parliament or senate or congress or vaccine or hospital',
  'of or the or and or to or in or a or is or that', '"interest rates" -government -the',
  HUGE_TERM,
]

interface Answer {
  results: unknown[]
  suggestions: unknown[]
  correction: string | null
}

/** One letter of a word changed (even positions in the list) or dropped (odd), in its middle. */
function misspell(word: string, index: number): string {
  const at = Math.floor(word.length / 2)
  if (index % 2 === 1) return word.slice(0, at) + word.slice(at + 1)
  const replacement = word[at] === 'z' ? 'q' : 'z'
  return word.slice(0, at) + replacement + word.slice(at + 1)
}

/** Twenty title words of the archive, from common to rare, misspelt. */
async function typoTerms(pool: pg.Pool): Promise<string[]> {
  const { rows } = await pool.query<{ word: string }>(
    `with words as (
       select w as word, count(*) as n
         from (select title from public.articles order by publish_date desc limit 20000) a,
              regexp_split_to_table(lower(a.title), '\\s+') w
        where char_length(w) >= 5
        group by w
     ),
     ranked as (select word, row_number() over (order by n desc, word) as r, count(*) over () as total from words)
     select word from ranked where (r - 1) % greatest(1, total / 20) = 0 order by r limit 20`,
  )
  return rows.map((row, i) => misspell(row.word, i))
}

async function authorTerms(pool: pg.Pool): Promise<string[]> {
  const { rows } = await pool.query<{ author: string }>('select distinct author from public.articles order by author')
  return rows.flatMap((row) => [row.author, row.author.split(' ').at(-1) ?? row.author])
}

function search(caller: Caller, term: string) {
  if (term.length > 1000) return request(caller, 'rpc/search_articles', { method: 'POST', body: { q: term, max_results: 20 } })
  return request(caller, `rpc/search_articles?q=${encodeURIComponent(term)}&max_results=20`)
}

/** A term as the table shows it: the 9 MB one by its size. */
const shown = (term: string) => (term.length > 1000 ? `${(term.length / 1024 / 1024).toFixed(0)} MB of "government "` : term)

/** Every term once to warm up (noting which found results and which got suggestions), then COUNTED_PASSES times. */
async function measure(anon: Caller, terms: string[]) {
  const withResults: string[] = []
  const withSuggestions: string[] = []
  const corrected: string[] = []
  for (const term of terms) {
    const answer = JSON.parse((await search(anon, term)).body) as Answer
    if (answer.results.length > 0) withResults.push(term)
    if (answer.suggestions.length > 0) withSuggestions.push(term)
    if (answer.correction !== null) corrected.push(`${term} → ${answer.correction}`)
  }
  const timed = await latency(COUNTED_PASSES * terms.length, (i) => search(anon, itemAt(terms, i % terms.length)))
  return { ...timed, withResults, withSuggestions, corrected }
}

const log = (line: string) => {
  if (!line.startsWith('[db] applied migration')) console.error(line)
}

const stack = await startScratchStack(log)
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    log(`[bench:search] ${signal}: stopping`)
    void stack.stop().finally(() => process.exit(130))
  })
}
try {
  log(`[bench:search] loading ${articles.toLocaleString('en-US')} articles into a scratch database`)
  const seeded = await seedArchive(stack.pool, { articles, commentsPerArticle: 0, log })
  await analyze(stack.pool)
  log(`[bench:search] loaded in ${seeded.seconds.toFixed(0)} s; measuring`)

  const kinds: [string, string[], string][] = [
    ['normal terms', await searchTerms(stack.pool), 'results'],
    ['typos (a letter changed or dropped)', await typoTerms(stack.pool), 'corrected, with results'],
    ['author names (whole and surname)', await authorTerms(stack.pool), 'results'],
    ['no match', NO_MATCH_TERMS, 'neither'],
    ['crafted (common-word phrases, negations, OR lists, 9 MB POST)', CRAFTED_TERMS, 'bounded'],
  ]
  const lines = ['| kind of term | p50 / p95 | target | answers | terms |', '|---|---|---|---|---|']
  const perTerm = ['| crafted term | slowest of ' + COUNTED_PASSES + ' | results |', '|---|---|---|']
  for (const [name, terms, expected] of kinds) {
    log(`[bench:search] ${name}: ${terms.length} terms, ${COUNTED_PASSES} passes`)
    const result = await measure(stack.anon, terms)
    if (terms === CRAFTED_TERMS) {
      terms.forEach((term, k) => {
        const slowest = Math.max(...result.times.filter((_, i) => i % terms.length === k))
        perTerm.push(`| ${shown(term)} | ${ms(slowest)} | ${result.withResults.includes(term) ? 'some' : 'none'} |`)
      })
    }
    const met = result.p95 <= 50 && result.errors === 0
    const without = terms.filter((term) => !result.withResults.includes(term) && !result.withSuggestions.includes(term))
    lines.push(
      `| ${name} | ${ms(result.p50)} / ${ms(result.p95)}${result.errors ? `, ${result.errors} errors` : ''} | p95 ≤ 50 ms ${met ? '✓' : '✗'} | ` +
        `${result.withResults.length} with results (${result.corrected.length} corrected), ${result.withSuggestions.length} with suggestions ` +
        `(expected: ${expected})` +
        `${without.length > 0 ? `; neither: ${without.map((t) => `"${shown(t)}"`).join(', ')}` : ''} | ` +
        `${terms.length}, e.g. ${terms.slice(0, 3).map((t) => `"${shown(t)}"`).join(', ')}` +
        `${result.corrected.length > 0 ? `; ${result.corrected.slice(0, 3).map((t) => `"${t}"`).join(', ')}` : ''} |`,
    )
  }
  const load = os.loadavg().map((value) => value.toFixed(1)).join(' ')
  console.log(
    `npm run bench:search: ${articles.toLocaleString('en-US')} articles, ${os.cpus().length} CPUs, load average ${load}, ` +
      `${new Date().toISOString().slice(0, 10)}\n`,
  )
  console.log(lines.join('\n'))
  console.log(`\n${perTerm.join('\n')}`)
} finally {
  await stack.stop()
}
