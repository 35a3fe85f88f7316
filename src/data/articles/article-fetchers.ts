import type { Tables } from '../../types/database.types.ts'
import type { ApprovedComment } from '../comments/comment-fetchers.ts'
import type { DbClient } from '../db-client.ts'
import { readJson, type Columns } from '../json-functions.ts'
import { keysetPage } from '../keyset.ts'
import type {
  ARTICLE_CARD_COLUMNS, ARTICLE_HEADLINE_COLUMNS, ARTICLE_PAGE_COLUMNS, ARTICLE_SEARCH_COLUMNS, ARTICLE_SITEMAP_COLUMNS,
} from './article-columns.ts'

// The reading site reads articles only through the reader functions of migration
// 20261124000100, each answering one json value; GET for every one of them: a read, cacheable,
// and no POST leaves the page unless the reader sends something. The row types below are what
// those functions build, by the column lists in article-columns.ts.

/** A card in any public list: never `content`. */
export type ArticleCard = Pick<Tables<'articles'>, Columns<typeof ARTICLE_CARD_COLUMNS>>

/** A ticker item: only what the link needs. */
export type ArticleHeadline = Pick<Tables<'articles'>, Columns<typeof ARTICLE_HEADLINE_COLUMNS>>

/** The article page's article: every field a reader sees. */
export type ArticlePageRow = Pick<Tables<'articles'>, Columns<typeof ARTICLE_PAGE_COLUMNS>>

/** A search result. */
export type SearchResult = Pick<Tables<'articles'>, Columns<typeof ARTICLE_SEARCH_COLUMNS>>

/** A sitemap entry: the article's address and its lastmod. */
export type SitemapArticle = Pick<Tables<'articles'>, Columns<typeof ARTICLE_SITEMAP_COLUMNS>>

/** The newest articles, newest first (`latest_articles`, which gives at most 50). */
export function fetchLatestArticles(db: DbClient, limit: number): Promise<ArticleCard[]> {
  return readJson<ArticleCard[]>(db.rpc('latest_articles', { max_rows: limit }, { get: true }))
}

/** What `public.home_page()` returns: the front page, the ticker and trending in one document. */
export interface HomePage {
  lead: ArticleCard | null
  headlines: ArticleCard[]
  trending: ArticleCard[]
  breaking: ArticleHeadline[]
  sections: { category: string; articles: ArticleCard[] }[]
}

/** The front page in one request (issue 9: it took 13 queries, each with a CORS preflight). */
export function fetchHomePage(db: DbClient): Promise<HomePage> {
  return readJson<HomePage>(db.rpc('home_page', undefined, { get: true }))
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
 * One page of a category, newest first, by key (`category_page`): the articles after `after` in
 * the order of the (category, publish_date desc, id desc) index, so the hundredth "Load more"
 * reads what the first does. The function answers one row more than the page (page_size is
 * clamped to 1–48) to tell whether another page exists without counting the whole category.
 */
export async function fetchCategoryPage(db: DbClient, category: string, after: CategoryCursor | null, pageSize: number): Promise<CategoryPage> {
  const args = after
    ? { category, after_date: after.publish_date, after_id: after.id, page_size: pageSize }
    : { category, page_size: pageSize }
  const { rows, hasMore } = keysetPage(await readJson<ArticleCard[]>(db.rpc('category_page', args, { get: true })), pageSize)
  const last = rows.at(-1)
  return { articles: rows, next: hasMore && last ? { publish_date: last.publish_date, id: last.id } : undefined }
}

/** What `public.article_page(slug)` returns: everything the article page shows, in one request. */
export interface ArticlePage {
  /** Null when no article has the slug (then both lists are empty). */
  article: ArticlePageRow | null
  /** The pool "You Might Also Like" picks from: the category's 20 newest other articles. */
  related: ArticleCard[]
  /** The article's approved comments, newest first (200 at most). */
  comments: ApprovedComment[]
}

export function fetchArticlePage(db: DbClient, slug: string): Promise<ArticlePage> {
  return readJson<ArticlePage>(db.rpc('article_page', { slug }, { get: true }))
}

const SEARCH_RESULTS_LIMIT = 20

/**
 * Ranked full-text search in the database (`search_articles`: title, excerpt and body words,
 * the last word also as a prefix, and substrings of titles). There is no count: the function
 * returns one row more than asked, so `more` says whether to show "20+".
 */
export async function searchArticles(db: DbClient, term: string, signal?: AbortSignal) {
  // GET also lets a repeated term be answered from the HTTP cache.
  let call = db.rpc('search_articles', { q: term, max_results: SEARCH_RESULTS_LIMIT }, { get: true })
  if (signal) call = call.abortSignal(signal)
  const found = await readJson<SearchResult[]>(call)
  const results = found.slice(0, SEARCH_RESULTS_LIMIT)
  return { results, total: results.length, more: found.length > SEARCH_RESULTS_LIMIT }
}

export type SearchResponse = Awaited<ReturnType<typeof searchArticles>>

/**
 * One page of the human /sitemap.xml (`sitemap_articles`): articles by slug after `afterSlug`
 * (the slug index serves it, so any page costs what the first does), one row more than shown to
 * know whether another page follows. The function answers 1,000 rows at most.
 */
export async function fetchSitemapPage(db: DbClient, afterSlug: string | null, pageSize: number) {
  const args = afterSlug ? { after_slug: afterSlug, max_rows: pageSize + 1 } : { max_rows: pageSize + 1 }
  const found = await readJson<SitemapArticle[]>(db.rpc('sitemap_articles', args, { get: true }))
  const articles = found.slice(0, pageSize)
  return { articles, nextAfter: found.length > pageSize ? articles[articles.length - 1].slug : null }
}
