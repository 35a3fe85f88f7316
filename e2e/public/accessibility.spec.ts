import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, test } from '../support/fixtures.ts'
import { firstOf } from '../../tests/support/items.ts'
import { openTab } from '../admin/admin-helpers.ts'
import { networkQuiet } from '../support/network-quiet.ts'

/**
 * Waits until what mounts after load and idle is in (the footer, the Latest News tab, the video
 * player's frame) and the network is quiet. Audited earlier, axe raced the page's own work: on a
 * loaded machine (2 CPUs, load average 20) the home page's audit took 27 s while the page was
 * still mounting, and it saw a page half built.
 */
async function settled(page: Page) {
  // includeHidden: behind an open dialog the rest of the page is hidden from assistive technology.
  await expect(page.getByRole('contentinfo', { includeHidden: true })).toBeAttached()
  await expect(page.getByRole('button', { name: 'Latest News', exact: true, includeHidden: true })).toBeAttached()
  await networkQuiet(page)
}

async function seriousViolations(page: Page) {
  await settled(page)
  return audit(page)
}

async function audit(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, impact: violation.impact, nodes: violation.nodes.map((node) => node.target.join(' ')) }))
}

test.describe('accessibility (axe: no serious or critical violations)', () => {
  // The audit itself is the slow part: on the settled home page (≈950 elements) axe took 4 s on a
  // quiet 2-CPU machine and 12 s at load average 18, two thirds of it in color-contrast. These
  // tests get twice the suite's budget for it; every other wait keeps its own timeout.
  test.describe.configure({ timeout: 90_000 })
  for (const width of [1280, 390]) {
    test.describe(`${width}px`, () => {
      test.use({ viewport: { width, height: 900 } })

      test('home', async ({ page }) => {
        await page.goto('/')
        await page.getByTestId('home-section').first().waitFor()
        expect(await seriousViolations(page)).toEqual([])
      })

      test('category', async ({ page }) => {
        await page.goto('/category/political')
        await page.getByTestId('category-card').first().waitFor()
        expect(await seriousViolations(page)).toEqual([])
      })

      test('article', async ({ page, sql }) => {
        const article = firstOf(await sql<{ slug: string }>("select slug from public.articles where content <> '' and status = 'published' and publish_date <= now() order by publish_date desc limit 1"))
        await page.goto(`/${article.slug}`)
        await page.getByTestId('article').waitFor()
        await page.getByTestId('comments').waitFor()
        expect(await seriousViolations(page)).toEqual([])
      })

      test('search overlay with results', async ({ page }) => {
        await page.goto('/')
        await page.getByRole('button', { name: 'Search', exact: true }).click()
        await page.getByPlaceholder('Search for articles...').fill('the')
        await page.getByText(/results? found/).waitFor()
        expect(await seriousViolations(page)).toEqual([])
      })

      test('static page and drawer', async ({ page }) => {
        await page.goto('/contact')
        expect(await seriousViolations(page)).toEqual([])
        await page.getByRole('button', { name: 'Latest News', exact: true }).press('Enter')
        await page.getByRole('dialog', { name: 'Latest News' }).getByRole('listitem').first().waitFor()
        expect(await seriousViolations(page)).toEqual([])
      })
    })
  }

  test('the dashboard: one main landmark around the open tab, and no serious violations', async ({ adminPage: page }) => {
    await openTab(page, 'Articles')
    await page.getByRole('list', { name: 'Articles' }).waitFor()
    await expect(page.getByRole('main')).toHaveCount(1)
    await expect(page.getByRole('main').getByRole('tabpanel')).toBeVisible()
    await networkQuiet(page)
    expect(await audit(page)).toEqual([])
  })

  test('landmarks, one h1, alt text and a visible focus ring', async ({ page }) => {
    await page.goto('/')
    await page.getByTestId('home-section').first().waitFor()
    await expect(page.getByRole('banner')).toHaveCount(1)
    await expect(page.getByRole('main')).toHaveCount(1)
    await expect(page.getByRole('contentinfo')).toHaveCount(1)
    await expect(page.locator('h1')).toHaveCount(1)
    expect(await page.locator('img:not([alt])').count()).toBe(0)
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to content' })
    await expect(skip).toBeFocused()
    await expect(skip).toBeVisible()
    await page.keyboard.press('Tab')
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle)
    expect(outline).not.toBe('none')
  })
})
