import { Outlet, ScrollRestoration } from 'react-router-dom'
import { LatestNewsDrawer } from '@/features/articles/components/latest-news-drawer.tsx'
import { SearchOverlay } from '@/features/search/components/search-overlay.tsx'
import { FloatingVideoPlayer } from '@/features/videos/components/floating-video-player.tsx'
import { ReadingProgressBar } from './reading-progress-bar.tsx'
import { ScrollToTopButton } from './scroll-to-top-button.tsx'
import { SiteFooter } from './site-footer.tsx'
import { SiteHeader } from './site-header.tsx'
import { SkipLink } from './skip-link.tsx'

export function PublicLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <ReadingProgressBar />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 focus:outline-none lg:py-8">
        <Outlet />
      </main>
      <SiteFooter />
      {/* Fixed at the bottom of the viewport; index.css keeps that much room free under the footer. */}
      <aside aria-label="Reading tools" data-reading-tools>
        <FloatingVideoPlayer />
        <div className="fixed bottom-2 right-0 z-40 flex items-center gap-2 sm:bottom-4">
          <ScrollToTopButton />
          <LatestNewsDrawer />
        </div>
      </aside>
      <SearchOverlay />
      <ScrollRestoration />
    </div>
  )
}
