import { useState } from 'react'

interface ShownPage {
  data?: { rows: unknown[] }
  isPlaceholderData: boolean
}

/**
 * Previous/Next over a list read by key (`src/data/keyset.ts`): each page starts after the last
 * row of the one before, so the pager keeps the cursor of every page it has passed and Previous
 * steps back through them. A new `filterKey` (another search or category) starts again at page
 * 1 without fetching the old page first.
 */
export function useKeysetPager<Cursor>(filterKey = '') {
  const [paging, setPaging] = useState<{ filterKey: string; afters: (Cursor | null)[] }>({ filterKey, afters: [null] })
  const afters = paging.filterKey === filterKey ? paging.afters : [null]
  const page = afters.length
  const previous = () => setPaging({ filterKey, afters: afters.slice(0, -1) })
  return {
    /** 1-based. */
    page,
    /** Where the current page starts: null on page 1. */
    after: afters[page - 1] ?? null,
    next: (cursor: Cursor) => setPaging({ filterKey, afters: [...afters, cursor] }),
    previous,
    /**
     * Call while rendering: after deletions a later page can come back empty, and the list then
     * steps back to the page before instead of showing an empty one.
     */
    stepBackIfEmptied: ({ data, isPlaceholderData }: ShownPage) => {
      if (page > 1 && data && !isPlaceholderData && data.rows.length === 0) previous()
    },
  }
}
