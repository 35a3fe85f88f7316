import { lazy, Suspense } from 'react'
import { Outlet, ScrollRestoration } from 'react-router-dom'
import { useSearchOverlay } from '@/features/search/hooks/use-search-overlay.ts'
import { WhenIdle } from '@/components/when-idle.tsx'
import { PageViews } from './page-views.tsx'
import { SiteHeader } from './site-header.tsx'
import { SkipLink } from './skip-link.tsx'

// Not needed for the first paint, so not in the entry chunk: they mount once the page is idle
// (the player's YouTube iframe with them, never on the critical path); the search overlay
// sooner if the reader opens it first.
const LatestNewsDrawer = lazy(async () => ({ default: (await import('@/features/articles/components/latest-news-drawer.tsx')).LatestNewsDrawer }))
const SearchOverlay = lazy(async () => ({ default: (await import('@/features/search/components/search-overlay.tsx')).SearchOverlay }))
// The footer is below the fold on every page: its chunk (newsletter form, social icons) loads
// right after the entry instead of inside it.
const SiteFooter = lazy(async () => ({ default: (await import('./site-footer.tsx')).SiteFooter }))
// Reading aids that only matter once the reader scrolls.
const ReadingProgressBar = lazy(async () => ({ default: (await import('./reading-progress-bar.tsx')).ReadingProgressBar }))
const ScrollToTopButton = lazy(async () => ({ default: (await import('./scroll-to-top-button.tsx')).ScrollToTopButton }))
const FloatingVideoPlayer = lazy(async () => ({ default: (await import('@/features/videos/components/floating-video-player.tsx')).FloatingVideoPlayer }))

function LazySearchOverlay() {
  const { open } = useSearchOverlay()
  return <WhenIdle or={open}><SearchOverlay /></WhenIdle>
}

export function PublicLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <WhenIdle><ReadingProgressBar /></WhenIdle>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 focus:outline-none lg:py-8">
        <Outlet />
      </main>
      <Suspense fallback={null}>
        <SiteFooter />
      </Suspense>
      {/* Fixed at the bottom of the viewport; index.css keeps that much room free under the footer. */}
      <aside aria-label="Reading tools" data-reading-tools>
        <WhenIdle><FloatingVideoPlayer /></WhenIdle>
        <div className="fixed bottom-2 right-0 z-40 flex items-center gap-2 sm:bottom-4">
          <WhenIdle><ScrollToTopButton /></WhenIdle>
          <WhenIdle><LatestNewsDrawer /></WhenIdle>
        </div>
      </aside>
      <LazySearchOverlay />
      <PageViews />
      <ScrollRestoration />
    </div>
  )
}
