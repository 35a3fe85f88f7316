import { expect, test } from '../support/fixtures.ts'
import { gotoAppRendered } from '../support/app-rendered.ts'
import type { ArticleRow } from '../support/articles.ts'
import { itemAt } from '../../tests/support/items.ts'

test.describe('category page', () => {
  test('header with name, description and colour badge; cards with Featured badge and Read Full Story', async ({ page, makeArticle }) => {
    const featured = await makeArticle({ category: 'uk-today', title: `UK featured ${Date.now()}`, featured: true, publishedIn: '1 hour' })
    const plain = await makeArticle({ category: 'uk-today', title: `UK plain ${Date.now()}`, publishedIn: '50 minutes' })
    await page.goto('/category/uk-today')
    await expect(page).toHaveTitle('UK Today - The Daily Opinion')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('UK Today')
    await expect(page.getByText('Westminster, the regions and everyday life across the United Kingdom.')).toBeVisible()
    await expect(page.getByTestId('category-color-badge')).toHaveClass(/bg-sky-700/)
    await expect(page.getByRole('link', { name: 'Back to Homepage' })).toHaveAttribute('href', '/')

    const cards = page.getByTestId('category-card')
    const first = cards.first()
    await expect(first.getByRole('heading')).toHaveText(featured.title)
    await expect(first.getByText('Featured', { exact: true })).toBeVisible()
    await expect(first.getByText(featured.excerpt)).toBeVisible()
    await expect(first.locator('time')).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/)
    const second = cards.nth(1)
    await expect(second.getByRole('heading')).toHaveText(plain.title)
    await expect(second.getByText('Featured', { exact: true })).toHaveCount(0)
    await expect(page.getByRole('complementary', { name: 'Sidebar' }).getByTestId('trending')).toBeVisible()
    await first.getByRole('link', { name: /^Read Full Story/ }).click()
    await expect(page).toHaveURL(`/${featured.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(featured.title)
  })

  test('Documentary lists its four sections, each of which opens', async ({ page }) => {
    await page.goto('/category/documentary')
    const sections = page.getByRole('navigation', { name: 'Documentary sections' })
    await expect(sections.getByRole('link')).toHaveText(['True Crimes', 'Sports Documentary', 'Politics Documentary', 'Finance Documentary'])
    await sections.getByRole('link', { name: 'Politics Documentary' }).click()
    await expect(page).toHaveURL('/category/politics-documentary')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Politics Documentary')
    await expect(sections.getByRole('link', { name: 'Politics Documentary' })).toHaveAttribute('aria-current', 'page')
    await page.goto('/category/political')
    await page.getByRole('heading', { level: 1 }).waitFor()
    await expect(sections).toHaveCount(0)
  })

  test('every category badge has white text at a contrast of at least 4.5:1', async ({ page }) => {
    // Fourteen pages: the badge and its stylesheet are in the prerendered page, so each is read
    // once loaded, without waiting for the app to take it over.
    test.setTimeout(90_000)
    const slugs = ['health-news', 'political', 'usa-today', 'uk-today', 'canada-today', 'nigeria-today', 'israel-today', 'sports', 'entertainment', 'documentary', 'true-crimes', 'sports-documentary', 'politics-documentary', 'finance-documentary']
    const ratios: Record<string, number> = {}
    for (const slug of slugs) {
      await page.goto(`/category/${slug}`, { waitUntil: 'commit' })
      await page.waitForLoadState('load')
      const badge = page.getByTestId('category-color-badge')
      ratios[slug] = await badge.evaluate((element) => {
        // Whatever notation the stylesheet uses, the canvas gives the sRGB bytes the screen shows.
        const rgb = (color: string) => {
          const context = document.createElement('canvas').getContext('2d')!
          context.fillStyle = color
          context.fillRect(0, 0, 1, 1)
          return Array.from(context.getImageData(0, 0, 1, 1).data.slice(0, 3))
        }
        const luminance = (color: string) => {
          const [r = 0, g = 0, b = 0] = rgb(color).map((value) => {
            const c = value / 255
            return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
          })
          return 0.2126 * r + 0.7152 * g + 0.0722 * b
        }
        const style = getComputedStyle(element)
        // No colour yet (its stylesheet not applied) counts as failing, never as dark.
        if (style.backgroundColor === 'rgba(0, 0, 0, 0)' || style.backgroundColor === 'transparent') return 0
        const [light = 0, dark = 0] = [luminance(style.color), luminance(style.backgroundColor)].sort((a, b) => b - a)
        return Math.round(((light + 0.05) / (dark + 0.05)) * 100) / 100
      })
    }
    const failing = Object.entries(ratios).filter(([, ratio]) => ratio < 4.5)
    expect(failing, JSON.stringify(ratios)).toEqual([])
  })

  test("shows 'Loading articles...' while the page loads", async ({ page }) => {
    // The category's answer is held until the loading state has been seen.
    let release = () => {}
    const seen = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/rest/v1/rpc/category_page?*category=sports*', async (route) => {
      await seen
      await route.continue()
    })
    // Rendered in the browser (an address the build did not prerender); the prerendered page arrives with its cards.
    await gotoAppRendered(page, '/category/sports')
    await expect(page.getByRole('status').filter({ hasText: 'Loading articles...' })).toBeVisible()
    release()
    await expect(page.getByTestId('category-card').first()).toBeVisible()
  })

  test("an empty category says 'No Articles Yet' with 'Browse Other Categories'", async ({ page, sql, onCleanup }) => {
    const moved = await sql<{ id: string }>("update public.articles set category = 'documentary' where category = 'finance-documentary' returning id")
    onCleanup(() => sql("update public.articles set category = 'finance-documentary' where id = any($1::uuid[])", [moved.map((r) => r.id)]))
    await page.goto('/category/finance-documentary')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Finance Documentary')
    await expect(page.getByRole('heading', { name: 'No Articles Yet' })).toBeVisible()
    await page.getByRole('link', { name: 'Browse Other Categories' }).click()
    await expect(page).toHaveURL('/')
  })

  test("an unknown category says 'Category Not Found' with 'Return to Homepage'", async ({ page }) => {
    await page.goto('/category/no-such-section')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Category Not Found')
    await page.getByRole('link', { name: 'Return to Homepage' }).click()
    await expect(page).toHaveURL('/')
  })

  test('a category address in any case opens that category at its lower-case address', async ({ page }) => {
    await page.goto('/')
    await page.goto('/category/Political')
    await expect(page).toHaveURL('/category/political')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Political')
    await expect(page.getByText('Category Not Found')).toHaveCount(0)
    // The redirect replaces the mixed-case entry: Back returns to the page before it.
    await page.goBack()
    await expect(page).toHaveURL('/')

    await page.goto('/category/USA-Today?ref=mail')
    await expect(page).toHaveURL('/category/usa-today?ref=mail')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('USA Today')
  })

  test('paginates in the database by key: twelve at a time, Load more fetches the next page', async ({ page, makeArticle }) => {
    const created: ArticleRow[] = []
    const requests: URL[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.pathname === '/rest/v1/rpc/category_page' && url.searchParams.get('category') === 'canada-today') requests.push(url)
    })
    for (let i = 0; i < 26; i++) {
      created.push(await makeArticle({ category: 'canada-today', title: `Canada page ${String(i).padStart(2, '0')} ${Date.now()}`, publishedIn: `${100 - i} minutes` }))
    }
    await page.goto('/category/canada-today')
    const cards = page.getByTestId('category-card')
    await expect(cards).toHaveCount(12)
    await expect(cards.first().getByRole('heading')).toHaveText(itemAt(created, 0).title)
    await page.getByRole('button', { name: 'Load more' }).click()
    await expect(cards).toHaveCount(24)
    await expect(cards.nth(12).getByRole('heading')).toHaveText(itemAt(created, 12).title)
    await expect(page.getByRole('button', { name: 'Load more' })).toBeVisible()

    // Each page is its own small request (category_page answers cards, never content): never the whole category.
    expect(requests.length).toBeGreaterThanOrEqual(2)
    for (const url of requests) expect(url.searchParams.get('page_size')).toBe('12')
    // By key, never by offset: the next page starts after the last card shown.
    expect(requests.every((url) => !url.searchParams.has('offset'))).toBe(true)
    const last = itemAt(created, 11)
    expect(requests.some((url) => url.searchParams.get('after_id') === last.id && url.searchParams.has('after_date'))).toBe(true)
  })
})
