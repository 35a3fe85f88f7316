import { useEffect } from 'react'
import { Link, useRouteError } from 'react-router-dom'
import { RouteErrorMessage } from '@/components/route-error-message.tsx'
import { paths } from '@/config/paths.ts'
import { SITE_NAME } from '@/config/site.ts'
import { claimChunkReload, isChunkLoadError } from '@/lib/chunk-reload.ts'

const decisions = new WeakMap<object, boolean>()

/** Decided once per error, so a second render (StrictMode's) does not count as the second failure. */
function shouldReload(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  let decided = decisions.get(error)
  if (decided === undefined) {
    try {
      decided = claimChunkReload(error, window.sessionStorage, Date.now())
    } catch {
      decided = false // storage blocked: no guard against a loop, so no reload
    }
    decisions.set(error, decided)
  }
  return decided
}

/**
 * A route's error: a chunk that failed to load reloads the page once (the usual cause is a deploy
 * that replaced it); anything else, or the same chunk failing again, says so in plain words and
 * logs the detail. Offline, the chunk could not be fetched at all: a reload would only show the
 * browser's offline page, so the reader is told and offered Retry.
 */
function RouteErrorContent() {
  const error = useRouteError()
  const offline = !navigator.onLine && isChunkLoadError(error)
  const reload = !offline && shouldReload(error)
  useEffect(() => {
    if (reload) window.location.reload()
    else console.error('Route error:', error)
  }, [error, reload])
  // Reloading: nothing to say for the moment before the page goes.
  return reload ? null : <RouteErrorMessage offline={offline} />
}

/** A public page's error, inside the layout: the header and the footer stay. */
export const PublicPageError = RouteErrorContent

/**
 * The admin pages, the sitemap page, and the public layout itself when one of its own chunks
 * failed: a top bar with the site's name, as the dashboard's, over the message.
 */
export function StandaloneRouteError() {
  return (
    <div className="min-h-screen bg-gray-50">
      <header className="border-b border-gray-200 bg-white">
        <div className="mx-auto max-w-7xl px-4 py-3">
          <Link to={paths.home} className="font-serif text-lg font-bold text-brand">{SITE_NAME}</Link>
        </div>
      </header>
      <main id="main" className="px-4">
        <RouteErrorContent />
      </main>
    </div>
  )
}
