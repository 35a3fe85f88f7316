import { containsAnyFilter } from '../../lib/postgrest-filter.ts'
import { slugify, uniqueSlug } from '../../lib/slug.ts'
import type { TablesInsert } from '../../types/database.types.ts'
import type { DbClient } from '../db-client.ts'
import { afterKey, allOf, keysetPage } from '../keyset.ts'
import { nothingChanged, requestError } from '../request-error.ts'
import { ARTICLE_ADMIN_LIST_COLUMNS, ARTICLE_EDIT_COLUMNS } from './article-columns.ts'

/** The columns the article editor writes; slug, author and dates are set on create or by the database. */
export type ArticleFields = Required<Pick<TablesInsert<'articles'>,
  'title' | 'excerpt' | 'content' | 'category' | 'image_url' | 'image_alt' | 'featured' | 'breaking'>>

export interface AdminArticleFilters {
  /** A normalised search term of at least the minimum length, or null for no search. */
  search: string | null
  category: string | null
}

/** Where a page starts: just after this row in (publish_date desc, id desc) order; null for page 1. */
export interface ArticleCursor {
  publish_date: string
  id: string
}

/** The cursor of the page after the one that ends with `row`. */
export const articleCursor = (row: ArticleCursor): ArticleCursor => ({ publish_date: row.publish_date, id: row.id })

/**
 * One page of the dashboard list by key, not by offset: the rows after `after` in the order of
 * the (publish_date desc, id desc) indexes, so page 7,000 costs what page 1 does. Search and
 * the key go in one `or` tree (PostgREST combines logic parameters differently across versions).
 */
export async function fetchAdminArticlePage(
  db: DbClient,
  { search, category }: AdminArticleFilters,
  after: ArticleCursor | null,
  pageSize: number,
) {
  const conditions: string[] = []
  if (search) conditions.push(`or(${containsAnyFilter(['title', 'excerpt'], search)})`)
  if (after) conditions.push(...afterKey('publish_date', { value: after.publish_date, id: after.id }))
  let query = db.from('articles').select(ARTICLE_ADMIN_LIST_COLUMNS)
  if (category) query = query.eq('category', category)
  if (conditions.length > 0) query = query.or(allOf(conditions))
  const { data } = await query
    .order('publish_date', { ascending: false })
    .order('id', { ascending: false })
    .limit(pageSize + 1)
    .throwOnError()
  return keysetPage(data, pageSize)
}

export type AdminArticlePage = Awaited<ReturnType<typeof fetchAdminArticlePage>>
export type AdminArticleRow = AdminArticlePage['rows'][number]

export interface ArticleCount {
  count: number
  /** False when a search matched more than the cap: show "count+". */
  exact: boolean
}

/**
 * How many articles a filtered list holds, from `article_count`: the maintained counters
 * without a search (no table scan), matches counted up to a cap with one.
 */
export async function countAdminArticles(db: DbClient, { search, category }: AdminArticleFilters): Promise<ArticleCount> {
  const args: { category?: string; search?: string } = {}
  if (category) args.category = category
  if (search) args.search = search
  const { data } = await db.rpc('article_count', args).throwOnError()
  return data as unknown as ArticleCount
}

export async function fetchArticleForEdit(db: DbClient, id: string) {
  const { data } = await db.from('articles').select(ARTICLE_EDIT_COLUMNS).eq('id', id).single().throwOnError()
  return data
}

async function takenSlugs(db: DbClient, base: string): Promise<string[]> {
  // base holds only [a-z0-9_-], so it is safe inside or=(…); "_" matching any character only
  // reports more slugs as taken, never fewer.
  const { data } = await db.from('articles').select('slug').or(`slug.eq.${base},slug.like.${base}-*`).throwOnError()
  return data.map((row) => row.slug)
}

/**
 * Inserts a new article with a unique slug from its title (spec §3 + decisions §3), the
 * author's email and now as publish date. A slug taken between the check and the insert
 * (23505) gets one more try with a fresh check.
 */
export async function createArticle(db: DbClient, fields: ArticleFields, authorEmail: string): Promise<{ id: string; slug: string }> {
  const base = slugify(fields.title)
  for (let attempt = 1; ; attempt++) {
    const slug = uniqueSlug(base, await takenSlugs(db, base))
    const { data, error, status } = await db
      .from('articles')
      .insert({ ...fields, slug, author: authorEmail, publish_date: new Date().toISOString() })
      .select('id,slug')
      .single()
    if (!error) return data
    if (error.code !== '23505' || attempt >= 2) throw requestError(error, status)
  }
}

/** Saves the editor's fields; the slug is never touched so links keep working, and updated_at is the trigger's. */
export async function updateArticle(db: DbClient, id: string, fields: ArticleFields): Promise<void> {
  const { data } = await db.from('articles').update(fields).eq('id', id).select('id').throwOnError()
  if (data.length === 0) throw nothingChanged('The article')
}

export async function deleteArticle(db: DbClient, id: string): Promise<void> {
  const { data } = await db.from('articles').delete().eq('id', id).select('id').throwOnError()
  if (data.length === 0) throw nothingChanged('The article')
}
