import { AdSlot } from '@/components/ad-slot.tsx'
import { TrendingList } from '@/features/articles/components/trending-list.tsx'
import { SearchOpener } from '@/features/search/components/search-opener.tsx'

/** The reading sidebar (20rem): search, trending and ad slots. */
export function Sidebar() {
  return (
    <aside aria-label="Sidebar" className="below-first-screen w-full space-y-8 lg:w-sidebar lg:shrink-0">
      <SearchOpener />
      <TrendingList />
      <AdSlot size="300x250" />
      <AdSlot size="300x200" />
      <AdSlot size="300x150" />
    </aside>
  )
}
