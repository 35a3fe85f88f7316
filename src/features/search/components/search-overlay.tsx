import * as DialogPrimitive from '@radix-ui/react-dialog'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Search, X } from 'lucide-react'
import { useRef, useState } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { paths } from '@/config/paths.ts'
import { searchQueries } from '@/data/articles/search-queries.ts'
import { isSearchable, searchableTerm } from '@/lib/search-term.ts'
import { useDebouncedValue } from '@/hooks/use-debounced-value.ts'
import { useSearchOverlay } from '../hooks/use-search-overlay.ts'
import { SearchResults } from './search-results.tsx'

/** Keystrokes closer together than this are one burst and cause at most one request. */
const SEARCH_DEBOUNCE_MS = 300

export function SearchOverlay() {
  const { open, show, hide, linkProps, restoreFocus } = useSearchOverlay()
  const [term, setTerm] = useState('')
  const debounced = useDebouncedValue(term, SEARCH_DEBOUNCE_MS)
  const search = useQuery(searchQueries.search(debounced))
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const location = useLocation()
  const input = useRef<HTMLInputElement>(null)

  /**
   * Enter opens the first result of what is in the box, waiting for it when the debounce or the
   * request has not caught up (the same cache entry the list reads, so no second request).
   * With no results Enter does nothing, even when titles are suggested: a suggestion is a
   * guess, one Tab away, and opening a page the reader did not ask for would be a surprise.
   */
  const openFirstResult = async (typed: string) => {
    const term = searchableTerm(typed)
    if (term === null) return
    const answer = await queryClient.fetchQuery(searchQueries.search(term)).catch(() => null)
    const first = answer?.results[0]
    // The reader went on typing or closed the overlay meanwhile: that is the answer that counts.
    if (!first || input.current === null || searchableTerm(input.current.value) !== term) return
    const to = paths.article(first.slug)
    // As a result link does: replace the overlay's history entry, or just close on that page.
    if (to === location.pathname) hide()
    else void navigate(to, { replace: true })
  }

  // Closed by Escape, the close button, Back or a chosen result: the next search starts empty.
  // Adjusted while rendering (React's pattern for state that follows a prop), not in an effect.
  const [wasOpen, setWasOpen] = useState(open)
  if (open !== wasOpen) {
    setWasOpen(open)
    if (!open) setTerm('')
  }

  return (
    <DialogPrimitive.Root open={open} onOpenChange={(next) => (next ? show() : hide())}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <DialogPrimitive.Content
          data-testid="search-overlay"
          // Radix would focus its own trigger; the overlay is opened from several buttons instead.
          onCloseAutoFocus={(event) => {
            if (restoreFocus()) event.preventDefault()
          }}
          className="fixed inset-x-0 top-0 z-50 mx-auto flex max-h-[100dvh] w-full max-w-3xl flex-col bg-white shadow-2xl sm:top-10 sm:max-h-[85vh] sm:rounded-lg"
        >
          <DialogPrimitive.Title className="sr-only">Search articles</DialogPrimitive.Title>
          <DialogPrimitive.Description className="sr-only">
            Results appear as you type and Enter opens the first; matches titles, authors, summaries and article text.
          </DialogPrimitive.Description>
          <div className="flex items-center gap-3 border-b border-gray-200 px-4 py-3">
            <Search className="h-5 w-5 shrink-0 text-gray-500" aria-hidden />
            <input
              ref={input}
              type="search"
              value={term}
              onChange={(event) => setTerm(event.target.value)}
              onKeyDown={(event) => {
                if (event.key !== 'Enter' || event.nativeEvent.isComposing) return
                event.preventDefault()
                void openFirstResult(event.currentTarget.value)
              }}
              placeholder="Search for articles..."
              aria-label="Search for articles"
              className="min-w-0 flex-1 bg-transparent py-2 text-lg text-ink placeholder:text-gray-500 focus:outline-none [&::-webkit-search-cancel-button]:appearance-none"
            />
            <DialogPrimitive.Close aria-label="Close search" className="rounded p-1 text-ink-muted hover:bg-gray-100">
              <X className="h-5 w-5" aria-hidden />
            </DialogPrimitive.Close>
          </div>
          <div className="flex-1 overflow-y-auto px-4 py-4">
            <SearchResults
              ready={isSearchable(term) && isSearchable(debounced)}
              loading={search.isFetching && !search.data}
              data={search.data}
              linkProps={linkProps}
              onSearch={(corrected) => {
                setTerm(corrected)
                input.current?.focus()
              }}
            />
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  )
}
