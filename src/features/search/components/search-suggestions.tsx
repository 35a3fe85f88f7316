import { Link } from 'react-router-dom'
import { paths } from '@/config/paths.ts'
import type { SearchSuggestion } from '@/data/articles/search-fetchers.ts'
import type { OverlayLinkProps } from '@/hooks/use-history-overlay.ts'

interface SearchSuggestionsProps {
  suggestions: SearchSuggestion[]
  linkProps?: (to: string) => OverlayLinkProps
}

/**
 * "Did you mean": the titles closest to a term that matched nothing. Each opens its article, as
 * a result does: a suggestion names one article, so the reader who recognises it wants that
 * article, and searching again for a whole headline would only list it first.
 */
export function SearchSuggestions({ suggestions, linkProps }: SearchSuggestionsProps) {
  return (
    <div className="mx-auto max-w-xl text-center">
      <p id="search-suggestions" className="text-sm font-semibold text-ink">Did you mean:</p>
      <ul aria-labelledby="search-suggestions" className="mt-2 space-y-2">
        {suggestions.map((suggestion) => (
          <li key={suggestion.slug}>
            <Link
              to={paths.article(suggestion.slug)}
              {...linkProps?.(paths.article(suggestion.slug))}
              className="font-serif text-lg font-bold text-brand underline hover:no-underline"
            >
              {suggestion.title}
            </Link>
            ?
          </li>
        ))}
      </ul>
    </div>
  )
}
