import type { Page } from '@playwright/test'
import { expect, test } from '../support/fixtures.ts'
import { gotoAppRendered } from '../support/app-rendered.ts'
import { networkQuiet } from '../support/network-quiet.ts'
import { onlyVideos } from './test-data.ts'

/** The article page's own chunk (routes/article.tsx), which home has not loaded yet. */
const ARTICLE_CHUNK = /\/assets\/article-[A-Za-z0-9_-]{8}\.js$/
/** How long the notices wait before saying a load stalled (SLOW_NAVIGATION_MS, `reveal-after-wait`), with room. */
const STALL_NOTICE = { timeout: 15_000 }

/** The first article link of home's sections, and the title its page has. */
async function firstStory(page: Page) {
  const card = page.getByTestId('home-section').first().getByRole('article').first()
  const title = (await card.getByRole('heading').textContent())?.trim() ?? ''
  expect(title).not.toBe('')
  return { link: card.getByRole('heading').getByRole('link'), title }
}

test.describe('a reader on a bad connection', () => {
  test.beforeEach(async ({ page }) => {
    await onlyVideos(page, [])
  })

  test('offline, an article whose code never loaded says so with Retry (not the browser\'s offline page), and Retry opens it once back online', async ({ page, context }) => {
    await page.goto('/')
    await networkQuiet(page)
    const story = await firstStory(page)
    await context.setOffline(true)
    await story.link.click()

    const notice = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: "You're offline" }) })
    await expect(notice).toBeVisible()
    await expect(notice).toContainText("This page couldn't be loaded without a connection.")
    // Still the site, not the browser's error page.
    await expect(page.getByRole('banner')).toBeVisible()
    await notice.getByRole('button', { name: 'Retry' }).click()
    await expect(notice).toContainText('Still offline')

    await context.setOffline(false)
    await notice.getByRole('button', { name: 'Retry' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(story.title)
  })

  test('offline, an article whose code is there but whose text is not says it couldn\'t load, with Retry, instead of loading forever', async ({ page, context }) => {
    await page.goto('/')
    await networkQuiet(page)
    // One article read: the article page's code is in the browser from then on.
    const first = await firstStory(page)
    await first.link.click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.title)
    await page.goBack()
    await page.getByTestId('home-section').nth(1).waitFor()

    const other = page.getByTestId('home-section').nth(1).getByRole('article').first()
    const title = (await other.getByRole('heading').textContent())?.trim() ?? ''
    await context.setOffline(true)
    await other.getByRole('heading').getByRole('link').click()
    await expect(page.getByRole('heading', { level: 1, name: "Couldn't load this article" })).toBeVisible()
    await expect(page.getByRole('main').getByText("The article didn't arrive. Check your connection and try again.")).toBeVisible()
    await context.setOffline(false)
    // Back online the page reads again by itself; Retry does it at once.
    const retry = page.getByRole('button', { name: 'Retry' })
    await expect(async () => {
      if (await retry.isVisible()) await retry.click({ timeout: 1000 })
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title, { timeout: 2000 })
    }).toPass()
  })

  test('a link whose page\'s code never arrives says so after a few seconds, and Retry opens the page', async ({ page }) => {
    let stalled = true
    await page.route(ARTICLE_CHUNK, (route) => (stalled ? undefined : route.fallback()))
    await page.goto('/')
    await networkQuiet(page)
    const story = await firstStory(page)
    await story.link.click()

    const notice = page.getByRole('alert').filter({ hasText: 'taking longer than usual' })
    await expect(notice).toBeVisible(STALL_NOTICE)
    await expect(notice).toContainText('The next page is taking longer than usual to load.')
    stalled = false
    await notice.getByRole('button', { name: 'Retry' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(story.title)
  })

  test('an app-rendered page whose code never arrives says so after a few seconds instead of "Loading..." forever', async ({ page, sql }) => {
    const [article] = await sql<{ slug: string; title: string }>(
      "select slug, title from public.articles where status = 'published' and publish_date <= now() order by publish_date desc limit 1")
    let stalled = true
    await page.route(ARTICLE_CHUNK, (route) => (stalled ? undefined : route.fallback()))
    await gotoAppRendered(page, `/${article!.slug}`)
    await expect(page.getByText('This page is taking longer than usual to load.')).toBeVisible(STALL_NOTICE)
    stalled = false
    await page.getByRole('button', { name: 'Retry' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article!.title)
  })
})
