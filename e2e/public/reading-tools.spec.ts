import type { Locator, Page } from '@playwright/test'
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

/**
 * What the shown reading tools (the docked video, the Latest News tab with scroll-to-top) lie
 * over: each control and each rendered line of text of the header, the page and the footer that
 * one of them overlaps, and any overlap of the tools with each other. A tool faded out of the
 * way (while scrolling, or where no place is free) covers nothing.
 */
function toolsOverPage(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const tools = [...document.querySelectorAll<HTMLElement>('[data-testid="video-bar"], [data-slot-rank]')]
      .filter((tool, index, all) => all.indexOf(tool) === index && getComputedStyle(tool).opacity !== '0')
      .map((tool) => ({ name: tool.dataset.testid ?? 'latest-news', box: tool.getBoundingClientRect() }))
    const overlap = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom
    const found: string[] = []
    const check = (box: DOMRect, what: string) => {
      if (box.width <= 1 || box.height <= 1) return
      for (const tool of tools) if (overlap(tool.box, box)) found.push(`${tool.name} over ${what}`)
    }
    for (const root of document.querySelectorAll('body header, main, body footer')) {
      for (const control of root.querySelectorAll('a[href], button, input, select, textarea, summary, label, [role="button"]')) {
        check(control.getBoundingClientRect(), `${control.tagName.toLowerCase()} "${(control.textContent || control.getAttribute('aria-label') || '').trim().slice(0, 30)}"`)
      }
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
      const range = document.createRange()
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement
        if (!node.textContent?.trim() || !parent || parent.getBoundingClientRect().width <= 1 || parent.closest('[hidden]')) continue
        range.selectNodeContents(node)
        for (const line of range.getClientRects()) check(line, `text "${node.textContent.trim().slice(0, 30)}"`)
      }
    }
    for (const [index, tool] of tools.entries()) for (const other of tools.slice(index + 1)) if (overlap(tool.box, other.box)) found.push(`${tool.name} over ${other.name}`)
    return found
  })
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

    test('at 390 neither the docked video nor the Latest News tab covers a control or a line of text, the open menu\'s Documentary chevron included', async ({ page, sql, onCleanup }) => {
      // Every check waits for the tools to settle after a scroll: slow on a busy machine.
      test.slow()
      const video = await createVideo(sql, 'https://youtu.be/dQw4w9WgXcQ')
      onCleanup(() => deleteVideos(sql, [video.id]))
      await onlyVideos(page, [video.id])
      await page.goto('/')
      await page.getByTestId('home-section').first().waitFor()
      await expect(page.getByTestId('video-bar')).toBeVisible()
      await expect(page.getByRole('button', { name: 'Latest News', exact: true })).toBeVisible()

      await page.getByRole('button', { name: 'Open menu' }).click()
      const chevron = page.getByRole('button', { name: 'Documentary sections' })
      await expect(chevron).toBeVisible()
      await expect.poll(() => coveringElements(chevron)).toEqual([])
      await expect.poll(() => toolsOverPage(page)).toEqual([])
      await chevron.click()
      await expect(chevron).toHaveAttribute('aria-expanded', 'true')
      await expect(page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'True Crimes' })).toBeVisible()
      await expect.poll(() => toolsOverPage(page)).toEqual([])
      await page.getByRole('button', { name: 'Close menu' }).click()

      for (const y of [700, 1600, 2600, 4000]) {
        await page.evaluate((top) => window.scrollTo(0, top), y)
        await expect.poll(() => toolsOverPage(page), `scrolled to ${y}`).toEqual([])
      }
      // Where the page leaves it room, the tab is there to use.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
      await expect.poll(() => page.locator('[data-slot-rank="1"]').evaluate((dock) => getComputedStyle(dock).opacity)).toBe('1')
      await page.getByRole('button', { name: 'Latest News', exact: true }).click()
      await expect(page.getByRole('dialog', { name: 'Latest News' })).toBeVisible()
    })
  })
})
