import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import { BREAKING_TICKER_MAX, CATEGORY_PAGE_SIZE } from '@/config/site.ts'
import { publicDb } from '@/lib/public-db.ts'
import type { Tables } from '@/types/database.types.ts'

export type Article = Tables<'articles'>

export type ArticleCard = Pick<
  Article,
  'id' | 'slug' | 'title' | 'excerpt' | 'category' | 'publish_date' | 'image_url' | 'image_alt' | 'featured' | 'breaking' | 'author'
>

export type ArticleHeadline = Pick<Article, 'id' | 'slug' | 'title'>

/** Columns a list shows: never `content`. */
export const ARTICLE_CARD_COLUMNS = 'id,slug,title,excerpt,category,publish_date,image_url,image_alt,featured,breaking,author'
const HEADLINE_COLUMNS = 'id,slug,title'
/** The article page: every field (updated_at for its dateModified and article:modified_time tags). */
const ARTICLE_DETAIL_COLUMNS = `${ARTICLE_CARD_COLUMNS},content,updated_at`

export interface CategoryPage {
  articles: ArticleCard[]
  nextOffset: number | undefined
}

export async function fetchLatestArticles(limit: number): Promise<ArticleCard[]> {
  const { data } = await publicDb
    .from('articles')
    .select(ARTICLE_CARD_COLUMNS)
    .order('publish_date', { ascending: false })
    .limit(limit)
    .throwOnError()
  return data
}

export async function fetchFeaturedArticles(limit: number): Promise<ArticleCard[]> {
  const { data } = await publicDb
    .from('articles')
    .select(ARTICLE_CARD_COLUMNS)
    .eq('featured', true)
    .order('publish_date', { ascending: false })
    .limit(limit)
    .throwOnError()
  return data
}

export async function fetchBreakingArticles(limit: number = BREAKING_TICKER_MAX): Promise<ArticleHeadline[]> {
  const { data } = await publicDb
    .from('articles')
    .select(HEADLINE_COLUMNS)
    .eq('breaking', true)
    .order('publish_date', { ascending: false })
    .limit(limit)
    .throwOnError()
  return data
}

export async function fetchCategoryArticles(category: string, limit: number, excludeId?: string): Promise<ArticleCard[]> {
  let query = publicDb.from('articles').select(ARTICLE_CARD_COLUMNS).eq('category', category)
  if (excludeId) query = query.neq('id', excludeId)
  const { data } = await query.order('publish_date', { ascending: false }).limit(limit).throwOnError()
  return data
}

/**
 * One page of a category, newest first, paginated by the database. Asks for one row more than
 * it shows to know whether another page exists without counting the whole category.
 */
export async function fetchCategoryPage(category: string, offset: number, pageSize: number = CATEGORY_PAGE_SIZE): Promise<CategoryPage> {
  const { data } = await publicDb
    .from('articles')
    .select(ARTICLE_CARD_COLUMNS)
    .eq('category', category)
    .order('publish_date', { ascending: false })
    .order('id', { ascending: true })
    .range(offset, offset + pageSize)
    .throwOnError()
  const hasMore = data.length > pageSize
  return { articles: data.slice(0, pageSize), nextOffset: hasMore ? offset + pageSize : undefined }
}

/** The article for a slug, or null when there is none. */
export async function fetchArticleBySlug(slug: string): Promise<Article | null> {
  const { data } = await publicDb
    .from('articles')
    .select(ARTICLE_DETAIL_COLUMNS)
    .eq('slug', slug)
    .maybeSingle()
    .throwOnError()
  return data as Article | null
}

export const articleQueries = {
  all: () => ['articles'] as const,
  latest: (limit: number) =>
    queryOptions({ queryKey: [...articleQueries.all(), 'latest', limit], queryFn: () => fetchLatestArticles(limit) }),
  featured: (limit: number) =>
    queryOptions({ queryKey: [...articleQueries.all(), 'featured', limit], queryFn: () => fetchFeaturedArticles(limit) }),
  breaking: () =>
    queryOptions({ queryKey: [...articleQueries.all(), 'breaking'], queryFn: () => fetchBreakingArticles() }),
  category: (category: string, limit: number) =>
    queryOptions({
      queryKey: [...articleQueries.all(), 'category', category, limit],
      queryFn: () => fetchCategoryArticles(category, limit),
    }),
  related: (category: string, excludeId: string, poolSize: number) =>
    queryOptions({
      queryKey: [...articleQueries.all(), 'related', category, excludeId, poolSize],
      queryFn: () => fetchCategoryArticles(category, poolSize, excludeId),
    }),
  categoryPages: (category: string) =>
    infiniteQueryOptions({
      queryKey: [...articleQueries.all(), 'category-pages', category],
      queryFn: ({ pageParam }) => fetchCategoryPage(category, pageParam),
      initialPageParam: 0,
      getNextPageParam: (last) => last.nextOffset,
    }),
  detail: (slug: string) =>
    queryOptions({ queryKey: [...articleQueries.all(), 'detail', slug], queryFn: () => fetchArticleBySlug(slug) }),
  sitemap: () =>
    queryOptions({ queryKey: [...articleQueries.all(), 'sitemap'], queryFn: fetchSitemapArticles, retry: false }),
}

/** Rows per request when reading the sitemap; PostgREST deployments often cap responses at 1000. */
const SITEMAP_PAGE_SIZE = 1000
/** The sitemap protocol's limit for one file. */
const SITEMAP_MAX_URLS = 50_000

/** Every article's slug and updated_at (only those two columns), read in pages. */
export async function fetchSitemapArticles(): Promise<Pick<Article, 'slug' | 'updated_at'>[]> {
  const rows: Pick<Article, 'slug' | 'updated_at'>[] = []
  for (let offset = 0; offset < SITEMAP_MAX_URLS; offset += SITEMAP_PAGE_SIZE) {
    const { data } = await publicDb
      .from('articles')
      .select('slug,updated_at')
      .order('publish_date', { ascending: false })
      .order('id', { ascending: true })
      .range(offset, offset + SITEMAP_PAGE_SIZE - 1)
      .throwOnError()
    rows.push(...data)
    if (data.length < SITEMAP_PAGE_SIZE) break
  }
  return rows
}
