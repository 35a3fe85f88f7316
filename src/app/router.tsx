import { createBrowserRouter, type HydrationState } from 'react-router-dom'
import { keyFreshHistoryEntry } from './history-entry-key.ts'
import { routeTable } from './route-table.tsx'

keyFreshHistoryEntry()

/**
 * The browser's router over the route table. `hydrationData` is the prerendered page's router
 * state (build/prerender): with it and the page's lazy routes already resolved, the router
 * starts on the page the HTML shows instead of loading it again.
 */
export const createRouter = (hydrationData?: HydrationState) => createBrowserRouter(routeTable, { hydrationData })
