/**
 * Quoted phrases built from an archive's own commonest words, the search terms a crafted client
 * sends to make the word index work hardest: `npm run bench:crafted` loads the search with them and
 * tests/product/search-articles.test.ts bounds the index work each one causes. A phrase is never one
 * fixed string: request `i` of a shape draws its own words, the same ones on every run.
 */

/** The words the phrases are made of, commonest first. */
export interface ArchiveWords {
  /** The commonest words of the archive (letters only). */
  common: string[]
  /** Those of them on PostgreSQL's English stop-word list. */
  stop: string[]
}

export interface PhraseShape {
  name: string
  /** What the shape is, for a table row. */
  label: string
  /** The q of request `i`, from `words`. */
  make: (words: ArchiveWords, i: number) => string
}

/**
 * The commonest words of `vectors` (a query of `search_vector`s; by default the newest 5,000
 * articles), by the number of articles holding them, and which of them are English stop words
 * (ts_lexize of `english_stem` drops those). Run as the table's owner.
 */
export function archiveWordsSql(vectors = 'select search_vector from public.articles order by publish_date desc limit 5000'): string {
  return `select s.word, pg_catalog.ts_lexize('english_stem', s.word) = '{}' as stop
            from pg_catalog.ts_stat($$${vectors}$$) s
           where s.word ~ '^[a-z]+$'
           order by s.ndoc desc, s.word
           limit 100`
}

export function archiveWords(rows: { word: string; stop: boolean }[]): ArchiveWords {
  const common = rows.map((row) => row.word)
  const stop = rows.filter((row) => row.stop).map((row) => row.word)
  if (common.length === 0) throw new Error('the archive holds no words to build phrases from')
  return { common, stop: stop.length > 0 ? stop : common }
}

/** Word `k` of request `i`, drawn from `list`: a fixed integer hash, so every run sends the same. */
function draw(list: string[], i: number, k: number): string {
  let h = Math.imul(i + 1, 0x9e3779b1) ^ Math.imul(k + 1, 0x85ebca77)
  h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d)
  h ^= h >>> 13
  return list[(h >>> 0) % list.length] ?? ''
}

const words = (list: string[], i: number, from: number, count: number) =>
  Array.from({ length: count }, (_, k) => draw(list, i, from + k)).join(' ')

export const PHRASE_SHAPES: PhraseShape[] = [
  { name: 'phrase-two', label: 'a phrase of two common words', make: ({ common }, i) => `"${words(common, i, 0, 2)}"` },
  { name: 'phrase-five', label: 'a phrase of five common words', make: ({ common }, i) => `"${words(common, i, 0, 5)}"` },
  { name: 'phrase-stop', label: 'a phrase of 3-5 stop words', make: ({ stop }, i) => `"${words(stop, i, 0, 3 + (i % 3))}"` },
  {
    name: 'phrase-negation',
    label: 'a phrase of three common words less a fourth',
    make: ({ common }, i) => `"${words(common, i, 0, 3)}" -${words(common, i, 3, 1)}`,
  },
  {
    name: 'phrases-many',
    label: 'three phrases of two common words, two of them OR',
    make: ({ common }, i) => `"${words(common, i, 0, 2)}" "${words(common, i, 2, 2)}" or "${words(common, i, 4, 2)}"`,
  },
]
