import type { Page } from '@playwright/test'
import { E2E } from '../support/env.ts'
import { expect, test } from '../support/fixtures.ts'

/**
 * A prerendered page shows its content before the app's script is even asked for: the loader in
 * its head (build/prerender/paint-first.ts) imports the entry after the first contentful paint
 * and the lead photo, then the app hydrates the page as it stands.
 */
interface Timings {
  firstContentfulPaint: number
  entryRequested: number
  /** When the page's state file (the data the app hydrates with) was asked for. */
  stateRequested: number
  leadLoaded: number | null
}

/** Opens `path` (its goto returns once the app has hydrated it) and reads when what happened. */
async function timings(page: Page, path: string): Promise<Timings> {
  await page.goto(`${E2E.webUrl}${path}`)
  return page.evaluate((): Timings => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]
    const entry = performance.getEntriesByType('resource').find((resource) => /\/assets\/index-[^/]+\.js$/.test(resource.name))
    const state = performance.getEntriesByType('resource').find((resource) => /\/assets\/state\/[0-9a-f]+\.json$/.test(resource.name))
    const lead = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]')
    const leadResource = lead ? performance.getEntriesByName(lead.currentSrc)[0] as PerformanceResourceTiming | undefined : undefined
    return {
      firstContentfulPaint: paint?.startTime ?? Number.NaN,
      entryRequested: entry?.startTime ?? Number.NaN,
      stateRequested: state?.startTime ?? Number.NaN,
      leadLoaded: leadResource ? leadResource.responseEnd : null,
    }
  })
}

test('home paints its lead story before the app script and its data are requested, then the app takes over', async ({ page }) => {
  const { firstContentfulPaint, entryRequested, stateRequested, leadLoaded } = await timings(page, '/')
  expect(firstContentfulPaint).toBeGreaterThan(0)
  expect(entryRequested).toBeGreaterThanOrEqual(firstContentfulPaint)
  expect(leadLoaded).not.toBeNull()
  expect(entryRequested).toBeGreaterThanOrEqual(leadLoaded ?? Number.POSITIVE_INFINITY)
  // The data the HTML was rendered from is a file of its own, not half the page's bytes.
  expect(stateRequested).toBeGreaterThanOrEqual(leadLoaded ?? Number.POSITIVE_INFINITY)
  expect(await page.locator('#prerendered-state').textContent()).toBe('')
  // The app is live: the search button opens the search.
  await page.getByRole('button', { name: 'Search' }).first().click()
  await expect(page.getByRole('dialog')).toBeVisible()
})

test('a text page paints before the app script is requested', async ({ page }) => {
  const { firstContentfulPaint, entryRequested } = await timings(page, '/about')
  expect(firstContentfulPaint).toBeGreaterThan(0)
  expect(entryRequested).toBeGreaterThanOrEqual(firstContentfulPaint)
})

test('a prerendered page carries its styles: no stylesheet request stands between the document and the lead photo', async ({ page }) => {
  const stylesheets: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(request.url())
  })
  await page.goto(`${E2E.webUrl}/`)
  const lead = page.locator('img[fetchpriority="high"]')
  // Styled before the app has run: the lead photo is cropped to its frame by the site's rules.
  await expect(lead).toHaveCSS('object-fit', 'cover')
  await expect(page.getByRole('button', { name: 'Search' }).first()).toBeVisible()
  expect(stylesheets).toEqual([])
  // And it paints once, whole: rendering is held until the end of its markup has been parsed.
  await expect(page.locator('link[rel="expect"][blocking="render"]')).toHaveAttribute('href', '#page-parsed')
  await expect(page.locator('#root ~ #page-parsed')).toBeAttached()
})
