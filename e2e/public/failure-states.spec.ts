import type { Page, Route } from '@playwright/test'
import { gotoAppRendered } from '../support/app-rendered.ts'
import { expect, test } from '../support/fixtures.ts'
import { toastTitled } from '../support/toasts.ts'
import { firstOf } from '../../tests/support/items.ts'
import { watchLayoutShift } from '../support/layout-shift.ts'

interface Failure {
  name: string
  fail: (route: Route) => Promise<void>
  /** What the plain-words text advises for this kind of failure (lib/error-text.ts). */
  advice: string
}

const refused: Failure = { name: 'network failure', fail: (route) => route.abort('connectionrefused'), advice: 'Check your connection and try again.' }
const serverError: Failure = {
  name: 'HTTP 500',
  fail: (route) =>
    route.fulfill({ status: 500, json: { code: 'XX000', message: 'read exploded', details: null, hint: null }, headers: { 'access-control-allow-origin': '*' } }),
  advice: 'Something went wrong on our side. Try again in a moment.',
}

/** The failure notice that holds the given heading. */
const failureNotice = (page: Page, heading: string) => page.getByRole('alert').filter({ has: page.getByRole('heading', { name: heading }) })

// A prerendered page arrives with its data; these are the first reads of a page the app renders in
// the browser (an article made after the build, or any page gotoAppRendered opens).
test.describe('a failed read is never shown as "not found" or as an empty list', () => {
  for (const { name, fail, advice } of [refused, serverError]) {
    test(`article page, ${name}: says it couldn't be loaded with the spec's toast, not 'Article Not Found'; Retry shows the article`, async ({ page, makeArticle }) => {
      const article = await makeArticle()
      await page.setViewportSize({ width: 390, height: 844 })
      const layoutShift = await watchLayoutShift(page)
      await page.route('**/rest/v1/rpc/article_page?*', fail)
      await page.goto(`/${article.slug}`)

      const notice = failureNotice(page, "Couldn't load this article")
      await expect(notice).toBeVisible({ timeout: 15_000 })
      await expect(page.getByRole('heading', { level: 1 })).toHaveText("Couldn't load this article")
      await expect(notice).toContainText(`The article didn't arrive. ${advice}`)
      await expect(page.getByText('Article Not Found')).toHaveCount(0)
      await expect(page.getByText("doesn't exist")).toHaveCount(0)
      await expect(toastTitled(page, 'Error fetching article')).toContainText(`Couldn't load this article. ${advice}`)
      // A failure is no miss: nothing tells crawlers to drop the address.
      await expect(page.locator('meta[name="robots"]')).toHaveCount(0)
      // The notice takes the skeleton's room, so the sidebar below it (phone width) did not move.
      expect(await layoutShift()).toBeLessThanOrEqual(0.05)

      await page.unroute('**/rest/v1/rpc/article_page?*')
      await notice.getByRole('button', { name: 'Retry' }).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title)
      await expect(page.getByTestId('article')).toContainText(`Body of ${article.title}.`)
      await expect(notice).toHaveCount(0)
    })
  }

  test("category page, HTTP 500: says the articles couldn't be loaded, not 'No Articles Yet'; Retry shows the cards", async ({ page, sql }) => {
    const { visible } = firstOf(await sql<{ visible: number }>(
      "select count(*)::int as visible from public.articles where category = 'political' and status = 'published' and publish_date <= now()",
    ))
    expect(visible).toBeGreaterThan(0)
    await page.setViewportSize({ width: 390, height: 844 })
    const layoutShift = await watchLayoutShift(page)
    await page.route('**/rest/v1/rpc/category_page?*', serverError.fail)
    await gotoAppRendered(page, '/category/political')

    const notice = failureNotice(page, "Couldn't load these articles")
    await expect(notice).toBeVisible({ timeout: 15_000 })
    await expect(notice).toContainText(`The Political articles didn't arrive. ${serverError.advice}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Political')
    await expect(page.getByText('No Articles Yet')).toHaveCount(0)
    await expect(page.getByText('Category Not Found')).toHaveCount(0)
    await expect(toastTitled(page, 'Supabase error')).toContainText(`Couldn't load the Political articles. ${serverError.advice}`)
    expect(await layoutShift()).toBeLessThanOrEqual(0.05)

    await page.unroute('**/rest/v1/rpc/category_page?*')
    await notice.getByRole('button', { name: 'Retry' }).click()
    await expect(page.getByTestId('category-card')).toHaveCount(Math.min(visible, 12))
    await expect(notice).toHaveCount(0)
  })

  test('category page, network failure: the same notice, with the connection advice', async ({ page }) => {
    await page.route('**/rest/v1/rpc/category_page?*', refused.fail)
    await gotoAppRendered(page, '/category/sports')
    await expect(failureNotice(page, "Couldn't load these articles")).toContainText(`The Sports articles didn't arrive. ${refused.advice}`, { timeout: 15_000 })
    await expect(page.getByText('No Articles Yet')).toHaveCount(0)
  })

  test("sidebar: trending says it couldn't be loaded, never 'No trending articles yet.'; Retry fills it", async ({ page }) => {
    await page.route('**/rest/v1/rpc/home_page*', (route) => route.abort('connectionrefused'))
    await gotoAppRendered(page, '/category/political')
    await expect(page.getByTestId('category-card').first()).toBeVisible()
    const trending = page.getByTestId('trending')
    await expect(trending.getByRole('alert')).toHaveText(/^Couldn't load the trending articles\.\s*Retry$/, { timeout: 15_000 })
    await expect(trending.getByText('No trending articles yet.')).toHaveCount(0)
    await expect(trending.getByRole('listitem')).toHaveCount(0)

    await page.unroute('**/rest/v1/rpc/home_page*')
    await trending.getByRole('button', { name: 'Retry' }).click()
    await expect(trending.getByRole('listitem')).toHaveCount(5)
    await expect(trending.getByRole('alert')).toHaveCount(0)
  })

  test("home page: says the news couldn't be loaded (not 'No articles have been published yet.'); one Retry brings the page and the sidebar", async ({ page }) => {
    await page.route('**/rest/v1/rpc/home_page*', (route) => route.abort('connectionrefused'))
    await gotoAppRendered(page, '/')
    const notice = failureNotice(page, "Couldn't load the latest news")
    await expect(notice).toContainText("Today's articles didn't arrive. Check your connection and try again.", { timeout: 15_000 })
    await expect(page.getByText('No articles have been published yet.')).toHaveCount(0)
    await expect(toastTitled(page, 'Supabase error')).toBeVisible()

    await page.unroute('**/rest/v1/rpc/home_page*')
    await notice.getByRole('button', { name: 'Retry' }).click()
    await expect(page.getByTestId('lead-article')).toBeVisible()
    await expect(page.getByTestId('trending').getByRole('listitem')).toHaveCount(5)
    await expect(page.getByRole('alert').filter({ hasText: "Couldn't load" })).toHaveCount(0)
  })

  test("Latest News drawer: says the news couldn't be loaded, not 'No recent news available.'; Retry lists it", async ({ page }) => {
    await page.route('**/rest/v1/rpc/latest_articles?*', serverError.fail)
    await page.goto('/about')
    await page.getByRole('button', { name: 'Latest News', exact: true }).press('Enter')
    const drawer = page.getByRole('dialog', { name: 'Latest News' })
    await expect(drawer.getByRole('alert')).toContainText("Couldn't load the latest news.", { timeout: 15_000 })
    await expect(drawer.getByText('No recent news available.')).toHaveCount(0)

    await page.unroute('**/rest/v1/rpc/latest_articles?*')
    await drawer.getByRole('button', { name: 'Retry' }).click()
    await expect(drawer.getByRole('listitem')).toHaveCount(10)
  })
})
