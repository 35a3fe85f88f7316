import { useState } from 'react'
import { ADMIN_PAGE_SIZE } from '@/config/site.ts'
import { pageCount } from '@/lib/page-count.ts'

/** What the list's query holds for the page shown. */
interface ShownPage<Row> {
  data?: { rows: Row[]; hasMore: boolean }
  isPlaceholderData: boolean
}

/**
 * Previous/Next over a list read by key (`src/data/keyset.ts`): each page starts after the last
 * row of the one before (`cursorOf` that row), so the pager keeps the cursor of every page it has
 * passed and Previous steps back through them. A new `filterKey` (another search or category)
 * starts again at page 1 without fetching the old page first.
 */
export function useKeysetPager<Row, Cursor>(cursorOf: (row: Row) => Cursor, filterKey = '') {
  const [paging, setPaging] = useState<{ filterKey: string; afters: (Cursor | null)[] }>({ filterKey, afters: [null] })
  const afters = paging.filterKey === filterKey ? paging.afters : [null]
  const page = afters.length
  const next = (cursor: Cursor) => setPaging({ filterKey, afters: [...afters, cursor] })
  const previous = () => setPaging({ filterKey, afters: afters.slice(0, -1) })
  return {
    /** 1-based. */
    page,
    /** Where the current page starts: null on page 1. */
    after: afters[page - 1] ?? null,
    next,
    previous,
    /**
     * Call while rendering: after deletions a later page can come back empty, and the list then
     * steps back to the page before instead of showing an empty one.
     */
    stepBackIfEmptied: ({ data, isPlaceholderData }: ShownPage<Row>) => {
      if (page > 1 && data && !isPlaceholderData && data.rows.length === 0) previous()
    },
    /**
     * PaginationControls' props for the page `shown` holds: "Page X of Y" from `total` rows (never
     * less than the page reached), Next while the database returned a row past this page.
     */
    controls: (shown: ShownPage<Row>, total: number) => ({
      page,
      pageCount: Math.max(page, pageCount(total, ADMIN_PAGE_SIZE)),
      hasNext: shown.data?.hasMore ?? false,
      busy: shown.isPlaceholderData,
      onPageChange: (to: number) => {
        const last = shown.data?.rows.at(-1)
        if (to < page) previous()
        else if (last) next(cursorOf(last))
      },
    }),
  }
}
