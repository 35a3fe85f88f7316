/**
 * public.search_articles (issue 9): full-text search with a ranked, bounded result, called as
 * the reading site calls it (anon key, /rest/v1/rpc). Each test plants words no other row has.
 */
import { afterAll, describe, expect, it } from 'vitest'
import { anonClient, closeSql, supabaseUrl } from '../support/clients.ts'
import { insertArticle } from '../support/fixtures.ts'
import { inject } from 'vitest'

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
    expect(Object.keys(rows[0]!).sort()).toEqual(RESULT_COLUMNS)
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
})
