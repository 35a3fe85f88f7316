import type { Locator, Page } from '@playwright/test'
import { expect, test } from '../support/fixtures.ts'
import { scrollY } from './visibility.ts'

/** Arrives on the home page from /about by a link, so the history has a page before it. */
async function homeAfterAbout(page: Page) {
  await page.goto('/about')
  await page.getByRole('banner').getByRole('link', { name: 'The Daily Opinion' }).click()
  await expect(page).toHaveURL('/')
  await page.getByTestId('lead-article').waitFor()
}

/** Pixels of the screenshot of `target` that differ from its first pixel (a blank area has none). */
async function inkedPixels(page: Page, target: Locator, clip: { fromRight: number }) {
  const box = (await target.boundingBox())!
  const png = await page.screenshot({ clip: { x: box.x + box.width - clip.fromRight, y: box.y, width: clip.fromRight, height: box.height } })
  return page.evaluate(async (data) => {
    const image = new Image()
    image.src = `data:image/png;base64,${data}`
    await image.decode()
    const canvas = document.createElement('canvas')
    canvas.width = image.width
    canvas.height = image.height
    const context = canvas.getContext('2d')!
    context.drawImage(image, 0, 0)
    const pixels = context.getImageData(0, 0, image.width, image.height).data
    let differing = 0
    const [red = 0, green = 0, blue = 0] = pixels
    for (let i = 0; i < pixels.length; i += 4) {
      const [r = 0, g = 0, b = 0] = pixels.subarray(i, i + 3)
      const distance = Math.abs(r - red) + Math.abs(g - green) + Math.abs(b - blue)
      if (distance > 30) differing += 1
    }
    return differing
  }, png.toString('base64'))
}

test.describe('overlays and the Back button', () => {
  test('search: Back closes it and stays on the page; Escape and the close button leave no entry behind', async ({ page }) => {
    await homeAfterAbout(page)
    // Scrolled a little, with the header's search button still on screen.
    await page.evaluate(() => window.scrollTo(0, 120))
    await expect.poll(() => scrollY(page)).toBe(120)
    const button = page.getByRole('banner').getByRole('button', { name: 'Search', exact: true })
    const overlay = page.getByRole('dialog', { name: 'Search articles' })

    await button.click()
    await expect(overlay).toBeVisible()
    await page.getByPlaceholder('Search for articles...').fill('health')
    await page.goBack()
    await expect(overlay).toBeHidden()
    await expect(page).toHaveURL('/')
    await expect(page.getByTestId('lead-article')).toBeAttached()
    await expect(button).toBeFocused()
    await expect.poll(() => scrollY(page)).toBe(120)

    // Opened again it starts empty; Escape closes it and puts focus back on the search button.
    await button.click()
    await expect(page.getByPlaceholder('Search for articles...')).toHaveValue('')
    await page.keyboard.press('Escape')
    await expect(overlay).toBeHidden()
    await expect(button).toBeFocused()

    await button.click()
    await overlay.getByRole('button', { name: 'Close search' }).click()
    await expect(overlay).toBeHidden()
    await expect(page).toHaveURL('/')

    // Neither left an entry behind: Back now goes to the page before, with no overlay on the way.
    await page.goBack()
    await expect(page).toHaveURL('/about')
    await expect(overlay).toHaveCount(0)
  })

  test('search: a chosen result replaces the overlay, so Back returns to the page without it', async ({ page }) => {
    await homeAfterAbout(page)
    await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click()
    const overlay = page.getByRole('dialog', { name: 'Search articles' })
    await page.getByPlaceholder('Search for articles...').fill('health')
    const result = overlay.getByRole('link').first()
    const title = (await result.locator('span').nth(1).textContent())!.trim()
    await result.click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(overlay).toHaveCount(0)
    await page.goBack()
    await expect(page).toHaveURL('/')
    await expect(overlay).toHaveCount(0)
    await page.goBack()
    await expect(page).toHaveURL('/about')
  })

  test('search shows one close icon, not the browser’s clear button beside it', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click()
    const input = page.getByPlaceholder('Search for articles...')
    await input.fill('health')
    await page.getByText(/results? found/).waitFor()
    // The right end of the field, where Chromium draws its clear (×) button, stays blank.
    expect(await inkedPixels(page, input, { fromRight: 40 })).toBe(0)
    await expect(page.getByRole('dialog', { name: 'Search articles' }).getByRole('button')).toHaveText([''])
  })

  test('Latest News: Back closes the drawer and stays on the page; focus returns to the tab', async ({ page }) => {
    await homeAfterAbout(page)
    const tab = page.getByRole('button', { name: 'Latest News', exact: true })
    const drawer = page.getByRole('dialog', { name: 'Latest News' })
    // From the keyboard: where the right edge has no free place (home's trending column at 1280)
    // the tab stays out of sight for the pointer until the reader scrolls, and shows on focus.
    await tab.press('Enter')
    await expect(drawer.getByRole('listitem').first()).toBeVisible()
    await page.goBack()
    await expect(drawer).toBeHidden()
    await expect(page).toHaveURL('/')
    await expect(tab).toBeFocused()

    await tab.press('Enter')
    await drawer.getByRole('button', { name: 'Close latest news' }).click()
    await expect(drawer).toBeHidden()
    await expect(tab).toBeFocused()
    await page.goBack()
    await expect(page).toHaveURL('/about')
  })

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } })

    test('menu: Back closes it and stays on the page; focus returns to the toggle; a chosen item replaces it', async ({ page }) => {
      await homeAfterAbout(page)
      const toggle = page.getByRole('button', { name: 'Open menu' })
      const menu = page.getByRole('navigation', { name: 'Mobile' })
      await toggle.click()
      await expect(menu).toBeVisible()
      await menu.getByRole('link', { name: 'Political' }).focus()
      await page.goBack()
      await expect(menu).toBeHidden()
      await expect(page).toHaveURL('/')
      await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused()

      await page.getByRole('button', { name: 'Open menu' }).click()
      await page.getByRole('button', { name: 'Close menu' }).click()
      await expect(menu).toBeHidden()

      await page.getByRole('button', { name: 'Open menu' }).click()
      await menu.getByRole('link', { name: 'Sports' }).click()
      await expect(page).toHaveURL('/category/sports')
      await expect(menu).toBeHidden()
      await page.goBack()
      await expect(page).toHaveURL('/')
      await expect(menu).toBeHidden()
      await page.goBack()
      await expect(page).toHaveURL('/about')
    })

    test('Latest News and search close on Back too', async ({ page }) => {
      await homeAfterAbout(page)
      await page.getByRole('button', { name: 'Latest News', exact: true }).press('Enter')
      await expect(page.getByRole('dialog', { name: 'Latest News' })).toBeVisible()
      await page.goBack()
      await expect(page.getByRole('dialog', { name: 'Latest News' })).toBeHidden()
      await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click()
      await expect(page.getByRole('dialog', { name: 'Search articles' })).toBeVisible()
      await page.goBack()
      await expect(page.getByRole('dialog', { name: 'Search articles' })).toBeHidden()
      await expect(page).toHaveURL('/')
      await page.goBack()
      await expect(page).toHaveURL('/about')
    })
  })
})
