import type { Locator, Page } from '@playwright/test'
import { expect, test, type Sql } from '../support/fixtures.ts'
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

type Box = { x: number; y: number; width: number; height: number }

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

/** A few frames: a scroll's check runs in the next one, and React commits the dock after it. */
const settle = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => {
    let frames = 3
    const next = () => (--frames === 0 ? resolve(null) : requestAnimationFrame(next))
    requestAnimationFrame(next)
  }))

/** The open window's box, or null while the player is docked (or gone). */
async function openWindowBox(page: Page): Promise<Box | null> {
  const region = page.getByRole('region', { name: 'Video player' })
  return (await region.count()) > 0 ? region.boundingBox() : null
}

/**
 * Scrolls through the page and, at each stop, compares the open player's box with each text's
 * box. Returns how many stops found the player docked (so a caller can tell the check was not empty).
 */
async function expectNeverOver(page: Page, texts: Locator, label: string, stops: number[]) {
  let docked = 0
  expect(await texts.count(), label).toBeGreaterThan(0)
  for (const top of stops) {
    await page.evaluate((y) => window.scrollTo(0, y), top)
    await settle(page)
    const player = await openWindowBox(page)
    if (!player) {
      docked++
      continue
    }
    const boxes = await texts.evaluateAll((elements) =>
      elements.map((element) => {
        const rect = element.getBoundingClientRect()
        return { x: rect.x, y: rect.y, width: rect.width, height: rect.height, text: (element.textContent ?? '').slice(0, 40) }
      }),
    )
    for (const box of boxes) expect(overlaps(player, box), `${label}: "${box.text}" under the player at scrollY ${top}`).toBe(false)
  }
  return docked
}

/** Waits for the player's list to arrive and the page to have drawn whatever it draws with it. */
async function videosAnswered(page: Page, path: string) {
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/rest/v1/rpc/recent_videos')
  await page.goto(path)
  await answered
  await page.locator('main h1, main h2').first().waitFor()
  await settle(page)
}

const longArticle = Array.from({ length: 24 }, (_, i) =>
  `<p>Paragraph ${i + 1}. Council budgets, school places and the bus timetable all come back to the same question of who pays and who decides, and readers deserve to follow the whole argument without anything in the way.</p>`,
).join('')

/**
 * What lies under `shown`: each line of text on the page (a range's client rects, so a short
 * line's free end is free) and each control a reader could click or tab to. The reading tools
 * themselves are not the page.
 */
function underneath(shown: Locator): Promise<string[]> {
  return shown.evaluate((element) => {
    const box = element.getBoundingClientRect()
    const overlaps = (rect: DOMRect) => rect.width > 1 && rect.height > 1 && rect.left < box.right && box.left < rect.right && rect.top < box.bottom && box.top < rect.bottom
    const under: string[] = []
    const range = document.createRange()
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim()
      const parent = node.parentElement
      if (!text || !parent || parent.closest('[data-reading-tools]')) continue
      // Visually hidden (sr-only) text is not on screen.
      const block = parent.getBoundingClientRect()
      if (block.width <= 1 || block.height <= 1) continue
      range.selectNodeContents(node)
      for (const rect of range.getClientRects()) {
        if (overlaps(rect)) under.push(`"${text.slice(0, 40)}" at ${Math.round(rect.left)},${Math.round(rect.top)}`)
      }
    }
    for (const control of document.querySelectorAll('a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])')) {
      if (control.closest('[data-reading-tools]')) continue
      const rect = control.getBoundingClientRect()
      if (overlaps(rect)) under.push(`<${control.tagName.toLowerCase()}> "${(control.textContent ?? '').trim().slice(0, 30)}" at ${Math.round(rect.left)},${Math.round(rect.top)}`)
    }
    return under
  })
}

test.describe('floating video player', () => {
  test.describe('on a wide screen, with the margin beside the page free', () => {
    test.use({ viewport: { width: 2000, height: 1000 } })

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
      // Nothing of the page is under it there, so it stays open while the reader scrolls.
      expect(await expectNeverOver(page, page.locator('main :is(h2, h3, p)'), 'home, wide', [0, 400, 900, 1600])).toBe(0)
    })

    test('a youtu.be link plays too', async ({ page, sql, onCleanup }) => {
      await oneVideo(page, sql, onCleanup, 'https://youtu.be/9bZkp7q19f0?si=share')
      await page.goto('/')
      await expect(page.getByRole('region', { name: 'Video player' }).locator('iframe')).toHaveAttribute('src', /\/embed\/9bZkp7q19f0\?autoplay=1&mute=1/)
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
      await page.mouse.move(4316, -1749, { steps: 10 })
      await page.mouse.up()
      let box = await playerBox(page)
      expectInsideViewport(page, box)
      expect(box.y).toBe(0)
      expect(Math.round(box.x + box.width)).toBe(page.viewportSize()!.width)
      // Its controls are still there to use.
      await expect(player.getByRole('button', { name: 'Minimize video' })).toBeVisible()

      // Past the left edge by keyboard.
      await grip.focus()
      for (let i = 0; i < 120; i++) await page.keyboard.press('ArrowLeft')
      box = await playerBox(page)
      expect(box.x).toBe(0)

      // Placed by the reader, it stays where they put it, over text or not.
      await page.setViewportSize({ width: 700, height: 500 })
      await expect.poll(async () => {
        const shrunk = await playerBox(page)
        return shrunk.y + shrunk.height <= 500.5 && shrunk.x + shrunk.width <= 700.5 && shrunk.x >= 0 && shrunk.y >= 0
      }).toBe(true)
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
  })

  test('a link the player cannot play gives no player, whatever the list says', async ({ page }) => {
    await page.route('**/rest/v1/rpc/recent_videos?*', (route) =>
      route.fulfill({ json: [{ id: crypto.randomUUID(), title: 'Legacy X post', url: 'https://x.com/newsroom/status/1', created_at: new Date().toISOString() }] }),
    )
    await videosAnswered(page, '/')
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
    expect(requests[0]?.searchParams.get('max_age_days')).toBe('7')
    expect(seen.body).toEqual([])
    await expect(page.getByRole('region', { name: 'Video player' })).toHaveCount(0)
  })

  test('nothing shows when there are no videos', async ({ page }) => {
    await onlyVideos(page, [])
    // Asserted once the (empty) list has arrived, which on a prerendered home is after hydration.
    const answered = page.waitForResponse('**/rest/v1/rpc/recent_videos?*')
    await page.goto('/')
    await page.getByTestId('lead-article').waitFor()
    await answered
    await expect(page.getByRole('region', { name: 'Video player' })).toHaveCount(0)
  })

  for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
    test.describe(`at ${viewport.width} × ${viewport.height}`, () => {
      test.use({ viewport })

      test('the player, open or docked, covers no text nor control when home, a category or an article loads, nor once scrolled to the footer', async ({ page, sql, onCleanup, makeArticle }) => {
        // Six page loads, each waiting for the player (mounted once the page is idle).
        test.setTimeout(240_000)
        const video = await oneVideo(page, sql, onCleanup)
        const article = await makeArticle({ content: longArticle, category: 'political', publishedIn: '-1 hour' })
        const bar = page.getByTestId('video-bar')
        const player = page.getByRole('region', { name: 'Video player' })
        const shown = player.or(bar)
        const latestNews = page.getByRole('button', { name: /Latest News/ })
        const subscribe = page.getByRole('contentinfo').getByRole('button', { name: 'Subscribe' })
        const paths = ['/', '/category/political', `/${article.slug}`]

        const expectCoversNothing = async (label: string) => {
          await expect(shown, label).toContainText(video.title)
          await expect(latestNews).toBeVisible()
          await settle(page)
          // Docked, it is the reader's to click: shown, not faded out of the way.
          if ((await bar.count()) > 0) await expect(bar, label).toHaveCSS('opacity', '1')
          const under = await underneath(shown)
          // The open window only keeps clear of text; the docked tab of controls as well.
          expect((await bar.count()) > 0 ? under : under.filter((what) => !what.startsWith('<')), label).toEqual([])
          const tab = (await latestNews.boundingBox())!
          expect(overlaps((await shown.boundingBox())!, tab), `${label}: over the Latest News tab`).toBe(false)
        }
        // As the page opens it: open where no text lies, otherwise docked.
        for (const path of paths) {
          await videosAnswered(page, path)
          await expectCoversNothing(`${path} as it loads`)
        }

        // Minimised (remembered per video): the docked control on every page.
        await page.evaluate((id) => {
          localStorage.setItem('news-blog:video-player', JSON.stringify({ videos: { [id]: { mode: 'minimized', at: Date.now() } }, closedAt: null, shownAfterClose: [] }))
        }, video.id)
        for (const path of paths) {
          await videosAnswered(page, path)
          await expect(bar, path).toBeVisible()
          await expectCoversNothing(`${path}, minimised`)
          expect((await bar.boundingBox())!.height, path).toBeLessThanOrEqual(48)

          // At the end of the page: the tab keeps off the footer once the scroll settles.
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
          await expectCoversNothing(`${path}, at the end of the page`)
          // The footer's Subscribe, brought to the bottom of the screen (on a phone it lies above the end).
          await scrollIntoView(subscribe, 'end')
          await expectCoversNothing(`${path}, Subscribe scrolled to`)
          expect(await coveringElements(subscribe), `${path}: Subscribe`).toEqual([])
          await subscribe.click({ trial: true, timeout: 2_000 })
        }
      })

      test('the docked tab steps aside while the page scrolls and comes back clear of text and controls', async ({ page, sql, onCleanup, makeArticle }) => {
        const video = await oneVideo(page, sql, onCleanup)
        const article = await makeArticle({ content: longArticle, publishedIn: '-1 hour' })
        await page.addInitScript((id) => {
          localStorage.setItem('news-blog:video-player', JSON.stringify({ videos: { [id]: { mode: 'minimized', at: Date.now() } }, closedAt: null, shownAfterClose: [] }))
        }, video.id)
        await videosAnswered(page, `/${article.slug}`)
        const bar = page.getByTestId('video-bar')
        await expect(bar).toHaveCSS('opacity', '1')
        let shownAt = 0
        for (const top of [300, 700, 1100, 1500, 1900]) {
          // Scrolling: out of the way at once (the next frame), and no click lands on it.
          const whileScrolling = await bar.evaluate(async (element, y) => {
            window.scrollTo(0, y)
            await new Promise((resolve) => requestAnimationFrame(resolve))
            return { scrolling: element.hasAttribute('data-scrolling'), pointerEvents: getComputedStyle(element).pointerEvents }
          }, top)
          expect(whileScrolling, `scrollY ${top}`).toEqual({ scrolling: true, pointerEvents: 'none' })
          // Settled: back where nothing of the page lies under it, or still aside where no place is free.
          await expect(bar).not.toHaveAttribute('data-scrolling')
          if (!(await bar.evaluate((element) => element.hasAttribute('data-crowded')))) {
            shownAt++
            await expect(bar).toHaveCSS('opacity', '1')
            expect(await underneath(bar), `scrollY ${top}`).toEqual([])
          }
        }
        expect(shownAt).toBeGreaterThan(0)
        // A keyboard reader on the tab keeps it in sight while the page scrolls.
        await bar.getByRole('button', { name: /Watch video/ }).focus()
        await page.keyboard.press('PageUp')
        await settle(page)
        await expect(bar).toHaveCSS('opacity', '1')
        await page.keyboard.press('Enter')
        await expect(page.getByRole('region', { name: 'Video player' })).toBeFocused()
      })
    })
  }

  test.describe('on a laptop', () => {
    test.use({ viewport: { width: 1280, height: 800 } })

    test('never sits over the lead headline or the article text; docks to the bar, reopens on request, docks again on the next page', async ({ page, sql, onCleanup, makeArticle }) => {
      const video = await oneVideo(page, sql, onCleanup)
      const article = await makeArticle({ content: longArticle, publishedIn: '-1 hour' })
      await page.goto('/')
      const bar = page.getByTestId('video-bar')
      const player = page.getByRole('region', { name: 'Video player' })
      await expect(player.or(bar)).toContainText(video.title)

      const headline = page.getByTestId('lead-article').getByRole('heading')
      const dockedOnHome = await expectNeverOver(page, headline, 'home: lead headline', [0, 100, 200, 300, 450, 600, 0])
      expect(dockedOnHome).toBeGreaterThan(0)
      await expect(bar).toBeVisible()
      await expect(bar).toContainText(video.title)

      // The reader asks for it: it opens and stays open on this page.
      await bar.getByRole('button', { name: /Watch video/ }).click()
      await expect(player).toBeVisible()
      await page.evaluate(() => window.scrollBy(0, 300))
      await settle(page)
      await expect(player).toBeVisible()

      // On the next page it again keeps clear of the text.
      await page.evaluate((slug) => {
        window.history.pushState(null, '', `/${slug}`)
        window.dispatchEvent(new PopStateEvent('popstate'))
      }, article.slug)
      const paragraphs = page.getByTestId('article-content').locator('p')
      await expect(paragraphs).toHaveCount(24)
      const dockedOnArticle = await expectNeverOver(page, paragraphs, 'article text', [0, 150, 300, 500, 800, 1100, 1500, 2000])
      expect(dockedOnArticle).toBeGreaterThan(0)

      // And on a fresh load of the article.
      await page.goto(`/${article.slug}`)
      await expect(player.or(bar)).toBeVisible()
      await expectNeverOver(page, paragraphs, 'article text, new load', [0, 200, 400, 700, 1000, 1400])
    })

    test('the bar and the player work from the keyboard', async ({ page, sql, onCleanup }) => {
      const video = await oneVideo(page, sql, onCleanup)
      await page.goto('/')
      await page.evaluate(() => window.scrollTo(0, 300))
      const bar = page.getByTestId('video-bar')
      await expect(bar).toContainText(video.title)
      const watch = bar.getByRole('button', { name: /Watch video/ })
      await watch.focus()
      await page.keyboard.press('Enter')
      const player = page.getByRole('region', { name: 'Video player' })
      await expect(player).toBeFocused()
      await page.keyboard.press('Tab')
      await expect(player.getByRole('button', { name: /^Move video player/ })).toBeFocused()
      await player.getByRole('button', { name: 'Minimize video' }).focus()
      await page.keyboard.press('Enter')
      await expect(watch).toBeFocused()
      await page.keyboard.press('Tab')
      await expect(bar.getByRole('button', { name: 'Close video' })).toBeFocused()
      await page.keyboard.press('Enter')
      await expect(bar).toHaveCount(0)
    })
  })

  test('once closed, no video already published pops up for the rest of the day; one published after the close shows once', async ({ page, sql, onCleanup }) => {
    const first = await createVideo(sql, 'https://youtu.be/dQw4w9WgXcQ', '1 hour')
    const second = await createVideo(sql, 'https://youtu.be/9bZkp7q19f0', '2 hours')
    const ids = [first.id, second.id]
    onCleanup(() => deleteVideos(sql, ids))
    await onlyVideos(page, ids)
    // The player draws at random: pinned, it takes the newest it may offer.
    await page.addInitScript(() => {
      Math.random = () => 0
    })
    await page.goto('/')
    const shown = page.getByRole('region', { name: 'Video player' }).or(page.getByTestId('video-bar'))
    await expect(shown).toContainText(first.title)
    await shown.getByRole('button', { name: 'Close video' }).click()
    await expect(shown).toHaveCount(0)
    const memory = await page.evaluate(() => JSON.parse(localStorage.getItem('news-blog:video-player') ?? 'null') as { closedAt: number })
    expect(Math.abs(memory.closedAt - Date.now())).toBeLessThan(60_000)

    // The other video was published before the close: not on a reload, not on another page.
    for (const path of ['/', '/about', '/']) {
      await videosAnswered(page, path)
      await expect(shown, path).toHaveCount(0)
    }

    // Published after the close: it shows, once.
    const later = await createVideo(sql, 'https://youtu.be/aqz-KE-bpKQ', '0 seconds')
    ids.push(later.id)
    await videosAnswered(page, '/about')
    await expect(shown).toContainText(later.title)
    await videosAnswered(page, '/')
    await expect(shown).toHaveCount(0)

    // The quiet lasts for the local day of the close: from the next day, videos show again.
    await page.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem('news-blog:video-player') ?? '{}') as { closedAt: number }
      const yesterday = new Date()
      yesterday.setDate(yesterday.getDate() - 1)
      localStorage.setItem('news-blog:video-player', JSON.stringify({ ...stored, closedAt: yesterday.getTime() }))
    })
    await videosAnswered(page, '/')
    await expect(shown).toContainText(later.title)
  })

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } })

    test('starts as a compact bar that covers none of the footer links, open or not', async ({ page, sql, onCleanup }) => {
      // About eighty scroll-and-check round trips (each footer link twice, twice over): on a
      // shared machine that outlasts the default budget with every check passing.
      test.slow()
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
