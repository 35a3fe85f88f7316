/**
 * public.search_articles (issue 9): full-text search with a ranked, bounded result, one json
 * array (migration 20261124000100), called with the anon key through /rest/v1/rpc. Each test
 * plants words no other row has.
 */
import pg from 'pg'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { anonClient, closeSql, supabaseUrl } from '../support/clients.ts'
import { insertArticle } from '../support/fixtures.ts'
import { firstOf } from '../support/items.ts'

afterAll(closeSql)

const RESULT_COLUMNS = ['category', 'excerpt', 'id', 'publish_date', 'slug', 'title']

/** A lower-case word of letters only that no other row contains (the parser keeps it whole). */
function uniqueWord(prefix = 'zq'): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz'
  let word = prefix
  for (let i = 0; i < 10; i++) word += letters[Math.floor(Math.random() * letters.length)]
  return word
}

interface SearchRow {
  id: string
  slug: string
  title: string
}

async function search(q: string, maxResults?: number) {
  const args = maxResults === undefined ? { q } : { q, max_results: maxResults }
  const res = await anonClient().rpc('search_articles', args)
  expect(res.error).toBeNull()
  expect(res.status).toBe(200)
  return res.data as SearchRow[]
}

describe('search_articles', () => {
  it('finds a word that only appears in the body, and returns only the result columns', async () => {
    const word = uniqueWord()
    const article = await insertArticle({ content: `<p>The council met on Tuesday.</p><p>Residents raised ${word} concerns.</p>` })
    const rows = await search(word)
    expect(rows.map((row) => row.id)).toEqual([article.id])
    expect(Object.keys(firstOf(rows)).sort()).toEqual(RESULT_COLUMNS)
    expect(rows[0]).not.toHaveProperty('content')
    expect(rows[0]).not.toHaveProperty('search_vector')
  })

  it('finds a partial word from the middle of a title', async () => {
    const word = uniqueWord()
    const article = await insertArticle({ title: `Harbour ${word} Plan Approved`, content: '<p>Nothing else.</p>' })
    const rows = await search(word.slice(3, 10))
    expect(rows.map((row) => row.id)).toContain(article.id)
  })

  it('finds the start of a word in the excerpt or body while the reader is still typing', async () => {
    const word = uniqueWord()
    const inExcerpt = await insertArticle({ excerpt: `A note on ${word}ing.` })
    const inBody = await insertArticle({ content: `<p>Officials said ${word}ers were ready.</p>` })
    const rows = await search(word)
    expect(rows.map((row) => row.id).sort()).toEqual([inExcerpt.id, inBody.id].sort())
  })

  it('ignores letter case in the query and in the text', async () => {
    const word = uniqueWord()
    const mixed = word.slice(0, 4).toUpperCase() + word.slice(4)
    const article = await insertArticle({ title: `Report: ${mixed} Rises`, content: `<p>${word.toUpperCase()} again.</p>` })
    for (const q of [word, word.toUpperCase(), mixed.split('').map((c, i) => (i % 2 ? c.toLowerCase() : c.toUpperCase())).join('')]) {
      expect((await search(q)).map((row) => row.id)).toEqual([article.id])
    }
  })

  it('needs every word of a multi-word query, in any field', async () => {
    const [a, b] = [uniqueWord(), uniqueWord()]
    const both = await insertArticle({ title: `${a} in the title`, content: `<p>and ${b} in the body</p>` })
    await insertArticle({ title: `${a} alone` })
    expect((await search(`${a} ${b}`)).map((row) => row.id)).toEqual([both.id])
    expect((await search(`"${b}" ${a.toUpperCase()}`)).map((row) => row.id)).toEqual([both.id])
  })

  it('does not index tags or attribute values, and keeps words on either side of a tag apart', async () => {
    const [attr, left, right] = [uniqueWord(), uniqueWord(), uniqueWord()]
    const article = await insertArticle({ content: `<p class="${attr}">${left}</p><p>${right}</p>` })
    expect(await search(attr)).toEqual([])
    expect(await search(`${left}${right}`)).toEqual([])
    expect((await search(right)).map((row) => row.id)).toEqual([article.id])
  })

  it('ranks a title match above a body-only match of the same age', async () => {
    const word = uniqueWord()
    const date = new Date(Date.UTC(2026, 0, 5)).toISOString()
    const inBody = await insertArticle({ publish_date: date, content: `<p>${word}</p>` })
    const inTitle = await insertArticle({ publish_date: date, title: `${word} on the agenda` })
    expect((await search(word)).map((row) => row.id)).toEqual([inTitle.id, inBody.id])
  })

  it('returns at most max_results + 1 rows, so the caller can say "N+ results" without a count', async () => {
    const word = uniqueWord()
    for (let i = 0; i < 5; i++) await insertArticle({ content: `<p>${word} number ${i}</p>` })
    expect(await search(word, 3)).toHaveLength(4)
    expect(await search(word, 5)).toHaveLength(5)
    expect(await search(word)).toHaveLength(5)
  })

  it('answers empty, short, punctuation-only, operator-laden and very long input with 200, never an error', async () => {
    const inputs = [
      '',
      '   ',
      'a',
      'ab',
      '!!!',
      '%%%',
      '___',
      '...?',
      "'''",
      '"',
      '\\',
      '\\\\%_',
      'a & b | !c',
      '<-> :* & | ! ( )',
      "o'neil's",
      '-',
      '- -',
      'or or or',
      '"unterminated phrase',
      'emoji 🚀 search',
      'naïve café',
      '<script>alert(1)</script>',
      "'); drop table articles; --",
      'x'.repeat(10_000),
      `${uniqueWord()} `.repeat(200),
    ]
    for (const q of inputs) {
      const rows = await search(q)
      expect(Array.isArray(rows)).toBe(true)
    }
    expect(await search('')).toEqual([])
    expect(await search('ab')).toEqual([])
    expect(await search('!!!')).toEqual([])
  })

  it('answers a GET with the query in the URL, as a cacheable request', async () => {
    const word = uniqueWord()
    const article = await insertArticle({ excerpt: `About ${word}.` })
    const url = `${supabaseUrl()}/rest/v1/rpc/search_articles?q=${encodeURIComponent(word)}&max_results=5`
    const res = await fetch(url, { headers: { apikey: inject('anonKey') } })
    expect(res.status).toBe(200)
    const rows = (await res.json()) as SearchRow[]
    expect(rows.map((row) => row.id)).toEqual([article.id])
  })

  it(
    'ranks the newest 100 matches whichever way it collects them (date walk, recent window, window refill, GIN)',
    async () => {
      // 20,000 short articles in a transaction that is rolled back, then ANALYZE, so the
      // estimates put each word on its own path: zqcommon in half the rows (walk the date
      // index), zqwindow in 12 % (recent window), zqoldies in 12 % but only old rows (the window
      // comes back short and is refilled), zqrare in 0.5 % (GIN only).
      const client = new pg.Client({ connectionString: inject('databaseUrl') })
      await client.connect()
      try {
        await client.query('begin')
        await client.query(
          `insert into public.articles (slug, title, excerpt, content, author, category, publish_date)
           select 'zqpath-' || g, 'Path test ' || g, 'Excerpt ' || g,
                  '<p>' || concat_ws(' ',
                    case when g % 2 = 0 then 'zqcommon' end,
                    case when g % 25 in (1, 2, 3) then 'zqwindow' end,
                    case when g % 10 in (3, 7) and g < 12000 then 'zqoldies' end,
                    case when g % 200 = 9 then 'zqrare' end,
                    'filler' || g) || '</p>',
                  'Path Test', 'sports', now() - interval '3 years' * ((20000 - g + 0.5) / 20000.0)
             from generate_series(1, 20000) g`,
        )
        await client.query('analyze public.articles')

        const estimate = async (word: string) => {
          const { rows } = await client.query<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
            `explain (format json) select from public.articles a where a.search_vector @@ to_tsquery('simple', $1)`,
            [`${word}:*`],
          )
          return firstOf(rows)['QUERY PLAN'][0].Plan['Plan Rows']
        }
        const [{ reltuples }] = (await client.query<{ reltuples: number }>(`select reltuples from pg_class where oid = 'public.articles'::regclass`)).rows as [{ reltuples: number }]
        expect(await estimate('zqcommon')).toBeGreaterThan(0.2 * reltuples)
        for (const word of ['zqwindow', 'zqoldies']) {
          expect(await estimate(word)).toBeGreaterThan(1600)
          expect(await estimate(word)).toBeLessThan(0.2 * reltuples)
        }
        expect(await estimate('zqrare')).toBeLessThan(1600)

        for (const word of ['zqcommon', 'zqwindow', 'zqoldies', 'zqrare']) {
          await client.query('set local role anon')
          const got = await client.query<{ id: string }>(
            `select r.value ->> 'id' as id from json_array_elements(public.search_articles($1, 20)) with ordinality r(value, n)
              order by r.n`, [word])
          // The definition reads the table, which anon may not.
          await client.query('reset role')
          // The definition, written out: the newest 100 matches, ranked.
          const expected = await client.query<{ id: string }>(
            `with q as (select to_tsquery('simple', $1) as words, to_tsquery('simple', $1 || ':*') as prefixed),
                  pool as (select a.* from public.articles a, q where a.search_vector @@ q.prefixed
                           order by a.publish_date desc, a.id desc limit 100)
             select pool.id from pool, q
              order by (ts_rank(pool.search_vector, q.words, 1) + 0.5 * ts_rank(pool.search_vector, q.prefixed, 1))
                       / (1 + extract(epoch from (now() - pool.publish_date)) / 31557600.0) desc,
                       pool.publish_date desc, pool.id desc
              limit 21`,
            [word],
          )
          expect(got.rows.map((row) => row.id), word).toEqual(expected.rows.map((row) => row.id))
          expect(got.rows, word).toHaveLength(21)
        }
      } finally {
        await client.query('rollback').catch(() => undefined)
        // ANALYZE wrote the table's size in place, outside the transaction: measure it again.
        await client.query('analyze public.articles').catch(() => undefined)
        await client.end()
      }
    },
    120_000,
  )
})
