/**
 * public.search_articles: full-text search with a ranked, bounded result; since
 * migration 20261124000600 one json object, `{ results, suggestions }`, where suggestions
 * are the closest visible titles when nothing matched, and the byline is searched too. Called
 * with the anon key through /rest/v1/rpc. Each test plants words no other row has.
 */
import { afterAll, describe, expect, inject, it } from 'vitest'
import { anonClient, closeSql, sql, supabaseUrl } from '../support/clients.ts'
import { insertArticle } from '../support/fixtures.ts'
import { inRolledBackTransaction } from '../support/rolled-back.ts'
import { firstOf } from '../support/items.ts'
import type { PlanNode } from '../support/query-plan.ts'
import { PHRASE_SHAPES, archiveWords, archiveWordsSql } from '../support/phrase-shapes.ts'

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

interface SearchAnswer {
  results: SearchRow[]
  suggestions: { slug: string; title: string }[]
  correction: string | null
}

const ids = (rows: { id: string }[]) => rows.map((row) => row.id)

async function answer(q: string, maxResults?: number) {
  const args = maxResults === undefined ? { q } : { q, max_results: maxResults }
  const res = await anonClient().rpc('search_articles', args)
  expect(res.error).toBeNull()
  expect(res.status).toBe(200)
  return res.data as SearchAnswer
}

async function search(q: string, maxResults?: number) {
  return (await answer(q, maxResults)).results
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

  it('finds each word of an OR list, leaves out a negated word, and counts a repeated word once', async () => {
    const [a, b, c] = [uniqueWord(), uniqueWord(), uniqueWord()]
    const withA = await insertArticle({ content: `<p>${a} alone</p>` })
    const withB = await insertArticle({ content: `<p>${b} alone</p>` })
    const withBoth = await insertArticle({ content: `<p>${a} and ${c}</p>` })
    expect(ids(await search(`${a} or ${b} or ${c}`)).sort()).toEqual([withA.id, withB.id, withBoth.id].sort())
    expect(ids(await search(`${a} -${c}`))).toEqual([withA.id])
    expect(ids(await search(`${a} ${a} ${a.toUpperCase()} ${c}`))).toEqual([withBoth.id])
    expect(ids(await search(`"${a} and ${c}"`))).toEqual([withBoth.id])
    expect(await search(`"${c} and ${a}"`)).toEqual([])
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
    const body = (await res.json()) as SearchAnswer
    expect(body.results.map((row) => row.id)).toEqual([article.id])
    expect(body.suggestions).toEqual([])
    expect(body.correction).toBeNull()
  })

  it(
    'ranks the newest 100 matches whichever way it collects them (date walk, recent window, window refill, GIN)',
    async () => {
      // 20,000 short articles in a transaction that is rolled back, then ANALYZE, so the
      // estimates put each word on its own path: zqcommon in half the rows (walk the date
      // index), zqwindow in 12 % (recent window), zqoldies in 12 % but only old rows (the window
      // comes back short and is refilled), zqrare in 0.5 % (GIN only).
      await inRolledBackTransaction(async (client) => {
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
            `select r.value ->> 'id' as id from json_array_elements(public.search_articles($1, 20) -> 'results') with ordinality r(value, n)
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
      }, { reanalyze: ['public.articles'] })
    },
    120_000,
  )
})

describe('search that forgives', () => {
  it('corrects a misspelt word to the archive\'s own ("fillibuster" → "filibuster") and answers the corrected results', async () => {
    const marker = uniqueWord()
    const article = await insertArticle({ title: `Senate filibuster stalls the ${marker} bill`, content: '<p>Nothing else.</p>' })
    const typo = await answer('fillibuster')
    expect(typo.correction).toBe('filibuster')
    expect(ids(typo.results)).toContain(article.id)
    expect(typo.suggestions).toEqual([])
    // A misspelt word of our own (a letter doubled): exactly this article, corrected.
    const own = await answer(`${marker.slice(0, 5)}${marker.slice(4)}`)
    expect(own).toEqual({ results: [expect.objectContaining({ id: article.id })], suggestions: [], correction: marker })
    // Letter case and the other words stay as they are; only the unknown word changes.
    const mixed = await answer(`Senate ${marker.slice(0, 5).toUpperCase()}${marker.slice(4)}`)
    expect(mixed).toEqual({ results: [expect.objectContaining({ id: article.id })], suggestions: [], correction: `Senate ${marker}` })
    // Spelt right, it is a result and nothing is corrected or suggested.
    expect(await answer(marker)).toEqual({ results: [expect.objectContaining({ id: article.id })], suggestions: [], correction: null })
  })

  it('"huosing" finds the housing articles and says "housing", not a title that ends in "losing"; "helth" finds health', async () => {
    const place = uniqueWord()
    const housing = [
      await insertArticle({ title: `Housing plan for ${place} approved`, content: '<p>Nothing else.</p>' }),
      await insertArticle({ title: `Rents rise in ${uniqueWord()}`, excerpt: 'Housing costs rose again.', content: '<p>Nothing else.</p>' }),
    ]
    const losing = await insertArticle({ title: `The best documentaries are about losing ${uniqueWord()}`, content: '<p>Nothing else.</p>' })
    const health = await insertArticle({ title: `Health board meets in ${uniqueWord()}`, content: '<p>Nothing else.</p>' })

    const huosing = await answer('huosing')
    expect(huosing.correction).toBe('housing')
    expect(ids(huosing.results)).toEqual(expect.arrayContaining(ids(housing)))
    expect(ids(huosing.results)).not.toContain(losing.id)
    expect(huosing.suggestions).toEqual([])

    const helth = await answer('helth')
    expect(helth.correction).toBe('health')
    expect(ids(helth.results)).toContain(health.id)

    // Two words, both corrected; the result needs both, as any search does.
    const both = await answer(`Huosing ${place.slice(0, 5)}${place.slice(4)}`)
    expect(both.correction).toBe(`housing ${place}`)
    expect(ids(both.results)).toContain(firstOf(housing).id)
    expect(ids(both.results)).not.toContain(housing[1]?.id)
  })

  it('leaves every word of a quoted phrase as typed: no correction, no second search', async () => {
    const marker = uniqueWord()
    await insertArticle({ title: `Senate filibuster stalls the ${marker} bill`, content: '<p>Nothing else.</p>' })
    // Outside quotes the misspelt word is corrected; inside a phrase, first, middle or last, never.
    expect((await answer(`senate fillibuster ${marker}`)).correction).toBe(`senate filibuster ${marker}`)
    for (const q of [`"senate fillibuster stalls"`, `"fillibuster stalls" ${marker}`, `"stalls the fillibuster"`]) {
      expect(await answer(q), q).toEqual({ results: [], suggestions: [], correction: null })
    }
  })

  it('offers a title only when it is close to a single word no correction reaches', async () => {
    const word = uniqueWord('zqt')
    const article = await insertArticle({ title: `Inquiry into ${word} opens`, content: '<p>Nothing else.</p>' })
    // Three letters added: too far for a correction (two edits at most), close to the title.
    expect(await answer(`${word}xyz`)).toEqual({ results: [], suggestions: [{ slug: article.slug, title: article.title }], correction: null })
    // Three letters changed at the start: the rest of the word is shared, but not most of its trigrams.
    expect(await answer(`xyz${word.slice(3)}`)).toEqual({ results: [], suggestions: [], correction: null })
  })

  it('suggests nothing for a term like no title, or too short to compare', async () => {
    expect(await answer(uniqueWord('qx'))).toEqual({ results: [], suggestions: [], correction: null })
    expect(await answer('zq')).toEqual({ results: [], suggestions: [], correction: null })
    expect(await answer('!!! ???')).toEqual({ results: [], suggestions: [], correction: null })
  })

  it("finds an author's articles by the byline, the surname or the name with a topic", async () => {
    const surname = uniqueWord('zqo')
    const author = `Ifeoma ${surname.charAt(0).toUpperCase()}${surname.slice(1)}`
    const budget = await insertArticle({ author, title: 'Budget talks resume', content: '<p>Nothing else.</p>' })
    const rates = await insertArticle({ author, title: 'Rates held again', content: '<p>Nothing else.</p>' })
    await insertArticle({ title: `Budget talks resume without ${uniqueWord()}` })
    for (const q of [author, surname, surname.toUpperCase(), `ifeoma ${surname.slice(0, 7)}`]) {
      expect((await search(q)).map((row) => row.id).sort(), q).toEqual([budget.id, rates.id].sort())
    }
    expect((await search(`${surname} budget`)).map((row) => row.id)).toEqual([budget.id])
  })

  it('finds hyphenated bylines and words typed whole, with or without the hyphen', async () => {
    const first = uniqueWord('zqh')
    const author = `${first.charAt(0).toUpperCase()}${first.slice(1)}-Luc Tremblay`
    const byline = await insertArticle({ author, title: 'Harbour plan approved', content: '<p>Nothing else.</p>' })
    // In the body, not the title: a title would also be found by its substring, hyphen or not.
    const term = uniqueWord('zqt')
    const inBody = await insertArticle({ title: 'Hospital beds cut', content: `<p>Long-${term} care beds were cut.</p>` })
    for (const q of [author, `${first}-luc`, `${first} luc tremblay`]) {
      expect((await search(q)).map((row) => row.id), q).toEqual([byline.id])
    }
    for (const q of [`long-${term} care`, `long-${term}`, `${term} care`]) {
      expect((await search(q)).map((row) => row.id), q).toEqual([inBody.id])
    }
  })

  it('never shows a draft or a scheduled article, by its author or as a suggestion', async () => {
    const [word, surname] = [uniqueWord(), uniqueWord('zqa')]
    const author = `Hidden ${surname}`
    const hidden = { author, title: `Embargoed ${word} story`, content: '<p>Nothing else.</p>' }
    await insertArticle({ ...hidden, status: 'draft' })
    await insertArticle({ ...hidden, publish_date: new Date(Date.now() + 86_400_000).toISOString() })
    const typo = `${word.slice(0, 5)}${word.slice(4)}`
    const nothing = { results: [], suggestions: [], correction: null }
    expect(await answer(surname)).toEqual(nothing)
    expect(await answer(typo)).toEqual(nothing)
    expect(await answer(word)).toEqual(nothing)
    expect(await answer(`${surname.slice(0, 5)}${surname.slice(4)}`)).toEqual(nothing)

    const visible = await insertArticle({ title: `Published ${word} story`, content: '<p>Nothing else.</p>' })
    expect(await answer(typo)).toEqual({ results: [expect.objectContaining({ id: visible.id })], suggestions: [], correction: word })
    expect(await answer(surname)).toEqual(nothing)
  })

  it('keeps its vocabulary to the words of published articles as they are written, changed, unpublished and deleted', async () => {
    const [word, other] = [uniqueWord(), uniqueWord()]
    const count = async (w: string) =>
      (await sql<{ articles: number; due: boolean }>('select articles, visible_from <= now() as due from private.search_words where word = $1', [w]))[0] ?? null
    const draft = await insertArticle({ title: `Draft ${word}`, status: 'draft' })
    expect(await count(word)).toBeNull()
    await sql(`update public.articles set status = 'published' where id = $1`, [draft.id])
    expect(await count(word)).toEqual({ articles: 1, due: true })
    const scheduled = await insertArticle({ title: `Later ${word} ${other}`, publish_date: new Date(Date.now() + 86_400_000).toISOString() })
    expect(await count(word)).toEqual({ articles: 2, due: true })
    // A word only a scheduled article holds waits for its date.
    expect(await count(other)).toEqual({ articles: 1, due: false })
    await sql(`update public.articles set title = 'Later, reworded' where id = $1`, [scheduled.id])
    expect(await count(word)).toEqual({ articles: 1, due: true })
    expect(await count(other)).toBeNull()
    await sql(`update public.articles set status = 'draft' where id = $1`, [draft.id])
    expect(await count(word)).toBeNull()
    await sql(`update public.articles set status = 'published' where id = $1`, [draft.id])
    await sql('delete from public.articles where id = $1', [draft.id])
    expect(await count(word)).toBeNull()
  })

  it('keeps the vocabulary from every API role', async () => {
    for (const role of ['anon', 'authenticated', 'service_role']) {
      await inRolledBackTransaction(async (client) => {
        await client.query(`set local role ${role}`)
        await expect(client.query('select word from private.search_words limit 1')).rejects.toMatchObject({ code: '42501' })
      })
      await inRolledBackTransaction(async (client) => {
        await client.query(`set local role ${role}`)
        await expect(client.query(`select private.corrected_term('huosing')`)).rejects.toMatchObject({ code: '42501' })
      })
    }
  })

  it(
    'starts every query of the suggestions and of an author search from an index at 100,000 articles, and answers both',
    async () => {
      // 100,000 short articles in a transaction that is rolled back, then ANALYZE: titles of six
      // words from a small vocabulary (so a misspelt word passes for many titles, as a common
      // word does in a real archive), eight bylines. A misspelt title word is corrected.
      await inRolledBackTransaction(async (client) => {
        await client.query(
          `insert into public.articles (slug, title, excerpt, content, author, category, publish_date)
           select 'zqforgive-' || g, initcap(array_to_string(array(
                    select (array['budget', 'election', 'hospital', 'climate', 'football', 'museum', 'pipeline', 'harvest',
                                  'espionage', 'referendum', 'tournament', 'pension'])[1 + (g * 7 + i * i * 13 + i) % 12]
                      from generate_series(1, 6) i), ' ')) || ' ' || g,
                  'Excerpt ' || g, '<p>Body ' || g || '</p>',
                  (array['Priya Raman', 'Daniel Okafor', 'Hannah Levi', 'Marcus Bell', 'Sofia Alvarez', 'Tom Whitaker',
                         'Ngozi Eze', 'Claire Dubois'])[1 + g % 8],
                  'sports', now() - interval '3 years' * ((100000 - g + 0.5) / 100000.0)
             from generate_series(1, 100000) g`,
        )
        await client.query('analyze public.articles')
        await client.query(`select set_config('pg_trgm.word_similarity_threshold', '0.5', true)`)
        const plan = async (query: string, params: unknown[]) => {
          const { rows } = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(`explain (analyze, format json) ${query}`, params)
          const flatten = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(flatten)]
          return flatten(firstOf(rows)['QUERY PLAN'][0].Plan)
        }
        // The suggestions' three ways to collect titles (migration 20261124000600), as it runs them.
        const cases: { name: string; query: string; params: unknown[]; indexes: string[] }[] = [
          {
            name: 'a common misspelling: the newest titles by date',
            query: `select r.id from (select a.id, a.title from private.visible_articles a
                                       order by a.publish_date desc, a.id desc limit 1000) r
                     where $1 operator(extensions.<%) r.title limit 20`,
            params: ['budgett'],
            indexes: ['articles_publish_date_id_idx'],
          },
          {
            name: 'a rarer misspelling: the recent stretch both indexes agree on',
            query: `select m.id from (select a.id, a.publish_date from private.visible_articles a
                                       where $1 operator(extensions.<%) a.title and a.publish_date >= now() - interval '20 days' offset 0) m
                     order by m.publish_date desc, m.id desc limit 20`,
            params: ['espionnage'],
            indexes: ['articles_title_trgm_idx', 'articles_publish_date_id_idx'],
          },
          {
            name: 'a misspelling few titles share: the trigram index',
            query: `select m.id from (select a.id, a.publish_date from private.visible_articles a
                                       where $1 operator(extensions.<%) a.title limit 500) m
                     order by m.publish_date desc, m.id desc limit 20`,
            params: ['99989x'],
            indexes: ['articles_title_trgm_idx'],
          },
          {
            name: "an author (an eighth of the archive: the word search's recent stretch)",
            query: `select m.id from (select a.id, a.publish_date from private.visible_articles a
                                       where a.search_vector @@ to_tsquery('simple', $1) and a.publish_date >= now() - interval '35 days' offset 0) m
                     order by m.publish_date desc, m.id desc limit 100`,
            params: ['hannah & levi:*'],
            indexes: ['articles_search_vector_idx', 'articles_publish_date_id_idx'],
          },
        ]
        for (const { name, query, params, indexes } of cases) {
          const nodes = await plan(query, params)
          const shown = `${name}\n${JSON.stringify(nodes.map((node) => [node['Node Type'], node['Index Name']]))}`
          expect(nodes.map((node) => node['Node Type']), shown).not.toContain('Seq Scan')
          expect(nodes.some((node) => indexes.includes(node['Index Name'] ?? '')), shown).toBe(true)
        }

        // And the whole answer, as anon: a misspelt title word gets five suggestions, a byline its articles.
        await client.query('set local role anon')
        const { rows } = await client.query<{ typo: SearchAnswer; author: { results: unknown[] } }>(
          `select public.search_articles('referendun', 20) as typo, public.search_articles('Hannah Levi', 20) as author`,
        )
        const [answered] = rows as [(typeof rows)[number]]
        expect(answered.typo.correction).toBe('referendum')
        expect(answered.typo.results).toHaveLength(21)
        for (const result of answered.typo.results) expect(result.title).toMatch(/referendum/i)
        expect(answered.typo.suggestions).toEqual([])
        expect(answered.author.results).toHaveLength(21)
      }, { reanalyze: ['public.articles'] })
    },
    300_000,
  )
})

describe('search bounded whatever is typed', () => {
  /** The statement's own time in the database (no network, no JSON parsing in the API). */
  async function executionMs(client: { query: (q: string, p: unknown[]) => Promise<{ rows: unknown[] }> }, q: string): Promise<number> {
    const { rows } = await client.query('explain (analyze, format json) select public.search_articles($1, 20)', [q])
    return (rows as { 'QUERY PLAN': [{ 'Execution Time': number }] }[])[0]?.['QUERY PLAN'][0]['Execution Time'] ?? Infinity
  }

  it('cuts q to its first 200 characters before reading it: a 9 MB POST answers as its first words do', async () => {
    const word = uniqueWord()
    const article = await insertArticle({ excerpt: `About ${word}.` })
    const big = `${word} `.repeat(Math.ceil((9 * 1024 * 1024) / (word.length + 1)))
    const res = await fetch(`${supabaseUrl()}/rest/v1/rpc/search_articles`, {
      method: 'POST',
      headers: { apikey: inject('anonKey'), 'Content-Type': 'application/json' },
      body: JSON.stringify({ q: big }),
    })
    expect(res.status).toBe(200)
    const body = (await res.json()) as SearchAnswer
    expect(ids(body.results)).toEqual([article.id])
    expect(body).toEqual(await answer(big.slice(0, 200)))
    // Regexes over 9 MB took seconds; the cut leaves a search of a few words.
    expect(await executionMs({ query: (q, p) => sql(q, p).then((rows) => ({ rows })) }, big)).toBeLessThan(250)
  })

  it(
    'visits a bounded number of rows at 100,000 articles for a phrase of common words, a negation, a common word, no match, OR lists and 9 MB, and answers each correctly',
    async () => {
      // 100,000 articles in a transaction that is rolled back: "the", "of", "report" and
      // "council" in every one (never as "of the of the of"), "government" in every other one.
      await inRolledBackTransaction(async (client) => {
        await client.query(
          `insert into public.articles (slug, title, excerpt, content, author, category, publish_date)
           select 'zqbound-' || g, 'Council report ' || g, 'Excerpt ' || g,
                  '<p>The report of the council ' || case when g % 2 = 0 then 'on government ' else '' end
                    || 'was read in full, number ' || g || '.</p>',
                  'Bound Test', 'political', now() - interval '3 years' * ((100000 - g + 0.5) / 100000.0)
             from generate_series(1, 100000) g`,
        )
        await client.query('analyze public.articles')
        // Rows read from the table and its TOAST table in this transaction so far.
        const visited = async () => {
          const { rows } = await client.query<{ n: number }>(
            `select coalesce(sum(coalesce(seq_tup_read, 0) + coalesce(idx_tup_fetch, 0)), 0)::int as n
               from pg_stat_xact_all_tables
              where relid in ('public.articles'::regclass, (select reltoastrelid from pg_class where oid = 'public.articles'::regclass))`,
          )
          return firstOf(rows).n
        }
        const orList = ['council', 'report', 'government', 'the', 'read', 'full', 'number', 'excerpt', 'zqx', 'zqy', 'zqz'].join(' or ')
        const cases: { name: string; q: string; results: number }[] = [
          { name: 'a phrase of common words', q: '"of the of the of"', results: 0 },
          { name: 'a phrase of common words in another order', q: '"council of the report"', results: 0 },
          { name: 'a negation of a common word', q: 'government -government', results: 0 },
          { name: 'a negation alone', q: '-government', results: 0 },
          { name: 'a common word less another', q: 'council -government', results: 21 },
          { name: 'a very common word', q: 'government', results: 21 },
          { name: 'a phrase every article holds', q: '"report of the council"', results: 21 },
          { name: 'a word that matches nothing', q: uniqueWord('qx'), results: 0 },
          { name: 'many OR terms', q: orList, results: 21 },
          { name: '9 MB of a common word', q: 'government '.repeat(850_000), results: 21 },
        ]
        for (const { name, q, results } of cases) {
          const before = await visited()
          await client.query('set local role anon')
          const { rows } = await client.query<{ answer: SearchAnswer }>('select public.search_articles($1, 20) as answer', [q])
          const ms = await executionMs(client, q)
          await client.query('reset role')
          const read = (await visited()) - before
          const got = firstOf(rows).answer
          expect(got.results, name).toHaveLength(results)
          // "government" is in the even-numbered articles only (other tests' articles may be found too).
          const parities = got.results.filter((row) => row.slug.startsWith('zqbound-')).map((row) => Number(row.title.split(' ').at(-1)) % 2)
          if (name === 'a very common word') expect(parities, name).toEqual(Array.from({ length: parities.length }, () => 0))
          if (name === 'a common word less another') expect(parities, name).toEqual(Array.from({ length: parities.length }, () => 1))
          if (results > 0) expect(parities.length, name).toBeGreaterThan(10)
          // Two searches (the answer and the timed one) together: the old search read every
          // row of the archive for the phrases and the negation.
          expect(read, name).toBeLessThan(2 * 6_000)
          expect(ms, name).toBeLessThan(500)
        }
      }, { reanalyze: ['public.articles'] })
    },
    300_000,
  )

  it(
    'asks the word index for at most 50,000 entries a scan at 100,000 articles, whatever phrase of the commonest words or stop words is typed, and answers it',
    async () => {
      // 100,000 articles in a transaction that is rolled back: sixteen stop words, each in 35 % to
      // 95 % of the articles, always in the same order, then a sentence every article ends with.
      // A phrase of such words matches few articles, yet the planner, multiplying the words'
      // frequencies, took it for one of the rarer ones and asked the index for every word.
      await inRolledBackTransaction(async (client) => {
        const stopWords = ['the', 'of', 'and', 'to', 'in', 'is', 'that', 'for', 'it', 'was', 'with', 'be', 'on', 'not', 'he', 'as']
        await client.query('select setseed(0.42)')
        await client.query(
          `insert into public.articles (slug, title, excerpt, content, author, category, publish_date)
           select 'zqphrase-' || g, 'Phrase test ' || g, 'Excerpt ' || g,
                  '<p>' || s.sentence || '.</p><p>Read the full report.</p>',
                  'Phrase Test', 'political', now() - interval '3 years' * ((100000 - g + 0.5) / 100000.0)
             from generate_series(1, 100000) g
             cross join lateral (
               select coalesce(string_agg(w.word, ' ' order by w.n), 'none') as sentence
                 from unnest($1::text[]) with ordinality w(word, n)
                where random() < 0.95 - (w.n - 1) * 0.04 and g > 0
             ) s`,
          [stopWords],
        )
        await client.query('analyze public.articles')
        // How many articles hold each word: what the index reads for it.
        const held = new Map((await client.query<{ word: string; ndoc: number }>(
          `select word, ndoc from ts_stat($$select search_vector from public.articles where slug like 'zqphrase-%'$$)`,
        )).rows.map((row) => [row.word, row.ndoc]))
        const entries = (lexeme: string, prefix: boolean) =>
          prefix ? [...held].filter(([word]) => word.startsWith(lexeme)).reduce((sum, [, n]) => sum + n, 0) : (held.get(lexeme) ?? 0)
        const words = archiveWords((await client.query<{ word: string; stop: boolean }>(
          archiveWordsSql(`select search_vector from public.articles where slug like 'zqphrase-%' order by publish_date desc limit 5000`),
        )).rows)
        expect(words.stop.length, 'stop words among the commonest').toBeGreaterThanOrEqual(10)

        // The plan of every statement the search runs, nested ones included.
        await client.query(`load 'auto_explain'`)
        for (const [name, value] of Object.entries({
          log_min_duration: '0', log_nested_statements: 'on', log_analyze: 'on', log_timing: 'off', log_format: 'json', log_level: 'notice',
        })) await client.query(`select set_config('auto_explain.${name}', $1, true)`, [value])
        const plans: PlanNode[] = []
        client.on('notice', (notice) => {
          const json = notice.message?.match(/plan:\n([\s\S]*)$/)?.[1]
          if (json) plans.push((JSON.parse(json) as { Plan: PlanNode }).Plan)
        })
        const flatten = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(flatten)]
        /** Index entries each scan of the word index read: every entry of every word it was asked for. */
        const indexReads = () => plans.flatMap(flatten)
          // Scans that ran (the plans EXPLAIN only shows have no loops).
          .filter((node) => node['Index Name'] === 'articles_search_vector_idx' && (node['Actual Loops'] ?? 0) > 0)
          .map((node) => {
            const query = (node['Index Cond'] ?? '').match(/@@ '(.*)'::tsquery/)?.[1]?.replaceAll("''", "'") ?? ''
            return [...query.matchAll(/'((?:[^']|'')+)'(:\*)?/g)].reduce((sum, m) => sum + entries(m[1]?.replaceAll("''", "'") ?? '', m[2] !== undefined), 0)
          })
        const visited = async () => firstOf((await client.query<{ n: number }>(
          `select coalesce(sum(coalesce(seq_tup_read, 0) + coalesce(idx_tup_fetch, 0)), 0)::int as n
             from pg_stat_xact_all_tables
            where relid in ('public.articles'::regclass, (select reltoastrelid from pg_class where oid = 'public.articles'::regclass))`,
        )).rows).n

        const phrases = PHRASE_SHAPES.flatMap((shape) => [0, 1, 2, 3].map((i) => shape.make(words, i)))
        phrases.push('"read the full report"')
        const overBound: string[] = []
        for (const q of phrases) {
          plans.length = 0
          const before = await visited()
          await client.query('set local role anon')
          const { rows } = await client.query<{ answer: SearchAnswer }>('select public.search_articles($1, 20) as answer', [q])
          await client.query('reset role')
          const read = (await visited()) - before
          const reads = indexReads()
          if (Math.max(0, ...reads) > 50_000 || reads.reduce((sum, n) => sum + n, 0) > 100_000) overBound.push(`${q}: ${reads.join(' + ')} entries`)
          expect(read, `${q}: rows read`).toBeLessThan(6_000)
          // Every result holds the phrase (the last word may be a prefix, as the reader types).
          const results = ids(firstOf(rows).answer.results)
          const { rows: wrong } = await client.query<{ id: string }>(
            `select a.id from public.articles a,
                    (select case when w::text ~ '''[^'']{3,}''$' then (w::text || ':*')::tsquery else w end as query
                       from websearch_to_tsquery('simple', $2) w) q
              where a.id = any ($1::uuid[]) and not a.search_vector @@ q.query`,
            [results, q],
          )
          expect(wrong, q).toEqual([])
          if (q === '"read the full report"') expect(results, q).toHaveLength(21)
        }
        // At most 50,000 entries a scan, 100,000 a search (a recent window, then the index).
        expect(overBound, `phrases over the bound, of ${phrases.length}`).toEqual([])
      }, { reanalyze: ['public.articles'] })
    },
    300_000,
  )
})
