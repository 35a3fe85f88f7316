import { expect, test } from '../support/fixtures.ts'
import { onlyVideos } from './test-data.ts'
import { scrollY } from './visibility.ts'
import { firstOf } from '../../tests/support/items.ts'
import { networkQuiet } from '../support/network-quiet.ts'
import { gotoAppRendered } from '../support/app-rendered.ts'

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

/**
 * The first article or section link wholly on screen below the header's height, and where it
 * stands (below a phone's first screen, the prerendered home carries each section's link and
 * leaves its cards to the app).
 */
async function linkOnScreen(page: import('@playwright/test').Page) {
  const found = await page.evaluate(() => {
    const link = [...document.querySelectorAll<HTMLAnchorElement>('main a[href]')].find((a) => {
      const box = a.getBoundingClientRect()
      return box.top > 120 && box.bottom < window.innerHeight - 120 && /^\/(category\/)?[a-z0-9-]+$/.test(a.getAttribute('href') ?? '')
    })
    return link ? { href: link.getAttribute('href') ?? '', top: Math.round(link.getBoundingClientRect().top) } : null
  })
  expect(found, 'an article link on screen').not.toBeNull()
  return found!
}

const topOf = (page: import('@playwright/test').Page, href: string) =>
  page.evaluate((target) => Math.round(document.querySelector(`main a[href="${target}"]`)?.getBoundingClientRect().top ?? -1), href)

test.describe('Back to a page opened as a document', () => {
  test.beforeEach(async ({ page }) => {
    await onlyVideos(page, [])
  })

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } })

    test('a prerendered home left by a plain link before the app started: Back lands where the reader was', async ({ page }) => {
      // The app never starts: the reader follows the link as the page's HTML offers it.
      await page.route(/\/assets\/index-[^/]+\.js$/, () => undefined)
      await page.goto('/', { waitUntil: 'commit' })
      await page.getByTestId('home-section').nth(3).waitFor()
      // The loader has painted the page and laid out the blocks below the first screen.
      await expect(page.locator('html')).not.toHaveAttribute('data-first-screen')
      await scrollPageTo(page, 2500)
      const link = await linkOnScreen(page)

      await page.locator(`main a[href="${link.href}"]`).first().click()
      await expect(page).toHaveURL(link.href)
      await page.getByRole('heading', { level: 1 }).waitFor()
      await page.goBack({ waitUntil: 'commit' })
      await expect(page).toHaveURL('/')

      await expect.poll(() => scrollY(page)).toBe(2500)
      // The same story is on screen where it was, not just the same number of pixels.
      expect(await topOf(page, link.href)).toBe(link.top)
    })
  })

  test('an app-rendered home opened again by Back after a while on another site: the reader lands where they were once its content arrives', async ({ page }) => {
    await gotoAppRendered(page, '/')
    await page.getByTestId('home-section').nth(3).waitFor()
    await networkQuiet(page)
    await scrollPageTo(page, 2500)
    const link = await linkOnScreen(page)
    // Another address typed in the same tab: this document is left.
    await page.goto('/about')

    // Back opens the home as the app renders it again, and its data is slow to come.
    let release = () => undefined as void
    const held = new Promise<void>((resolve) => (release = resolve))
    let asked = 0
    await page.route('**/rest/v1/rpc/home_page*', async (route) => {
      asked++
      await held
      await route.continue()
    })
    await page.route((url) => url.pathname === '/', (route) =>
      route.request().isNavigationRequest() ? route.continue({ url: `${new URL(page.url()).origin}/app.html` }) : route.fallback(), { times: 1 })
    await page.goBack({ waitUntil: 'commit' })
    await expect(page).toHaveURL('/')
    await expect.poll(() => asked).toBeGreaterThan(0)
    // The page is far shorter than 2,500 px while its content is missing.
    await expect(page.getByRole('banner')).toBeVisible()
    expect(await scrollY(page)).toBeLessThan(2500)
    release()

    await page.getByTestId('home-section').nth(3).waitFor()
    await expect.poll(() => scrollY(page)).toBe(2500)
    expect(await topOf(page, link.href)).toBe(link.top)
  })
})
