import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { publicDb } from '../../lib/public-db.ts'
import { searchableTerm } from '../../lib/search-term.ts'
import { articleKeys } from './article-keys.ts'
import { searchArticles } from './search-fetchers.ts'

/**
 * The search overlay's query, apart from `articleQueries` so it loads with the overlay's lazy
 * chunk rather than with the entry script every page downloads.
 */
export const searchQueries = {
  /** Keyed by the normalised, lower-cased term (the search ignores case); idle below the minimum length. */
  search: (typed: string) => {
    const term = searchableTerm(typed) ?? ''
    return queryOptions({
      queryKey: articleKeys.list({ view: 'search', term: term.toLowerCase() }),
      queryFn: ({ signal }) => searchArticles(publicDb, term, signal),
      enabled: term !== '',
      placeholderData: keepPreviousData,
      staleTime: 30_000,
      // A failed public read is a 'Supabase error' toast.
      meta: { errorTitle: 'Supabase error', errorMessage: "Couldn't search the articles." },
    })
  },
}
