import type { Page } from '@playwright/test'
import { newestPublishedSlug } from '../support/articles.ts'
import { expect, test } from '../support/fixtures.ts'
import { watchLayoutShift } from '../support/layout-shift.ts'
import { networkQuiet } from '../support/network-quiet.ts'

const PAGES = [
  { name: 'home', path: async () => '/', ready: (page: Page) => page.getByTestId('lead-article') },
  { name: 'category', path: async () => '/category/political', ready: (page: Page) => page.getByTestId('category-card').first() },
  { name: 'article', path: async (slug: string) => `/${slug}`, ready: (page: Page) => page.getByTestId('article') },
]

test.describe('layout shift on the production build (CLS ≤ 0.05)', () => {
  for (const width of [390, 1280]) {
    for (const target of PAGES) {
      test(`${target.name} at ${width}px`, async ({ page, sql }) => {
        const slug = await newestPublishedSlug(sql)
        await page.setViewportSize({ width, height: width < 600 ? 844 : 800 })
        const layoutShift = await watchLayoutShift(page)
        // As on a slow phone network, the loading states paint first and are then replaced, which is
        // where a shift would happen (locally the data would often beat the first paint): every API
        // answer waits until the page has loaded and painted two frames.
        let release = () => {}
        const painted = new Promise<void>((resolve) => (release = resolve))
        await page.route('**/rest/v1/**', async (route) => {
          await painted
          await route.fallback()
        })
        await page.goto(await target.path(slug))
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
        release()
        await expect(target.ready(page)).toBeVisible()
        await expect(page.getByTestId('trending').getByRole('listitem')).toHaveCount(5)
        // What mounts after load and idle (the Latest News tab, the video player) is in too.
        await expect(page.getByRole('button', { name: 'Latest News', exact: true })).toBeAttached()
        await networkQuiet(page)
        await page.evaluate(() => document.fonts.ready)
        const cls = await layoutShift()
        test.info().annotations.push({ type: 'CLS', description: `${target.name} ${width}px: ${cls.toFixed(4)}` })
        console.log(`CLS ${target.name} ${width}px: ${cls.toFixed(4)}`)
        expect(cls).toBeLessThanOrEqual(0.05)
      })
    }
  }
})
