import type { HydrationState } from 'react-router-dom'

declare global {
  interface Window {
    /** The page's state, as the page's loader (build/prerender/first-paint.ts) fetches it beside the app's script. */
    prerenderedState?: Promise<string>
  }
}

/**
 * What a prerendered page starts the app from, in a JSON file of its own that the page's
 * `<script type="application/json" id="prerendered-state" data-src="…">` element names: the
 * router's state and the queries the HTML was rendered from, with the time each was read (the
 * cache refetches them once stale).
 */
export interface PrerenderedState {
  router: HydrationState
  queries: { key: readonly unknown[]; data: unknown; updatedAt: number }[]
}

/**
 * The page's state as text. Only the page's loader fetches it: every prerendered page has the
 * loader, and the loader is what imports the app, so the app never fetches it a second way.
 */
export function prerenderedStateText(): Promise<string> {
  return window.prerenderedState ?? Promise.reject(new Error("prerendered state: the page's loader fetched none"))
}
