import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { matchRoutes } from 'react-router-dom'
import { App } from '../app.tsx'
import { queryClient } from '../app-query-client.ts'
import type { PrerenderedState } from './prerendered-state.ts'
import { routeTable } from '../route-table.tsx'
import { createRouter } from '../router.tsx'

/**
 * Takes over a prerendered page (build/prerender): the cache starts with the data the HTML was
 * rendered from and the page's lazy routes load before React hydrates, so the first render is
 * the HTML's own and nothing is fetched again first. Its own chunk: client-rendered pages never
 * download it, and the entry stays within its budget.
 */
export async function hydratePage(container: HTMLElement, json: Promise<string>): Promise<void> {
  let router: PrerenderedState['router']
  try {
    const state = JSON.parse(await json) as PrerenderedState
    router = state.router
    for (const query of state.queries) queryClient.setQueryData(query.key, query.data, { updatedAt: query.updatedAt })
    await Promise.all((matchRoutes(routeTable, location) ?? []).map(async ({ route }) => {
      if (typeof route.lazy === 'function') Object.assign(route, await route.lazy(), { lazy: undefined })
    }))
  } catch {
    // The page's code or data did not arrive (a deploy replaced it, the connection dropped): the app
    // starts over the HTML as on any other address, and the router's error handling reloads
    // once or says so with Try again, instead of leaving a page that never comes alive.
    createRoot(container).render(<StrictMode><App router={createRouter()} /></StrictMode>)
    return
  }
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page: a tap or a scroll meanwhile is answered at once.
  startTransition(() => {
    hydrateRoot(container, <StrictMode><App router={createRouter(router)} /></StrictMode>)
  })
  // The HTML is as fresh as the last build: once the page has loaded and painted, its data is
  // fetched again in the background, so a publish, edit or comment since then shows in place
  // (the cards and the article keep their boxes) until the next build catches up.
  const revalidate = () => setTimeout(() => void queryClient.invalidateQueries(), 0)
  if (document.readyState === 'complete') revalidate()
  else window.addEventListener('load', revalidate, { once: true })
}
