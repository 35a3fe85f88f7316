import type { ArticleCard, ArticlePage, HomePage } from '../../types/database.ts'
import type { DbClient } from '../db-client.ts'
import { keysetPage } from '../keyset.ts'

// The reading site reads articles only through the reader functions of migration
// 20261124000100, each answering one json value typed in src/types/database.ts; GET for every
// one of them: a read, cacheable, and no POST leaves the page unless the reader sends something.

export type { ArticleCard, ArticleHeadline, ArticlePage, ArticlePageRow, HomePage } from '../../types/database.ts'

/** The newest articles, newest first (`latest_articles`, which gives at most 50). */
export async function fetchLatestArticles(db: DbClient, limit: number): Promise<ArticleCard[]> {
  const { data } = await db.rpc('latest_articles', { max_rows: limit }, { get: true }).throwOnError()
  return data
}

/** The front page in one request (it took 13 queries, each with a CORS preflight). */
export async function fetchHomePage(db: DbClient): Promise<HomePage> {
  const { data } = await db.rpc('home_page', undefined, { get: true }).throwOnError()
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
 * One page of a category, newest first, by key (`category_page`): the articles after `after` in
 * the order of the (category, publish_date desc, id desc) index, so the hundredth "Load more"
 * reads what the first does. The function answers one row more than the page (page_size is
 * clamped to 1–48) to tell whether another page exists without counting the whole category.
 */
export async function fetchCategoryPage(db: DbClient, category: string, after: CategoryCursor | null, pageSize: number): Promise<CategoryPage> {
  const args = after
    ? { category, after_date: after.publish_date, after_id: after.id, page_size: pageSize }
    : { category, page_size: pageSize }
  const { data } = await db.rpc('category_page', args, { get: true }).throwOnError()
  const { rows, hasMore } = keysetPage(data, pageSize)
  const last = rows.at(-1)
  return { articles: rows, next: hasMore && last ? { publish_date: last.publish_date, id: last.id } : undefined }
}

export async function fetchArticlePage(db: DbClient, slug: string): Promise<ArticlePage> {
  const { data } = await db.rpc('article_page', { slug }, { get: true }).throwOnError()
  return data
}
