import { Search } from 'lucide-react'
import { useSearchOverlay } from '../hooks/use-search-overlay.ts'

/** The sidebar's search box: opens the search overlay. */
export function SearchOpener() {
  const { show } = useSearchOverlay()
  return (
    <section aria-labelledby="sidebar-search-heading">
      <h2 id="sidebar-search-heading" className="border-b-2 border-brand pb-1 text-sm font-bold uppercase tracking-wider text-brand">
        Search
      </h2>
      <button
        type="button"
        onClick={show}
        className="mt-3 flex w-full items-center gap-2 rounded-md border border-gray-300 bg-white px-3 py-2 text-left text-sm text-gray-600 hover:border-gray-400"
      >
        <Search className="h-4 w-4" aria-hidden />
        Search for articles...
      </button>
    </section>
  )
}
