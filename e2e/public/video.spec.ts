import type { Page } from '@playwright/test'
import type { Sql } from '../support/fixtures.ts'
import { expect, test } from './public-test.ts'
import { createVideo, deleteVideos, onlyVideos } from './test-data.ts'
import { coveringElements, scrollIntoView } from './visibility.ts'

/** One fresh recent video, the only one the page is shown. */
async function oneVideo(page: Page, sql: Sql, onCleanup: (undo: () => Promise<unknown>) => void, url = 'https://youtu.be/dQw4w9WgXcQ') {
  const video = await createVideo(sql, url)
  onCleanup(() => deleteVideos(sql, [video.id]))
  await onlyVideos(page, [video.id])
  return video
}

const playerBox = async (page: Page) => (await page.getByRole('region', { name: 'Video player' }).boundingBox())!

function expectInsideViewport(page: Page, box: { x: number; y: number; width: number; height: number }) {
  const viewport = page.viewportSize()!
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.y).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width + 0.5)
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height + 0.5)
}

test.describe('floating video player', () => {
  test('a recent YouTube watch link plays as a muted autoplay embed, open by default at the bottom left', async ({ page, sql, onCleanup }) => {
    const video = await oneVideo(page, sql, onCleanup, 'https://www.youtube.com/watch?v=dQw4w9WgXcQ')
    const warnings: string[] = []
    page.on('console', (message) => warnings.push(message.text()))
    await page.goto('/')
    const player = page.getByRole('region', { name: 'Video player' })
    await expect(player).toBeVisible()
    await expect(player.getByText(video.title)).toBeVisible()
    const iframe = player.locator('iframe')
    const embed = new URL((await iframe.getAttribute('src')) ?? '')
    expect(embed.origin + embed.pathname).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ')
    expect(embed.searchParams.get('autoplay')).toBe('1')
    expect(embed.searchParams.get('mute')).toBe('1')
    await expect(iframe).toHaveAttribute('allow', /fullscreen/)
    await expect(iframe).not.toHaveAttribute('allowfullscreen')
    const box = await playerBox(page)
    expect(box.x).toBeLessThan(40)
    expect(box.y + box.height).toBeGreaterThan(page.viewportSize()!.height - 40)
    await page.getByTestId('lead-article').waitFor()
    expect(warnings.filter((text) => /allowfullscreen/i.test(text))).toEqual([])
  })

  test('a youtu.be link plays too', async ({ page, sql, onCleanup }) => {
    await oneVideo(page, sql, onCleanup, 'https://youtu.be/9bZkp7q19f0?si=share')
    await page.goto('/')
    await expect(page.getByRole('region', { name: 'Video player' }).locator('iframe')).toHaveAttribute('src', /\/embed\/9bZkp7q19f0\?autoplay=1&mute=1/)
  })

  test('an X link gives no player', async ({ page, sql, onCleanup }) => {
    const video = await createVideo(sql, 'https://x.com/newsroom/status/1790000000000000000')
    onCleanup(() => deleteVideos(sql, [video.id]))
    const seen = await onlyVideos(page, [video.id])
    await page.goto('/')
    await page.getByTestId('lead-article').waitFor()
    await expect.poll(() => seen.body.length).toBe(1)
    await expect(page.getByRole('region', { name: 'Video player' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: /Watch video/ })).toHaveCount(0)
  })

  test('a video older than seven days is not offered', async ({ page, sql, onCleanup }) => {
    const video = await createVideo(sql, 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', '8 days')
    onCleanup(() => deleteVideos(sql, [video.id]))
    const requests: URL[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.pathname === '/rest/v1/rpc/recent_videos') requests.push(url)
    })
    const seen = await onlyVideos(page, [video.id])
    await page.goto('/')
    await page.getByTestId('lead-article').waitFor()
    await expect.poll(() => requests.length).toBeGreaterThan(0)
    expect(requests[0].searchParams.get('max_age_days')).toBe('7')
    expect(seen.body).toEqual([])
    await expect(page.getByRole('region', { name: 'Video player' })).toHaveCount(0)
  })

  test('nothing shows when there are no videos', async ({ page }) => {
    await onlyVideos(page, [])
    await page.goto('/')
    await page.getByTestId('lead-article').waitFor()
    await expect(page.getByRole('region', { name: 'Video player' })).toHaveCount(0)
  })

  test('minimises to a bar, enlarges to 90vw by 80vh, and can be dragged by pointer and keyboard', async ({ page, sql, onCleanup }) => {
    await oneVideo(page, sql, onCleanup)
    await page.goto('/')
    const player = page.getByRole('region', { name: 'Video player' })
    await player.getByRole('button', { name: 'Minimize video' }).click()
    await expect(player).toHaveCount(0)
    await page.getByRole('button', { name: /Watch video/ }).click()
    await expect(player).toBeVisible()

    await player.getByRole('button', { name: 'Enlarge video' }).click()
    const viewport = page.viewportSize()!
    await expect.poll(async () => Math.round((await playerBox(page)).width)).toBe(Math.round(viewport.width * 0.9))
    expect(Math.round((await playerBox(page)).height)).toBe(Math.round(viewport.height * 0.8))
    await player.getByRole('button', { name: 'Shrink video' }).click()

    const before = await playerBox(page)
    const grip = player.getByRole('button', { name: /^Move video player/ })
    const handle = (await grip.boundingBox())!
    await page.mouse.move(handle.x + handle.width / 2 + 60, handle.y + handle.height / 2)
    await page.mouse.down()
    await page.mouse.move(handle.x + 260, handle.y - 150, { steps: 8 })
    await page.mouse.up()
    const after = await playerBox(page)
    expect(after.x - before.x).toBeGreaterThan(150)
    expect(before.y - after.y).toBeGreaterThan(100)

    await grip.focus()
    await page.keyboard.press('ArrowRight')
    await expect.poll(async () => (await playerBox(page)).x).toBeGreaterThan(after.x + 10)
  })

  test('dragging stops at the edges of the viewport, also after the window shrinks', async ({ page, sql, onCleanup }) => {
    await oneVideo(page, sql, onCleanup)
    await page.goto('/')
    const player = page.getByRole('region', { name: 'Video player' })
    const grip = player.getByRole('button', { name: /^Move video player/ })
    await expect(grip).toBeVisible()

    // The hard drag from the issue: far past the top right corner.
    const handle = (await grip.boundingBox())!
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2)
    await page.mouse.down()
    await page.mouse.move(2316, -1749, { steps: 10 })
    await page.mouse.up()
    let box = await playerBox(page)
    expectInsideViewport(page, box)
    expect(box.y).toBe(0)
    expect(Math.round(box.x + box.width)).toBe(page.viewportSize()!.width)
    // Its controls are still there to use.
    await expect(player.getByRole('button', { name: 'Minimize video' })).toBeVisible()

    // Past the left edge by keyboard.
    await grip.focus()
    for (let i = 0; i < 80; i++) await page.keyboard.press('ArrowLeft')
    box = await playerBox(page)
    expect(box.x).toBe(0)

    await page.setViewportSize({ width: 700, height: 500 })
    await expect.poll(async () => {
      const shrunk = await playerBox(page)
      return shrunk.y + shrunk.height <= 500.5 && shrunk.x + shrunk.width <= 700.5 && shrunk.x >= 0 && shrunk.y >= 0
    }).toBe(true)
  })

  test('a closed player stays closed on the next load, and is not picked again while a new video shows', async ({ page, sql, onCleanup }) => {
    const first = await createVideo(sql, 'https://youtu.be/dQw4w9WgXcQ')
    const second = await createVideo(sql, 'https://youtu.be/9bZkp7q19f0')
    onCleanup(() => deleteVideos(sql, [first.id, second.id]))
    const shown = { ids: [first.id] }
    await page.route('**/rest/v1/rpc/recent_videos?*', async (route) => {
      const response = await route.fetch()
      const rows = (await response.json()) as { id: string }[]
      await route.fulfill({ response, json: rows.filter((row) => shown.ids.includes(row.id)) })
    })
    await page.goto('/')
    const player = page.getByRole('region', { name: 'Video player' })
    await expect(player.getByText(first.title)).toBeVisible()
    await player.getByRole('button', { name: 'Close video' }).click()
    await expect(player).toHaveCount(0)
    await expect(page.getByRole('button', { name: /Watch video/ })).toHaveCount(0)

    await page.reload()
    await page.getByTestId('lead-article').waitFor()
    await page.waitForLoadState('networkidle')
    await expect(player).toHaveCount(0)
    await expect(page.getByRole('button', { name: /Watch video/ })).toHaveCount(0)

    // A new video still announces itself; the closed one is never chosen over it.
    shown.ids = [first.id, second.id]
    for (let load = 0; load < 3; load++) {
      await page.goto(load % 2 ? '/about' : '/')
      await expect(player.getByText(second.title)).toBeVisible()
    }
  })

  test('a minimised player comes back minimised on the next load, per video', async ({ page, sql, onCleanup }) => {
    const video = await oneVideo(page, sql, onCleanup)
    await page.goto('/')
    const player = page.getByRole('region', { name: 'Video player' })
    await player.getByRole('button', { name: 'Minimize video' }).click()
    const bar = page.getByRole('button', { name: new RegExp(`Watch video.*${video.title}`) })
    await expect(bar).toBeVisible()
    await page.goto('/about')
    await expect(bar).toBeVisible()
    await expect(player).toHaveCount(0)
    // Opened again, it is open on the next load too.
    await bar.click()
    await expect(player).toBeVisible()
    await page.reload()
    await expect(player.getByText(video.title)).toBeVisible()
  })

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } })

    test('starts as a compact bar that covers none of the footer links, open or not', async ({ page, sql, onCleanup }) => {
      const video = await oneVideo(page, sql, onCleanup)
      await page.goto('/')
      const bar = page.getByTestId('video-bar')
      await expect(bar).toBeVisible()
      await expect(bar).toContainText(video.title)
      await expect(page.getByRole('region', { name: 'Video player' })).toHaveCount(0)
      expect((await bar.boundingBox())!.height).toBeLessThanOrEqual(48)

      const footerLinks = page.getByRole('contentinfo').getByRole('link')
      expect(await footerLinks.count()).toBeGreaterThan(10)
      const check = async (label: string) => {
        for (const link of await footerLinks.all()) {
          for (const block of ['end', 'center'] as const) {
            await scrollIntoView(link, block)
            expect(await coveringElements(link), `${label}: ${await link.textContent()} scrolled to ${block}`).toEqual([])
          }
        }
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
        for (const name of ['About Us', 'Contact', 'Privacy Policy', 'Sitemap']) {
          const link = page.getByRole('contentinfo').getByRole('link', { name, exact: true })
          expect(await coveringElements(link), `${label}: ${name} at the end of the page`).toEqual([])
        }
      }
      await check('compact bar')

      await bar.getByRole('button', { name: /Watch video/ }).click()
      await expect(page.getByRole('region', { name: 'Video player' })).toBeVisible()
      await check('open player')
    })
  })
})
