import type { Page, Response } from '@playwright/test'
import { E2E } from './env.ts'

/**
 * Opens `path` as the hosts serve an address the build did not prerender (an article older than
 * the newest PRERENDER_ARTICLES, or any page of a build whose prerender step could not read the
 * data): the document is the build's app.html, and the app renders the page in the browser,
 * reading its data itself. For the states only that path has (the loading and failure states of
 * a page's first read, the requests index.html starts early); on the suite's prerendered build a
 * plain `goto` of home, a category or a text page gets its HTML with the data already in it.
 */
export async function gotoAppRendered(page: Page, path: string, options?: Parameters<Page['goto']>[1]): Promise<Response | null> {
  const target = new URL(path, E2E.webUrl)
  await page.route(
    (url) => url.origin === target.origin && url.pathname === target.pathname,
    async (route) => {
      if (!route.request().isNavigationRequest()) return route.fallback()
      // The server answers it, as it answers for app.html (its headers, the Content-Security-Policy
      // with them), and the page keeps its own address. Sent on, not fulfilled here: Chromium
      // counts a document fulfilled by the test as from a public address, and refuses its
      // requests to the API on 127.0.0.1 (local network access).
      await route.continue({ url: `${E2E.webUrl}/app.html` })
    },
    { times: 1 },
  )
  return page.goto(path, options)
}
