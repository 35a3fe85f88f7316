import type { DbClient } from '../db-client.ts'
import { afterKey, allOf, keysetPage } from '../keyset.ts'
import {
  ARTICLE_CARD_COLUMNS, ARTICLE_PAGE_COLUMNS, ARTICLE_SITEMAP_COLUMNS,
} from './article-columns.ts'

export async function fetchLatestArticles(db: DbClient, limit: number) {
  const { data } = await db
    .from('articles')
    .select(ARTICLE_CARD_COLUMNS)
    .order('publish_date', { ascending: false })
    .limit(limit)
    .throwOnError()
  return data
}

export type ArticleCard = Awaited<ReturnType<typeof fetchLatestArticles>>[number]

/** A ticker item: only what the link needs. */
export type ArticleHeadline = Pick<ArticleCard, 'id' | 'slug' | 'title'>

/** What `public.home_page()` returns: the front page, the ticker and trending in one document. */
export interface HomePage {
  lead: ArticleCard | null
  headlines: ArticleCard[]
  trending: ArticleCard[]
  breaking: ArticleHeadline[]
  sections: { category: string; articles: ArticleCard[] }[]
}

/**
 * The front page in one request (issue 9: it took 13 queries, each with a CORS preflight). The
 * function returns `json`, so its shape is stated here; the SQL builds exactly the card columns.
 */
export async function fetchHomePage(db: DbClient): Promise<HomePage> {
  // GET: a read, cacheable, and no POST leaves the page unless the reader sends something.
  const { data } = await db.rpc('home_page', undefined, { get: true }).throwOnError()
  return data as unknown as HomePage
}

/** The newest articles of a category, optionally without one (the article being read). */
export async function fetchCategoryArticles(db: DbClient, category: string, limit: number, excludeId?: string): Promise<ArticleCard[]> {
  let query = db.from('articles').select(ARTICLE_CARD_COLUMNS).eq('category', category)
  if (excludeId) query = query.neq('id', excludeId)
  const { data } = await query.order('publish_date', { ascending: false }).limit(limit).throwOnError()
  return data
}

/** Where the next page of a category starts: just after this article in (publish_date desc, id desc) order. */
export interface CategoryCursor {
  publish_date: string
  id: string
}

export interface CategoryPage {
  articles: ArticleCard[]
  /** Undefined on the last page. */
  next: CategoryCursor | undefined
}

/**
 * One page of a category, newest first, by key: the articles after `after` in the order of the
 * (category, publish_date desc, id desc) index, so the hundredth "Load more" reads what the
 * first does. Asks for one row more than it shows to know whether another page exists without
 * counting the whole category.
 */
export async function fetchCategoryPage(db: DbClient, category: string, after: CategoryCursor | null, pageSize: number): Promise<CategoryPage> {
  let query = db.from('articles').select(ARTICLE_CARD_COLUMNS).eq('category', category)
  if (after) query = query.or(allOf(afterKey('publish_date', { value: after.publish_date, id: after.id })))
  const { data } = await query
    .order('publish_date', { ascending: false })
    .order('id', { ascending: false })
    .limit(pageSize + 1)
    .throwOnError()
  const { rows, hasMore } = keysetPage(data, pageSize)
  const last = rows.at(-1)
  return { articles: rows, next: hasMore && last ? { publish_date: last.publish_date, id: last.id } : undefined }
}

/** The article for a slug, or null when there is none. */
export async function fetchArticleBySlug(db: DbClient, slug: string) {
  const { data } = await db.from('articles').select(ARTICLE_PAGE_COLUMNS).eq('slug', slug).maybeSingle().throwOnError()
  return data
}

export type ArticlePageRow = NonNullable<Awaited<ReturnType<typeof fetchArticleBySlug>>>

const SEARCH_RESULTS_LIMIT = 20

/**
 * Ranked full-text search in the database (`search_articles`: title, excerpt and body words,
 * the last word also as a prefix, and substrings of titles). There is no count: the function
 * returns one row more than asked, so `more` says whether to show "20+".
 */
export async function searchArticles(db: DbClient, term: string, signal?: AbortSignal) {
  // GET: the search reads only, and a repeated term can be answered from the HTTP cache.
  let query = db.rpc('search_articles', { q: term, max_results: SEARCH_RESULTS_LIMIT }, { get: true })
  if (signal) query = query.abortSignal(signal)
  const { data } = await query.throwOnError()
  const results = data.slice(0, SEARCH_RESULTS_LIMIT)
  return { results, total: results.length, more: data.length > SEARCH_RESULTS_LIMIT }
}

export type SearchResponse = Awaited<ReturnType<typeof searchArticles>>

/**
 * One page of the human /sitemap.xml: articles by slug after `afterSlug` (the unique slug index
 * serves it, so any page costs what the first does), one row more than shown to know whether
 * another page follows.
 */
export async function fetchSitemapPage(db: DbClient, afterSlug: string | null, pageSize: number) {
  let query = db.from('articles').select(ARTICLE_SITEMAP_COLUMNS)
  if (afterSlug) query = query.gt('slug', afterSlug)
  const { data } = await query.order('slug', { ascending: true }).limit(pageSize + 1).throwOnError()
  const articles = data.slice(0, pageSize)
  return { articles, nextAfter: data.length > pageSize ? articles[articles.length - 1].slug : null }
}
