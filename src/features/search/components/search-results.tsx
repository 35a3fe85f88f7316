import { SearchX, Search as SearchIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { categoryLabel } from '@/config/categories.ts'
import { paths } from '@/config/paths.ts'
import type { OverlayLinkProps } from '@/hooks/use-history-overlay.ts'
import { formatShortDate } from '@/lib/dates.ts'
import type { SearchResponse } from '@/data/articles/search-fetchers.ts'
import { SearchCorrection } from './search-correction.tsx'
import { SearchSuggestions } from './search-suggestions.tsx'

interface SearchResultsProps {
  /** The reader has typed enough and the debounced term caught up. */
  ready: boolean
  loading: boolean
  data: SearchResponse | undefined
  /** Props for each result link (the overlay replaces its own history entry with the article). */
  linkProps?: (to: string) => OverlayLinkProps
  /** Searches for another term (the corrected one, from "Did you mean"). */
  onSearch?: (term: string) => void
}

function Message({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    <div className="py-12 text-center">
      {icon}
      <p className="mt-3 font-serif text-xl font-bold text-ink">{title}</p>
      <p className="mt-1 text-sm text-ink-muted">{text}</p>
    </div>
  )
}

export function SearchResults({ ready, loading, data, linkProps, onSearch }: SearchResultsProps) {
  if (!ready) {
    return <Message icon={<SearchIcon className="mx-auto h-10 w-10 text-gray-400" aria-hidden />} title="Start Typing to Search" text="Enter at least 3 characters" />
  }
  if (loading || !data) return <p role="status" className="py-12 text-center text-sm text-ink-muted">Searching…</p>
  if (data.total === 0) {
    return (
      <div>
        <Message icon={<SearchX className="mx-auto h-10 w-10 text-gray-400" aria-hidden />} title="No Results Found" text="Try a different search term" />
        {data.suggestions.length > 0 && <SearchSuggestions suggestions={data.suggestions} linkProps={linkProps} />}
      </div>
    )
  }
  return (
    <div>
      {data.correction !== null && <SearchCorrection correction={data.correction} onSearch={onSearch} />}
      <p role="status" className="mb-3 text-sm font-semibold text-ink-muted">
        {data.more ? `${data.total}+ results` : `${data.total} ${data.total === 1 ? 'result' : 'results'}`} found
      </p>
      <ul className="divide-y divide-gray-200">
        {data.results.map((result) => (
          <li key={result.id}>
            <Link to={paths.article(result.slug)} {...linkProps?.(paths.article(result.slug))} className="group block py-3">
              <span className="text-xs font-semibold uppercase tracking-wide text-brand">{categoryLabel(result.category)}</span>
              <span className="mt-0.5 block font-serif text-lg font-bold leading-snug text-ink group-hover:text-brand group-hover:underline">{result.title}</span>
              <span className="mt-1 line-clamp-2 block text-sm text-ink-muted">{result.excerpt}</span>
              <time dateTime={result.publish_date} className="mt-1 block text-xs text-ink-muted">{formatShortDate(result.publish_date)}</time>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
