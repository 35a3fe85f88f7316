/**
 * bench:crafted's request shapes: the reference (real article pages) and each crafted class, as
 * functions of a request's number and the samples picked from the loaded archive. Shared by the
 * bench's main process (labels) and its client processes (the requests themselves, lib/crafted-clients.ts).
 */
import { aliases, ilikeTerms, nestedEmbeds } from '../../../tests/support/crafted-requests.ts'
import { PHRASE_SHAPES, type ArchiveWords } from '../../../tests/support/phrase-shapes.ts'
import { itemAt } from '../../../tests/support/items.ts'
import { rest, type Shot } from './reader-load.ts'

/** What the phases need from the seeded database. */
export interface Samples {
  slugs: string[]
  draft: { id: string; slug: string }
  sitemapPages: number
  /** The archive's commonest words and stop words, for the phrase classes. */
  words: ArchiveWords
}

export interface LoadClass {
  name: string
  /** The row's label in the table. */
  label: string
  shot: (i: number, samples: Samples) => Shot
  /** What the row adds to its label once the archive is loaded (a class's first request). */
  example?: (samples: Samples) => string
}

// Built once: a q of 9 MB, as the attack round sent it.
let bigBody: string | undefined
const hugeQuery = () => (bigBody ??= JSON.stringify({ q: 'government '.repeat(858_000) }))

const POSTGREST_CRAFTS = [
  `articles?select=${encodeURIComponent(nestedEmbeds(24))}`,
  `articles?select=${aliases('content', 700)}`,
  `articles?select=id&or=${encodeURIComponent(ilikeTerms(345))}`,
  `rpc/article_page?slug=x&select=${aliases('article', 700)}`,
]

export const REFERENCE: LoadClass = {
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

export const CLASSES: LoadClass[] = [
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
