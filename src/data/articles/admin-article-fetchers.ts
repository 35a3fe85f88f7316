import { imageSetsIn } from '../../lib/image-variants.ts'
import { containsAnyFilter } from '../../lib/postgrest-filter.ts'
import type { TablesInsert } from '../../types/database.types.ts'
import type { ArticleCount } from '../../types/database.ts'
import type { DbClient } from '../db-client.ts'
import { afterKey, allOf, keysetPage } from '../keyset.ts'
import { nothingChanged } from '../request-error.ts'
import { ARTICLE_ADMIN_LIST_COLUMNS, ARTICLE_EDIT_COLUMNS } from './article-columns.ts'

/** The columns the article editor writes; slug, author and publish_date are the database's on create. */
export type ArticleFields = Required<Pick<TablesInsert<'articles'>,
  'title' | 'excerpt' | 'content' | 'category' | 'image_url' | 'image_alt' | 'featured' | 'breaking'>>

/** What `articles.status` holds; a published article dated ahead of now is scheduled. */
export type ArticleStatus = 'draft' | 'published'

/**
 * The Articles tab's status filter, as `article_count` names it ('published' = live now), and
 * 'review': drafts a contributor submitted for review (not counted by `article_count`).
 */
export type ArticleStatusFilter = 'draft' | 'scheduled' | 'published' | 'review'

export interface AdminArticleFilters {
  /** A normalised search term of at least the minimum length, or null for no search. */
  search: string | null
  category: string | null
  status: ArticleStatusFilter | null
  /** Only this member's articles (a contributor's list); null or absent: everyone's. */
  authorId?: string | null
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
 * Scheduled and live are split at `now`, the moment the list is read.
 */
export async function fetchAdminArticlePage(
  db: DbClient,
  { search, category, status, authorId }: AdminArticleFilters,
  after: ArticleCursor | null,
  pageSize: number,
  now: Date = new Date(),
) {
  const conditions: string[] = []
  if (search) conditions.push(`or(${containsAnyFilter(['title', 'excerpt'], search)})`)
  if (after) conditions.push(...afterKey('publish_date', { value: after.publish_date, id: after.id }))
  let query = db.from('articles').select(ARTICLE_ADMIN_LIST_COLUMNS)
  if (category) query = query.eq('category', category)
  if (authorId) query = query.eq('author_id', authorId)
  if (status === 'draft') query = query.eq('status', 'draft')
  if (status === 'review') query = query.eq('status', 'draft').not('review_requested_at', 'is', null)
  if (status === 'scheduled') query = query.eq('status', 'published').gt('publish_date', now.toISOString())
  if (status === 'published') query = query.eq('status', 'published').lte('publish_date', now.toISOString())
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

export type { ArticleCount } from '../../types/database.ts'

/**
 * How many articles a filtered list holds, from `article_count`: the maintained counters
 * without a search (no table scan), matches counted up to a cap with one.
 */
export async function countAdminArticles(db: DbClient, { search, category, status }: AdminArticleFilters): Promise<ArticleCount> {
  const args: { category?: string; search?: string; status?: string } = {}
  if (category) args.category = category
  if (search) args.search = search
  if (status === 'review') throw new Error('drafts submitted for review are not counted')
  if (status) args.status = status
  const { data } = await db.rpc('article_count', args).throwOnError()
  return data
}

export async function fetchArticleForEdit(db: DbClient, id: string) {
  const { data } = await db.from('articles').select(ARTICLE_EDIT_COLUMNS).eq('id', id).single().throwOnError()
  return data
}

/** How a save publishes: the status, and the publish time chosen (null leaves it to the database). */
export interface PublishChoice {
  status: ArticleStatus
  /** ISO time; null lets the database decide: now. */
  publishDate: string | null
}

/**
 * Inserts a new article. The database assigns the slug from the title, the byline (the
 * creator's display name, else the site's name) and, when none is chosen, the publish time.
 */
export async function createArticle(db: DbClient, fields: ArticleFields, { status, publishDate }: PublishChoice) {
  const { data } = await db
    .from('articles')
    .insert({ ...fields, status, ...(publishDate ? { publish_date: publishDate } : {}) })
    .select('id,slug')
    .single()
    .throwOnError()
  return data
}

export interface ArticleUpdate {
  fields: ArticleFields
  status?: ArticleStatus
  /** ISO time to publish at; null publishes now (the database's clock); undefined keeps the stored time. */
  publishDate?: string | null
  /** The byline, editable once the article exists. */
  author?: string
  /** Change the row only while it is a draft (a draft save must never touch a live article). */
  onlyDraft?: boolean
}

/**
 * PostgreSQL's own word for the current time as timestamptz input: the row is dated by the
 * database's clock, not the browser's, so "publish now" can never land a little in the future
 * (a browser clock running ahead would leave the article scheduled).
 */
const DATABASE_NOW = 'now'

/** Saves the editor's fields; the slug is kept (links keep working), updated_at is the trigger's. */
export async function updateArticle(db: DbClient, id: string, { fields, status, publishDate, author, onlyDraft }: ArticleUpdate) {
  let query = db.from('articles')
    .update({ ...fields, ...(status ? { status } : {}), ...(publishDate !== undefined ? { publish_date: publishDate ?? DATABASE_NOW } : {}), ...(author ? { author } : {}) })
    .eq('id', id)
  if (onlyDraft) query = query.eq('status', 'draft')
  const { data } = await query.select('id,slug').throwOnError()
  const [saved] = data
  if (!saved) throw nothingChanged('The article')
  return saved
}

/**
 * "Submit for review": marks the member's draft as waiting for an editor. The database stamps
 * its own time and clears the mark when the article is published.
 */
export async function submitArticleForReview(db: DbClient, id: string) {
  const { data } = await db.from('articles').update({ review_requested_at: DATABASE_NOW }).eq('id', id).eq('status', 'draft')
    .select('id').throwOnError()
  if (data.length === 0) throw nothingChanged('The draft')
}

/** Deletes an article and returns the image sets it used, for the caller to release. */
export async function deleteArticle(db: DbClient, id: string): Promise<string[]> {
  const { data } = await db.from('articles').delete().eq('id', id).select('id,image_url,content').throwOnError()
  const [deleted] = data
  if (!deleted) throw nothingChanged('The article')
  return imageSetsIn(deleted.image_url, deleted.content)
}
