import type { HydrationState } from 'react-router-dom'

/**
 * What a prerendered page carries for the app to start from, in a
 * `<script type="application/json" id="prerendered-state">` block (data, never run, so the
 * Content-Security-Policy needs no hash for it): the router's state and the queries the HTML
 * was rendered from, with the time each was read (the cache refetches them once stale).
 */
export interface PrerenderedState {
  router: HydrationState
  queries: { key: readonly unknown[]; data: unknown; updatedAt: number }[]
}
