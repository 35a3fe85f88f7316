import { SiteHeader } from './site-header.tsx'

/**
 * The first paint while a page's chunk loads: the real header at its place and an empty page at
 * least a screen tall (the footer, below the fold, comes with the page).
 */
export function PublicLayoutFallback() {
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader />
      <main id="main" className="mx-auto min-h-screen w-full max-w-7xl flex-1 px-4 py-6 lg:py-8">
        <p role="status" className="sr-only">Loading...</p>
      </main>
    </div>
  )
}
