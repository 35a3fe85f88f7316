import { newestPublishedSlug } from '../support/articles.ts'
import { expect, test } from '../support/fixtures.ts'
import { toastTitled } from '../support/toasts.ts'
import { networkQuiet } from '../support/network-quiet.ts'

test.describe('Latest News drawer', () => {
  test('opens from the right-edge tab with the ten newest articles, thumbnail, short date and fallback image', async ({ page, makeArticle }) => {
    const newest = await makeArticle({ title: `Drawer newest ${Date.now()}`, image_url: null, publishedIn: '5 hours' })
    await page.goto('/')
    const tab = page.getByRole('button', { name: 'Latest News', exact: true })
    await tab.focus()
    await page.keyboard.press('Enter')
    const drawer = page.getByRole('dialog', { name: 'Latest News' })
    await expect(drawer).toBeVisible()
    const items = drawer.getByRole('listitem')
    await expect(items).toHaveCount(10)
    const first = items.first()
    await expect(first).toContainText(newest.title)
    await expect(first.getByRole('img')).toHaveAttribute('src', '/images/default-article.svg')
    await expect(first.locator('time')).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/)
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
    await expect(tab).toBeFocused()

    await tab.click()
    await drawer.getByRole('link', { name: new RegExp(newest.title) }).click()
    await expect(drawer).toBeHidden()
    await expect(page).toHaveURL(`/${newest.slug}`)
  })

  test("says 'No recent news available.' when there are no articles", async ({ page }) => {
    // Emptying the shared database would disturb other specs; this answers the drawer's own query.
    await page.route('**/rest/v1/rpc/latest_articles?*', async (route) => {
      await route.fulfill({ response: await route.fetch(), json: [] })
    })
    await page.goto('/about')
    await page.getByRole('button', { name: 'Latest News', exact: true }).press('Enter')
    await expect(page.getByRole('dialog', { name: 'Latest News' }).getByText('No recent news available.')).toBeVisible()
  })
})

test.describe('reading aids', () => {
  test('progress bar follows the scroll; scroll-to-top appears after 300px', async ({ page }) => {
    await page.goto('/')
    await page.getByTestId('home-section').first().waitFor()
    const bar = page.getByTestId('reading-progress')
    const scale = () => bar.evaluate((node) => new DOMMatrix(getComputedStyle(node).transform).a)
    expect(await scale()).toBe(0)
    const up = page.getByRole('button', { name: 'Scroll to top' })
    await expect(up).toHaveCount(0)
    await page.evaluate(() => window.scrollTo(0, 200))
    // The bar moving shows the scroll has been handled; only then does "no button yet" mean something.
    await expect.poll(scale).toBeGreaterThan(0)
    await expect(up).toHaveCount(0)
    await page.evaluate(() => window.scrollTo(0, 1500))
    await expect(up).toBeVisible()
    await expect.poll(scale).toBeGreaterThan(0)
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await expect.poll(scale).toBeCloseTo(1, 1)
    await up.click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await expect(up).toHaveCount(0)
  })
})

test.describe('toasts', () => {
  test('one at a time, gone after five seconds', async ({ page }) => {
    // A fake clock runs the toast's five seconds at once, without waiting them out.
    await page.clock.install()
    await page.goto('/')
    const footer = page.getByRole('contentinfo')
    await footer.getByRole('button', { name: 'Follow us on X' }).click()
    await footer.getByRole('button', { name: 'Follow us on YouTube' }).click()
    const notice = toastTitled(page, "This feature isn't implemented yet")
    await expect(notice).toHaveCount(1)
    await expect(page.locator('[data-variant]')).toHaveCount(1)
    await page.mouse.move(10, 10)
    // The clock also moves on by itself between the steps: a second of margin either side of five.
    await page.clock.runFor(4_000)
    await expect(notice).toBeVisible()
    await page.clock.runFor(2_000)
    await expect(notice).toBeHidden()
  })
})

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('lists the top-level items only and closes when one is chosen', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
    const toggle = page.getByRole('button', { name: 'Open menu' })
    await toggle.click()
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    await expect(menu).toBeVisible()
    await expect(menu.getByRole('link')).toHaveText([
      'Home', 'Health News', 'Political', 'USA Today', 'UK Today', 'Sports', 'Entertainment', 'Documentary',
    ])
    // The Documentary sections sit behind their own toggle, not among the top-level items.
    await expect(menu.getByRole('link', { name: 'True Crimes' })).toHaveCount(0)
    await menu.getByRole('link', { name: 'Sports' }).click()
    await expect(page).toHaveURL('/category/sports')
    await expect(menu).toBeHidden()
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sports')
  })

  test('the Documentary sections are reachable from the menu', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    const toggle = menu.getByRole('button', { name: 'Documentary sections' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    for (const name of ['True Crimes', 'Sports Documentary', 'Politics Documentary', 'Finance Documentary']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible()
    }
    await menu.getByRole('link', { name: 'True Crimes' }).click()
    await expect(page).toHaveURL('/category/true-crimes')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('True Crimes')
    await expect(menu).toBeHidden()
  })

  test('the Documentary page links to its sections on a phone', async ({ page }) => {
    await page.goto('/category/documentary')
    const sections = page.getByRole('navigation', { name: 'Documentary sections' })
    await sections.getByRole('link', { name: 'Finance Documentary' }).click()
    await expect(page).toHaveURL('/category/finance-documentary')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Finance Documentary')
  })

  test('nothing overflows the phone width on the main pages', async ({ page, sql }) => {
    const slug = await newestPublishedSlug(sql)
    for (const path of ['/', '/category/political', `/${slug}`, '/about', '/contact', '/careers', '/advertise', '/legal/cookie-policy']) {
      await page.goto(path)
      await page.getByRole('heading', { level: 1 }).waitFor({ state: 'attached' })
      await networkQuiet(page)
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow, path).toBeLessThanOrEqual(0)
    }
  })
})
