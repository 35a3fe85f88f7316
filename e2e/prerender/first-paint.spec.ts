import type { Page } from '@playwright/test'
import { linkedStylesheet } from '../../build/prerender/inline-stylesheet.ts'
import { newestPublishedSlug } from '../support/articles.ts'
import { E2E } from '../support/env.ts'
import { expect, test, type Sql } from '../support/fixtures.ts'

/**
 * A prerendered page shows its content before the app's script is even asked for: the loader in
 * its head (build/prerender/first-paint.ts) imports the entry after the first contentful paint
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

test('a prerendered page carries its styles: the site\'s stylesheet is asked for only once the lead photo has loaded', async ({ page }) => {
  await page.goto(`${E2E.webUrl}/`)
  const lead = page.locator('img[fetchpriority="high"]')
  // Styled before the app has run: the lead photo is cropped to its frame by the page's own rules.
  await expect(lead).toHaveCSS('object-fit', 'cover')
  await expect(page.getByRole('button', { name: 'Search' }).first()).toBeVisible()
  // The loader links the whole sheet, for what the app draws next, after the lead photo.
  await expect(page.locator('head link[rel="stylesheet"]')).toHaveCount(1)
  const { sheetRequested, leadLoaded } = await page.evaluate(() => {
    const sheet = performance.getEntriesByType('resource').find((resource) => /\/assets\/[^/]+\.css$/.test(resource.name))
    const image = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]')
    const leadResource = image ? performance.getEntriesByName(image.currentSrc)[0] as PerformanceResourceTiming | undefined : undefined
    return { sheetRequested: sheet?.startTime ?? Number.NaN, leadLoaded: leadResource?.responseEnd ?? Number.NaN }
  })
  expect(sheetRequested).toBeGreaterThanOrEqual(leadLoaded)
  // And it paints once, whole: rendering is held until the end of its markup has been parsed.
  await expect(page.locator('link[rel="expect"][blocking="render"]')).toHaveAttribute('href', '#page-parsed')
  await expect(page.locator('#root ~ #page-parsed')).toBeAttached()
})

for (const target of [{ name: 'home', path: async () => '/' }, { name: 'an article', path: async (sql: Sql) => `/${await newestPublishedSlug(sql)}` }]) {
  test(`on a phone, ${target.name}'s other pictures are asked for only once the lead photo has loaded`, async ({ page, sql }) => {
    const path = await target.path(sql)
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(`${E2E.webUrl}${path}`)
    // The loader has let the rest of the page render and load.
    await expect(page.locator('html')).not.toHaveAttribute('data-first-screen')
    const others = page.locator('main img:not([fetchpriority="high"])')
    await others.first().scrollIntoViewIfNeeded()
    await expect.poll(() => others.first().evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true)
    const { requested, leadLoaded } = await page.evaluate(() => {
      const lead = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]')
      const leadEntry = lead ? performance.getEntriesByName(lead.currentSrc)[0] as PerformanceResourceTiming | undefined : undefined
      const images = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) => entry.initiatorType === 'img' && entry.name !== lead?.currentSrc)
      return { requested: images.map((entry) => entry.startTime), leadLoaded: leadEntry?.responseEnd ?? Number.NaN }
    })
    expect(requested.length).toBeGreaterThan(0)
    for (const start of requested) expect(start).toBeGreaterThanOrEqual(leadLoaded)
  })
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  /** Every element's computed style, in document order. */
  const computedStyles = (page: Page) => page.evaluate(() => [...document.querySelectorAll('body *')]
    // The ticker scrolls: its items' positions change on their own.
    .filter((element) => !element.closest('[data-testid="breaking-ticker"]'))
    .map((element) => {
      const style = getComputedStyle(element)
      return `${element.tagName}.${String(element.className)} ${[...style].map((name) => `${name}:${style.getPropertyValue(name)}`).join(';')}`
    }))

  for (const width of [390, 1280]) {
    test(`each page's inline rules are all its markup needs: the site's stylesheet changes no element's style (${width}px)`, async ({ page, request, sql }) => {
      // The site's whole stylesheet, as app.html links it.
      const href = linkedStylesheet(await (await request.get(`${E2E.webUrl}/app.html`)).text())?.href
      expect(href).toBeTruthy()
      const css = await (await request.get(`${E2E.webUrl}${href}`)).text()
      await page.setViewportSize({ width, height: 800 })
      for (const path of ['/', '/category/political', `/${await newestPublishedSlug(sql)}`]) {
        await page.goto(`${E2E.webUrl}${path}`, { waitUntil: 'domcontentloaded' })
        // Without the loader the blocks below the first screen stay as they are; drop that here so
        // both readings lay the page out alike.
        await page.evaluate(() => document.documentElement.removeAttribute('data-first-screen'))
        const inline = await computedStyles(page)
        await page.evaluate((text) => {
          const style = document.createElement('style')
          style.textContent = text
          document.head.append(style)
        }, css)
        const withSheet = await computedStyles(page)
        expect(withSheet.length).toBe(inline.length)
        const changed = withSheet.filter((line, index) => line !== inline[index])
        expect(changed, `${path}: elements styled differently once the whole sheet is in`).toEqual([])
      }
    })
  }
})
