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
      // The server's own answer for app.html: its body and its headers (the Content-Security-Policy with them).
      const response = await route.fetch({ url: `${E2E.webUrl}/app.html` })
      await route.fulfill({ response })
    },
    { times: 1 },
  )
  return page.goto(path, options)
}
