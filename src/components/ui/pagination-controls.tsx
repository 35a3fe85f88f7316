import { ChevronLeft, ChevronRight } from 'lucide-react'
import { Button } from '@/components/ui/button.tsx'

interface PaginationControlsProps {
  page: number
  pageCount: number
  onPageChange: (page: number) => void
  /** For lists paged by key: whether the database returned a row past this page. */
  hasNext?: boolean
  busy?: boolean
}

export function PaginationControls({ page, pageCount, onPageChange, hasNext = page < pageCount, busy = false }: PaginationControlsProps) {
  return (
    <nav aria-label="Pagination" className="mt-4 flex items-center justify-between gap-3">
      <Button variant="secondary" disabled={page <= 1 || busy} onClick={() => onPageChange(page - 1)}>
        <ChevronLeft className="h-4 w-4" aria-hidden />
        Previous
      </Button>
      <p className="text-sm text-ink-muted" aria-live="polite">Page {page} of {pageCount}</p>
      <Button variant="secondary" disabled={!hasNext || busy} onClick={() => onPageChange(page + 1)}>
        Next
        <ChevronRight className="h-4 w-4" aria-hidden />
      </Button>
    </nav>
  )
}
