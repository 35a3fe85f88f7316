import type { SearchResult, SearchSuggestion } from '../../types/database.ts'
import type { DbClient } from '../db-client.ts'

export type { SearchResult, SearchSuggestion } from '../../types/database.ts'

const SEARCH_RESULTS_LIMIT = 20

export interface SearchResponse {
  results: SearchResult[]
  total: number
  more: boolean
  /** The closest titles when nothing matched, even corrected (the overlay's "Did you mean"); empty otherwise. */
  suggestions: SearchSuggestion[]
  /**
   * The term with its misspelt words replaced by the archive's own ("huosing" → "housing"), when
   * the typed term found nothing and this one did: the results are this term's.
   */
  correction: string | null
}

/**
 * Ranked full-text search in the database (`search_articles`: title, byline, excerpt and body
 * words, the last word also as a prefix, and substrings of titles). There is no count: the
 * function returns one row more than asked, so `more` says whether to show "20+". When nothing
 * matches, it corrects each unknown word to the closest word of the archive and answers that
 * term's results with the correction; failing that, the titles close to the term.
 */
export async function searchArticles(db: DbClient, term: string, signal?: AbortSignal): Promise<SearchResponse> {
  // GET also lets a repeated term be answered from the HTTP cache.
  let call = db.rpc('search_articles', { q: term, max_results: SEARCH_RESULTS_LIMIT }, { get: true })
  if (signal) call = call.abortSignal(signal)
  const { data } = await call.throwOnError()
  const results = data.results.slice(0, SEARCH_RESULTS_LIMIT)
  return {
    results,
    total: results.length,
    more: data.results.length > SEARCH_RESULTS_LIMIT,
    suggestions: data.suggestions,
    correction: data.correction,
  }
}
