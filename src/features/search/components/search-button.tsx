import { Search } from 'lucide-react'
import { openSearch } from '../stores/search-overlay-store.ts'

/** The header's search button. */
export function SearchButton() {
  return (
    <button type="button" onClick={openSearch} aria-label="Search" className="rounded-md p-2 text-ink hover:bg-gray-100">
      <Search className="h-5 w-5" aria-hidden />
    </button>
  )
}
