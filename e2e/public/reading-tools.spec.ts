import type { Locator } from '@playwright/test'
import { expect, test } from '../support/fixtures.ts'
import { createVideo, deleteVideos, onlyVideos } from './test-data.ts'
import { coveringElements, scrollIntoView } from './visibility.ts'

/** Scrolled to the top, middle or bottom of the screen as a reader would bring it, nothing covers it. */
async function expectUncoveredWherever(targets: Locator[]) {
  expect(targets.length).toBeGreaterThan(0)
  for (const target of targets) {
    for (const block of ['start', 'center', 'end'] as const) {
      await scrollIntoView(target, block)
      expect(await coveringElements(target), `${(await target.textContent())?.trim().slice(0, 40)} scrolled to ${block}`).toEqual([])
    }
  }
}

test.describe('fixed reading tools (Latest News tab, scroll-to-top, video)', () => {
  test('at 1280 they cover neither the trending thumbnails nor the footer’s Subscribe button', async ({ page, sql, onCleanup }) => {
    const video = await createVideo(sql, 'https://youtu.be/dQw4w9WgXcQ')
    onCleanup(() => deleteVideos(sql, [video.id]))
    await onlyVideos(page, [video.id])
    await page.goto('/')
    await page.getByTestId('home-section').first().waitFor()
    // Open, or docked to its bar where the lead headline would lie under it.
    await expect(page.getByRole('region', { name: 'Video player' }).or(page.getByTestId('video-bar'))).toBeVisible()
    const thumbnails = page.getByTestId('trending').getByRole('img')
    await expect(thumbnails).toHaveCount(5)
    // As the page opens, before any scrolling.
    for (const thumbnail of (await thumbnails.all()).slice(0, 3)) expect(await coveringElements(thumbnail)).toEqual([])
    await expectUncoveredWherever(await thumbnails.all())
    await expectUncoveredWherever([page.getByRole('contentinfo').getByRole('button', { name: 'Subscribe' })])
    await expect(page.getByRole('button', { name: 'Scroll to top' })).toBeVisible()
  })

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } })

    test('at 390 they cut off no headline text', async ({ page, sql, onCleanup }) => {
      const video = await createVideo(sql, 'https://youtu.be/dQw4w9WgXcQ')
      onCleanup(() => deleteVideos(sql, [video.id]))
      await onlyVideos(page, [video.id])
      await page.goto('/')
      await page.getByTestId('home-section').first().waitFor()
      await expect(page.getByTestId('video-bar')).toBeVisible()
      const lead = page.getByTestId('lead-article').getByRole('heading')
      expect(await coveringElements(lead)).toEqual([])
      await expectUncoveredWherever([lead, ...(await page.getByTestId('headlines').getByRole('listitem').all())])
    })
  })
})
