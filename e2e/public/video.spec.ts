import type { Page } from '@playwright/test'
import type { Sql } from '../support/fixtures.ts'
import { expect, test } from './public-test.ts'
import { uniqueSuffix } from './test-data.ts'

/**
 * The player picks at random among recent videos. So that each test sees only the rows it made,
 * the real response from the backend is narrowed to those rows before the page gets it.
 */
async function onlyVideos(page: Page, ids: string[]) {
  const seen: { body: unknown[] } = { body: [] }
  await page.route('**/rest/v1/video_posts?*', async (route) => {
    const response = await route.fetch()
    const rows = (await response.json()) as { id: string }[]
    seen.body = rows.filter((row) => ids.includes(row.id))
    await route.fulfill({ response, json: seen.body })
  })
  return seen
}

async function createVideo(sql: Sql, url: string, age = '1 hour') {
  const [row] = await sql<{ id: string; title: string }>(
    'insert into public.video_posts (title, url, created_at) values ($1, $2, now() - $3::interval) returning id, title',
    [`E2E video ${uniqueSuffix()}`, url, age],
  )
  return row
}

const deleteVideos = (sql: Sql, ids: string[]) => sql('delete from public.video_posts where id = any($1::uuid[])', [ids])

test.describe('floating video player', () => {
  test('a recent YouTube watch link plays as a muted autoplay embed, open by default', async ({ page, sql, onCleanup }) => {
    const video = await createVideo(sql, 'https://www.youtube.com/watch?v=dQw4w9WgXcQ')
    onCleanup(() => deleteVideos(sql, [video.id]))
    await onlyVideos(page, [video.id])
    await page.goto('/')
    const player = page.getByRole('region', { name: 'Video player' })
    await expect(player).toBeVisible()
    await expect(player.getByText(video.title)).toBeVisible()
    const src = await player.locator('iframe').getAttribute('src')
    const embed = new URL(src ?? '')
    expect(embed.origin + embed.pathname).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ')
    expect(embed.searchParams.get('autoplay')).toBe('1')
    expect(embed.searchParams.get('mute')).toBe('1')
    const box = await player.boundingBox()
    expect(box!.x).toBeLessThan(40)
    expect(box!.y + box!.height).toBeGreaterThan(page.viewportSize()!.height - 40)
  })

  test('a youtu.be link plays too', async ({ page, sql, onCleanup }) => {
    const video = await createVideo(sql, 'https://youtu.be/9bZkp7q19f0?si=share')
    onCleanup(() => deleteVideos(sql, [video.id]))
    await onlyVideos(page, [video.id])
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
    await expect(page.getByRole('button', { name: 'Watch video' })).toHaveCount(0)
  })

  test('a video older than seven days is not offered', async ({ page, sql, onCleanup }) => {
    const video = await createVideo(sql, 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', '8 days')
    onCleanup(() => deleteVideos(sql, [video.id]))
    const requests: URL[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.pathname === '/rest/v1/video_posts') requests.push(url)
    })
    const seen = await onlyVideos(page, [video.id])
    await page.goto('/')
    await page.getByTestId('lead-article').waitFor()
    await expect.poll(() => requests.length).toBeGreaterThan(0)
    expect(requests[0].searchParams.get('created_at')).toMatch(/^gte\./)
    expect(seen.body).toEqual([])
    await expect(page.getByRole('region', { name: 'Video player' })).toHaveCount(0)
  })

  test('nothing shows when there are no videos', async ({ page }) => {
    await onlyVideos(page, [])
    await page.goto('/')
    await page.getByTestId('lead-article').waitFor()
    await expect(page.getByRole('region', { name: 'Video player' })).toHaveCount(0)
  })

  test('minimises to a button, enlarges to 90vw by 80vh, and can be dragged', async ({ page, sql, onCleanup }) => {
    const video = await createVideo(sql, 'https://youtu.be/dQw4w9WgXcQ')
    onCleanup(() => deleteVideos(sql, [video.id]))
    await onlyVideos(page, [video.id])
    await page.goto('/')
    const player = page.getByRole('region', { name: 'Video player' })
    await player.getByRole('button', { name: 'Minimize video' }).click()
    await expect(player).toHaveCount(0)
    await page.getByRole('button', { name: 'Watch video' }).click()
    await expect(player).toBeVisible()

    await player.getByRole('button', { name: 'Enlarge video' }).click()
    const viewport = page.viewportSize()!
    await expect.poll(async () => Math.round((await player.boundingBox())!.width)).toBe(Math.round(viewport.width * 0.9))
    expect(Math.round((await player.boundingBox())!.height)).toBe(Math.round(viewport.height * 0.8))
    await player.getByRole('button', { name: 'Shrink video' }).click()

    const before = (await player.boundingBox())!
    const grip = player.getByRole('button', { name: /^Move video player/ })
    const handle = (await grip.boundingBox())!
    await page.mouse.move(handle.x + handle.width / 2 + 60, handle.y + handle.height / 2)
    await page.mouse.down()
    await page.mouse.move(handle.x + 260, handle.y - 150, { steps: 8 })
    await page.mouse.up()
    const after = (await player.boundingBox())!
    expect(after.x - before.x).toBeGreaterThan(150)
    expect(before.y - after.y).toBeGreaterThan(100)

    await grip.focus()
    await page.keyboard.press('ArrowRight')
    expect((await player.boundingBox())!.x).toBeGreaterThan(after.x + 10)
  })
})
