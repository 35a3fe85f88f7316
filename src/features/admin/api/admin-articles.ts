import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { CategorySlug } from '@/config/categories.ts'
import { ADMIN_PAGE_SIZE } from '@/config/site.ts'
import { slugify, uniqueSlug } from '@/lib/slug.ts'
import { supabase } from '@/lib/supabase.ts'
import type { Tables } from '@/types/database.types.ts'
import type { articleFieldsFromForm } from '../utils/article-form.ts'
import { pageRange } from '../utils/pagination.ts'
import { titleOrExcerptFilter } from '../utils/search-filter.ts'
import { ADMIN_ROOT_KEY } from './cache.ts'
import { asError, nothingChanged } from './errors.ts'
import { withSessionGuard } from './session-guard.ts'

/** Columns the admin list shows: never `content`. */
const LIST_COLUMNS = 'id,slug,title,excerpt,category,publish_date,author,featured,breaking'
const EDIT_COLUMNS = 'id,slug,title,excerpt,content,category,image_url,image_alt,featured,breaking,updated_at'

export type AdminArticleRow = Pick<
  Tables<'articles'>,
  'id' | 'slug' | 'title' | 'excerpt' | 'category' | 'publish_date' | 'author' | 'featured' | 'breaking'
>
export type ArticleForEdit = Pick<
  Tables<'articles'>,
  'id' | 'slug' | 'title' | 'excerpt' | 'content' | 'category' | 'image_url' | 'image_alt' | 'featured' | 'breaking' | 'updated_at'
>
export type ArticleFields = ReturnType<typeof articleFieldsFromForm>

export interface ArticleListFilters {
  /** Already trimmed and at least the minimum length, or null for no search. */
  search: string | null
  category: CategorySlug | null
  page: number
}

export interface ArticlePage {
  rows: AdminArticleRow[]
  total: number
}

function filteredArticles<T extends { or: (f: string) => T; eq: (c: 'category', v: string) => T }>(
  query: T,
  filters: ArticleListFilters,
): T {
  let filtered = query
  if (filters.search) filtered = filtered.or(titleOrExcerptFilter(filters.search))
  if (filters.category) filtered = filtered.eq('category', filters.category)
  return filtered
}

/** One page of the admin list: search, filter, order, range and count all run in the database. */
export async function fetchAdminArticles(filters: ArticleListFilters): Promise<ArticlePage> {
  const { from, to } = pageRange(filters.page, ADMIN_PAGE_SIZE)
  const query = supabase.from('articles').select(LIST_COLUMNS, { count: 'exact' })
  const { data, count, error } = await filteredArticles(query, filters)
    .order('publish_date', { ascending: false })
    .order('id', { ascending: true })
    .range(from, to)
  // Asked for a page past the end (rows were deleted): report the total so the UI can step back.
  if (error?.code === 'PGRST103') {
    const { count: total } = await filteredArticles(
      supabase.from('articles').select('id', { count: 'exact', head: true }),
      filters,
    ).throwOnError()
    return { rows: [], total: total ?? 0 }
  }
  if (error) throw asError(error)
  return { rows: data ?? [], total: count ?? 0 }
}

export async function fetchArticleForEdit(id: string): Promise<ArticleForEdit> {
  const { data } = await supabase.from('articles').select(EDIT_COLUMNS).eq('id', id).single().throwOnError()
  return data
}

async function takenSlugs(base: string): Promise<string[]> {
  // base holds only [a-z0-9_-], so it is safe inside or=(…); "_" matching any character only
  // reports more slugs as taken, never fewer.
  const { data } = await supabase
    .from('articles')
    .select('slug')
    .or(`slug.eq.${base},slug.like.${base}-*`)
    .throwOnError()
  return data.map((row) => row.slug)
}

/**
 * Inserts a new article with a unique slug from its title (spec §3 + decisions §3), the
 * admin's email as author and now as publish date. A slug taken between the check and the
 * insert (23505) gets one more try with a fresh check.
 */
export async function createArticle(fields: ArticleFields, authorEmail: string): Promise<{ id: string; slug: string }> {
  const base = slugify(fields.title)
  for (let attempt = 1; ; attempt++) {
    const slug = uniqueSlug(base, await takenSlugs(base))
    const { data, error } = await supabase
      .from('articles')
      .insert({ ...fields, slug, author: authorEmail, publish_date: new Date().toISOString() })
      .select('id,slug')
      .single()
    if (!error) return data
    if (error.code !== '23505' || attempt >= 2) throw asError(error)
  }
}

/** Updates the form fields and updated_at; the slug is never touched so links keep working. */
export async function updateArticle(id: string, fields: ArticleFields): Promise<void> {
  const { data } = await supabase
    .from('articles')
    .update({ ...fields, updated_at: new Date().toISOString() })
    .eq('id', id)
    .select('id')
    .throwOnError()
  if (data.length === 0) throw nothingChanged('The article')
}

export async function deleteArticle(id: string): Promise<void> {
  const { data } = await supabase.from('articles').delete().eq('id', id).select('id').throwOnError()
  if (data.length === 0) throw nothingChanged('The article')
}

export const adminArticleQueries = {
  all: () => [...ADMIN_ROOT_KEY, 'articles'] as const,
  lists: () => [...adminArticleQueries.all(), 'list'] as const,
  list: (filters: ArticleListFilters) =>
    queryOptions({
      queryKey: [...adminArticleQueries.lists(), filters] as const,
      queryFn: () => withSessionGuard(() => fetchAdminArticles(filters)),
      placeholderData: keepPreviousData,
      staleTime: 0,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...adminArticleQueries.all(), 'detail', id] as const,
      queryFn: () => withSessionGuard(() => fetchArticleForEdit(id)),
      staleTime: 0,
    }),
}
