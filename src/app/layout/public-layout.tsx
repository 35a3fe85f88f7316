import { lazy, Suspense } from 'react'
import { Outlet, ScrollRestoration } from 'react-router-dom'
import { useSearchOverlay } from '@/features/search/hooks/use-search-overlay.ts'
import { WhenIdle } from '@/components/when-idle.tsx'
import { STORAGE_KEYS } from '@/config/site.ts'
import { SiteHeader } from './site-header.tsx'
import { SkipLink } from './skip-link.tsx'

// Not needed for the first paint, so not in the entry chunk: they mount once the page is idle
// (the player's YouTube iframe with them, never on the critical path); the search overlay
// sooner if the reader opens it first.
const SearchOverlay = lazy(async () => ({ default: (await import('@/features/search/components/search-overlay.tsx')).SearchOverlay }))
// The footer is below the fold on every page: its chunk (newsletter form, social icons) loads
// right after the entry instead of inside it.
const SiteFooter = lazy(async () => ({ default: (await import('./site-footer.tsx')).SiteFooter }))
// Reading aids that only matter once the reader scrolls.
const ReadingProgressBar = lazy(async () => ({ default: (await import('./reading-progress-bar.tsx')).ReadingProgressBar }))
// The Latest News tab and scroll-to-top, kept clear of the page's text and controls.
const ReadingToolsDock = lazy(async () => ({ default: (await import('./reading-tools-dock.tsx')).ReadingToolsDock }))
// Finishes a scroll restore the page was too short for, once its content has arrived.
const ScrollRestoreCompletion = lazy(async () => ({ default: (await import('./scroll-restore-completion.tsx')).ScrollRestoreCompletion }))
// Says so when the next page's code takes too long to arrive (a stalled connection).
const SlowNavigationNotice = lazy(async () => ({ default: (await import('./slow-navigation-notice.tsx')).SlowNavigationNotice }))
const FloatingVideoPlayer = lazy(async () => ({ default: (await import('@/features/video-player/components/floating-video-player.tsx')).FloatingVideoPlayer }))

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
        <WhenIdle><ReadingToolsDock /></WhenIdle>
      </aside>
      <LazySearchOverlay />
      {/* Its store is shared with a prerendered page's loader (build/prerender/first-paint.ts). */}
      <ScrollRestoration storageKey={STORAGE_KEYS.scrollPositions} />
      {/* Not on idle: it must be there when the restore falls short, before the content arrives. */}
      <Suspense fallback={null}><ScrollRestoreCompletion /></Suspense>
      <WhenIdle><SlowNavigationNotice /></WhenIdle>
    </div>
  )
}
