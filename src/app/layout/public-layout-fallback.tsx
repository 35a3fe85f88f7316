import { Button } from '@/components/ui/button.tsx'
import { SiteHeader } from './site-header.tsx'

/**
 * The first paint while a page's chunk loads: the real header at its place and an empty page at
 * least a screen tall (the footer, below the fold, comes with the page). A load that stalls (a
 * connection that answers nothing) says so after a few seconds and offers a reload; the delay is
 * CSS's (`reveal-after-wait`, src/index.css), so a page that arrives in time never shows it.
 */
export function PublicLayoutFallback() {
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader />
      <main id="main" className="mx-auto min-h-screen w-full max-w-7xl flex-1 px-4 py-6 lg:py-8">
        <div role="status">
          <p className="sr-only">Loading...</p>
          <div className="reveal-after-wait mx-auto max-w-lg py-16 text-center">
            <p className="text-ink-muted">This page is taking longer than usual to load. Check your connection, then retry.</p>
            <Button className="mt-6" onClick={() => window.location.reload()}>Retry</Button>
          </div>
        </div>
      </main>
    </div>
  )
}
