import { StrokeIcon } from '@/components/ui/stroke-icon.tsx'
import { CLOSE, MENU } from '@/components/ui/stroke-icon-shapes.ts'
import { lazy, Suspense, useEffect, useId, useRef } from 'react'
import { Link } from 'react-router-dom'
import { SITE_NAME } from '@/config/site.ts'
import { paths } from '@/config/paths.ts'
import { BreakingTickerBand } from '@/features/articles/components/breaking-ticker-band.tsx'
import { SearchButton } from '@/features/search/components/search-button.tsx'
import { useHistoryOverlay } from '@/hooks/use-history-overlay.ts'
import { MainNav } from './main-nav.tsx'
import { MobileMenu } from './mobile-menu.tsx'
import { TopBar } from './top-bar.tsx'

// The ticker shows data that arrives after the entry anyway: its chunk loads beside that data,
// and its band is held meanwhile (no shift when it appears).
const BreakingTicker = lazy(async () => ({ default: (await import('@/features/articles/components/breaking-ticker.tsx')).BreakingTicker }))

export function SiteHeader() {
  const menu = useHistoryOverlay('menu')
  const menuId = useId()
  const { open: menuOpen, restoreFocus } = menu
  // Closed by Back while focus was in the menu, focus would be left on a hidden link: hand it
  // back to the toggle (restoreFocus does nothing once the reader has gone to another page).
  const wasOpen = useRef(menuOpen)
  useEffect(() => {
    const focused = document.activeElement
    const lost = focused === null || focused === document.body || Boolean(document.getElementById(menuId)?.contains(focused))
    if (wasOpen.current && !menuOpen && lost) restoreFocus()
    wasOpen.current = menuOpen
  }, [menuOpen, menuId, restoreFocus])

  return (
    <header className="border-b border-gray-200 bg-white">
      <Suspense fallback={<BreakingTickerBand />}>
        <BreakingTicker />
      </Suspense>
      <TopBar />
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-4 lg:py-6">
        <Link to={paths.home} className="group min-w-0">
          <span className="block truncate font-serif text-3xl font-black tracking-tight text-ink group-hover:text-brand sm:text-4xl lg:text-5xl">
            {SITE_NAME}
          </span>
          <span className="mt-1 hidden text-xs uppercase tracking-[0.2em] text-ink-muted sm:block">Independent news &amp; opinion</span>
        </Link>
        <div className="flex items-center gap-1 lg:hidden">
          <SearchButton />
          <button
            type="button"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={menuOpen ? menu.hide : menu.show}
            className="rounded-md p-2 text-ink hover:bg-gray-100"
          >
            <StrokeIcon shape={menuOpen ? CLOSE : MENU} className="h-6 w-6" />
          </button>
        </div>
      </div>
      <div className="hidden border-t border-gray-200 lg:block">
        <div className="mx-auto flex max-w-7xl items-center justify-between px-4">
          <MainNav />
          <SearchButton />
        </div>
      </div>
      <MobileMenu id={menuId} open={menuOpen} linkProps={menu.linkProps} />
    </header>
  )
}
