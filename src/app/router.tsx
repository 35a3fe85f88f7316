import { createBrowserRouter, type HydrationState } from 'react-router-dom'
import { keyFreshHistoryEntry } from './history-entry-key.ts'
import { releasePrerenderedHeadOnNavigation } from './prerender/prerendered-head.ts'
import { routeTable } from './route-table.tsx'

keyFreshHistoryEntry()

/**
 * The browser's router over the route table. `hydrationData` is the prerendered page's router
 * state (build/prerender): with it and the page's lazy routes already resolved, the router
 * starts on the page the HTML shows instead of loading it again. On a prerendered page (hydrated,
 * or rendered over when its code failed) the head tags the HTML came with leave with that page.
 */
export function createRouter(hydrationData?: HydrationState) {
  const router = createBrowserRouter(routeTable, { hydrationData })
  if (document.getElementById('prerendered-state')) releasePrerenderedHeadOnNavigation(router)
  return router
}
