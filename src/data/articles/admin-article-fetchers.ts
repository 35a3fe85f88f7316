import { containsAnyFilter } from '../../lib/postgrest-filter.ts'
import { slugify, uniqueSlug } from '../../lib/slug.ts'
import type { TablesInsert } from '../../types/database.types.ts'
import type { DbClient } from '../db-client.ts'
import { pageOrTotal, pageRange } from '../paging.ts'
import { nothingChanged, requestError } from '../request-error.ts'
import { ARTICLE_ADMIN_LIST_COLUMNS, ARTICLE_EDIT_COLUMNS } from './article-columns.ts'

/** The columns the article editor writes; slug, author and dates are set on create or by the database. */
export type ArticleFields = Required<Pick<TablesInsert<'articles'>,
  'title' | 'excerpt' | 'content' | 'category' | 'image_url' | 'image_alt' | 'featured' | 'breaking'>>

export interface AdminArticleFilters {
  /** A normalised search term of at least the minimum length, or null for no search. */
  search: string | null
  category: string | null
  /** 1-based. */
  page: number
}

function filtered<Q extends { or: (filters: string) => Q; eq: (column: 'category', value: string) => Q }>(
  query: Q,
  { search, category }: AdminArticleFilters,
): Q {
  let result = query
  if (search) result = result.or(containsAnyFilter(['title', 'excerpt'], search))
  if (category) result = result.eq('category', category)
  return result
}

/** One page of the dashboard list: search, filter, order, range and count all run in the database. */
export function fetchAdminArticlePage(db: DbClient, filters: AdminArticleFilters, pageSize: number) {
  const { from, to } = pageRange(filters.page, pageSize)
  return pageOrTotal(
    filtered(db.from('articles').select(ARTICLE_ADMIN_LIST_COLUMNS, { count: 'exact' }), filters)
      .order('publish_date', { ascending: false })
      .order('id', { ascending: true })
      .range(from, to),
    () => filtered(db.from('articles').select('id', { count: 'exact', head: true }), filters).throwOnError(),
  )
}

export type AdminArticleRow = Awaited<ReturnType<typeof fetchAdminArticlePage>>['rows'][number]

export async function fetchArticleForEdit(db: DbClient, id: string) {
  const { data } = await db.from('articles').select(ARTICLE_EDIT_COLUMNS).eq('id', id).single().throwOnError()
  return data
}

/** How many articles there are, from a count=exact HEAD request: no rows are downloaded. */
export async function countArticles(db: DbClient): Promise<number> {
  const { count } = await db.from('articles').select('id', { count: 'exact', head: true }).throwOnError()
  return count ?? 0
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
