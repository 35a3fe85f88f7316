import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { publicDb } from '@/lib/public-db.ts'
import type { Tables } from '@/types/database.types.ts'
import { isSearchable, normaliseSearchTerm, searchPattern } from '../utils/search-term.ts'

export type SearchResult = Pick<Tables<'articles'>, 'id' | 'slug' | 'title' | 'excerpt' | 'category' | 'publish_date'>

export interface SearchResponse {
  results: SearchResult[]
  total: number
}

export const SEARCH_RESULTS_LIMIT = 20

/** Articles whose title, excerpt or content contains the term, case-insensitively; newest first. */
export async function searchArticles(term: string, signal?: AbortSignal): Promise<SearchResponse> {
  const pattern = `"${searchPattern(term)}"`
  let query = publicDb
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
