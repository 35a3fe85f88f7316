import { StrokeIcon } from '@/components/ui/stroke-icon.tsx'
import { SEARCH } from '@/components/ui/stroke-icon-shapes.ts'
import { useSearchOverlay } from '../hooks/use-search-overlay.ts'

/** The header's search button. */
export function SearchButton() {
  const { show } = useSearchOverlay()
  return (
    <button type="button" onClick={show} aria-label="Search" className="rounded-md p-2 text-ink hover:bg-gray-100">
      <StrokeIcon shape={SEARCH} className="h-5 w-5" />
    </button>
  )
}
