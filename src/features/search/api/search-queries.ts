import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { SEARCH_MIN_CHARS } from '@/config/site.ts'
import { supabase } from '@/lib/supabase.ts'
import type { Tables } from '@/types/database.types.ts'

export type SearchResult = Pick<Tables<'articles'>, 'id' | 'slug' | 'title' | 'excerpt' | 'category' | 'publish_date'>

export interface SearchResponse {
  results: SearchResult[]
  total: number
}

export const SEARCH_RESULTS_LIMIT = 20

/** Trims, collapses whitespace and caps the length of what the reader typed. */
export function normaliseSearchTerm(term: string): string {
  return term.trim().replace(/\s+/g, ' ').slice(0, 100)
}

export function isSearchable(term: string): boolean {
  return normaliseSearchTerm(term).length >= SEARCH_MIN_CHARS
}

/**
 * The ilike pattern for a term, safe inside a PostgREST `or` filter: characters that mean
 * something to LIKE (% _) or to the filter grammar (* , ( ) " \) become the one-character
 * wildcard `_`, so they still match themselves and never change the query's shape.
 */
export function searchPattern(term: string): string {
  return `%${normaliseSearchTerm(term).replace(/[%_*,()"\\]/g, '_')}%`
}

/** Articles whose title, excerpt or content contains the term, case-insensitively; newest first. */
export async function searchArticles(term: string, signal?: AbortSignal): Promise<SearchResponse> {
  const pattern = `"${searchPattern(term)}"`
  let query = supabase
    .from('articles')
    .select('id,slug,title,excerpt,category,publish_date', { count: 'exact' })
    .or(`title.ilike.${pattern},excerpt.ilike.${pattern},content.ilike.${pattern}`)
    .order('publish_date', { ascending: false })
    .limit(SEARCH_RESULTS_LIMIT)
  if (signal) query = query.abortSignal(signal)
  const { data, count } = await query.throwOnError()
  return { results: data, total: count ?? data.length }
}

export const searchQueries = {
  all: () => ['search'] as const,
  articles: (term: string) =>
    queryOptions({
      queryKey: [...searchQueries.all(), normaliseSearchTerm(term).toLowerCase()],
      queryFn: ({ signal }) => searchArticles(term, signal),
      enabled: isSearchable(term),
      placeholderData: keepPreviousData,
      staleTime: 30_000,
    }),
}
