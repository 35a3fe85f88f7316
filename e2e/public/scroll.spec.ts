import { expect, test } from '../support/fixtures.ts'
import { onlyVideos } from './test-data.ts'
import { scrollY } from './visibility.ts'
import { firstOf } from '../../tests/support/items.ts'
import { networkQuiet } from '../support/network-quiet.ts'

/** Scrolls the page and waits until the browser reports it there. */
async function scrollPageTo(page: import('@playwright/test').Page, y: number) {
  await page.evaluate((top) => window.scrollTo(0, top), y)
  await expect.poll(() => scrollY(page)).toBe(y)
}

test.describe('scroll position', () => {
  test.beforeEach(async ({ page }) => {
    // The player's own height would only add noise to the page heights these tests scroll in.
    await onlyVideos(page, [])
  })

  test('a page loaded in the same tab starts at the top, whatever the previous load was scrolled to', async ({ page, sql }) => {
    const article = firstOf(await sql<{ slug: string; title: string }>("select slug, title from public.articles where status = 'published' and publish_date <= now() order by publish_date desc limit 1"))
    const visits: { path: string; ready: () => Promise<unknown> }[] = [
      { path: '/category/political', ready: () => page.getByTestId('category-card').first().waitFor() },
      { path: `/${article.slug}`, ready: () => page.getByTestId('comments').waitFor() },
      { path: '/about', ready: () => page.getByRole('heading', { level: 1 }).waitFor() },
      { path: '/no-such-page-anywhere', ready: () => page.getByRole('heading', { level: 1, name: 'Article Not Found' }).waitFor() },
    ]
    for (const visit of visits) {
      await page.goto('/')
      await page.getByTestId('home-section').first().waitFor()
      await scrollPageTo(page, 2500)
      await page.goto(visit.path)
      await visit.ready()
      await networkQuiet(page)
      expect(await scrollY(page), visit.path).toBe(0)
      await expect(page.getByRole('heading', { level: 1 }), visit.path).toBeInViewport()
    }
  })

  test('following a link starts the new page at the top; Back and Forward return to where the reader was', async ({ page }) => {
    await page.goto('/')
    const sections = page.getByTestId('home-section')
    await sections.nth(3).waitFor()
    const card = sections.nth(3).getByRole('article').first()
    await card.scrollIntoViewIfNeeded()
    const homeY = await scrollY(page)
    expect(homeY).toBeGreaterThan(1000)
    const title = (await card.getByRole('heading').textContent())!.trim()

    await card.getByRole('link').first().click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect.poll(() => scrollY(page)).toBe(0)
    await page.getByTestId('comments').waitFor()
    await scrollPageTo(page, 600)

    await page.goBack()
    await expect(page).toHaveURL('/')
    await expect.poll(() => scrollY(page)).toBe(homeY)
    await expect(card).toBeInViewport()

    await page.goForward()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect.poll(() => scrollY(page)).toBe(600)

    // A footer link to a static page starts it at the top too.
    await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click()
    await expect(page).toHaveURL('/about')
    await expect.poll(() => scrollY(page)).toBe(0)
  })
})
