import type { Page } from '@playwright/test'
import { expect, test } from '../support/fixtures.ts'

/** Lazy page chunks, as the build names them (assets/<module>-<hash>.js). */
const ABOUT_CHUNK = /\/assets\/about-[\w-]+\.js(\?.*)?$/
const SIGN_IN_CHUNK = /\/assets\/sign-in-[\w-]+\.js(\?.*)?$/

/** Counts the documents the tab loads from now on: a reload is one more. */
function countDocumentLoads(page: Page): () => number {
  let loads = 0
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads += 1
  })
  return () => loads
}

async function expectBoundaryInLayout(page: Page) {
  const alert = page.getByRole('alert').filter({ hasText: 'Something went wrong' })
  await expect(alert).toBeVisible({ timeout: 15_000 })
  await expect(alert).toContainText("This page couldn't be shown. Try again.")
  await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible()
  // The layout stays around the message.
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible()
  return alert
}

test.describe('route error boundaries', () => {
  test('a page chunk that fails to load reloads the page once, then says so under the header with Try again', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'About Us' })).toBeVisible({ timeout: 15_000 })

    // As after a deploy: the tab asks for a chunk the server no longer has.
    let chunkRequests = 0
    await page.route(ABOUT_CHUNK, (route) => {
      chunkRequests += 1
      return route.abort('failed')
    })
    const documentLoads = countDocumentLoads(page)
    await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click()

    const alert = await expectBoundaryInLayout(page)
    await expect(page).toHaveURL(/\/about$/)
    // One reload, not a loop: the chunk was asked for before it and, after it, by the prerendered
    // page's hydration and once more by the router it falls back to (a failed import is not cached).
    expect(documentLoads()).toBe(1)
    expect(chunkRequests).toBeGreaterThanOrEqual(2)
    expect(chunkRequests).toBeLessThanOrEqual(3)

    // The chunk is back: Try again shows the page.
    await page.unroute(ABOUT_CHUNK)
    await alert.getByRole('button', { name: 'Try again' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible({ timeout: 15_000 })
    await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong' })).toHaveCount(0)
  })

  test('an admin page whose chunk fails on the first load reloads once, then shows the message under the top bar', async ({ page }) => {
    let chunkRequests = 0
    await page.route(SIGN_IN_CHUNK, (route) => {
      chunkRequests += 1
      return route.abort('failed')
    })
    const documentLoads = countDocumentLoads(page)
    await page.goto('/admin/signin')

    const alert = page.getByRole('alert').filter({ hasText: 'Something went wrong' })
    await expect(alert).toBeVisible({ timeout: 15_000 })
    await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible()
    await expect(page.getByRole('banner').getByRole('link', { name: 'The Daily Opinion' })).toHaveAttribute('href', '/')
    expect(documentLoads()).toBe(2)
    expect(chunkRequests).toBe(2)
  })

  test('a page that throws while rendering shows the message inside the layout, without reloading', async ({ page, makeArticle }) => {
    const article = await makeArticle()
    // A publish date no calendar can print: formatting it throws while the page renders.
    await page.route('**/rest/v1/rpc/article_page?*', async (route) => {
      const response = await route.fetch()
      const body = (await response.json()) as { article: { publish_date: string } | null }
      if (body.article) body.article.publish_date = 'not a date'
      await route.fulfill({ response, json: body })
    })
    const errors: string[] = []
    page.on('console', (message) => { if (message.type() === 'error') errors.push(message.text()) })
    const documentLoads = countDocumentLoads(page)

    await page.goto(`/${article.slug}`)
    await expectBoundaryInLayout(page)
    await expect(page.getByRole('heading', { level: 1, name: article.title })).toHaveCount(0)
    expect(documentLoads()).toBe(1)
    // The detail goes to the console, never onto the page.
    await expect.poll(() => errors.some((line) => line.includes('Invalid time value'))).toBe(true)
    await expect(page.getByRole('main')).not.toContainText('Invalid time value')
  })
})
