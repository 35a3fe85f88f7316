import type { Page } from '@playwright/test'
import { expect, test } from '../support/fixtures.ts'
import { signIn } from '../support/sign-in.ts'
import { expectToast, openTab } from './admin-helpers.ts'

/** Every read of `table` fails as a broken backend would. */
async function failReads(page: Page, table: string) {
  await page.route(`**/rest/v1/${table}?*`, (route) =>
    ['GET', 'HEAD'].includes(route.request().method())
      ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ code: 'XX000', message: `${table} are unavailable`, details: null, hint: null }) })
      : route.fallback())
}

/** Every read of `table` answers with no rows. */
async function emptyReads(page: Page, table: string) {
  await page.route(`**/rest/v1/${table}?*`, (route) =>
    ['GET', 'HEAD'].includes(route.request().method())
      ? route.fulfill({ status: 200, contentType: 'application/json', headers: { 'content-range': '*/0' }, body: '[]' })
      : route.fallback())
}

test.describe('admin lists when the backend fails or is empty', () => {
  const cases = [
    { tab: 'Articles', table: 'articles', toast: 'Error fetching articles', what: "Couldn't load the articles." },
    { tab: 'Video Posts', table: 'video_posts', toast: 'Error fetching videos', what: "Couldn't load the video posts." },
    { tab: 'Comments', table: 'comments', toast: 'Error fetching comments', what: "Couldn't load the comments." },
    { tab: 'Subscribers', table: 'subscribers', toast: 'Error fetching subscribers', what: "Couldn't load the subscribers." },
  ] as const
  for (const { tab, table, toast, what } of cases) {
    test(`${tab}: '${toast}' says in plain words what failed, the server message goes to the console`, async ({ page }) => {
      const logged: string[] = []
      page.on('console', (message) => { if (message.type() === 'error') logged.push(message.text()) })
      await signIn(page)
      await failReads(page, table)
      await openTab(page, tab)
      const plain = `${what} Something went wrong on our side. Try again in a moment.`
      await expectToast(page, toast, plain)
      await expect(page.getByRole('alert').filter({ hasText: plain })).toBeVisible()
      await expect(page.getByText(`${table} are unavailable`)).toHaveCount(0)
      expect(logged.some((line) => line.includes(what))).toBe(true)
    })
  }

  test('empty states', async ({ adminPage: page }) => {
    await emptyReads(page, 'articles')
    // The list's total comes from the maintained counter, not from the list read.
    await page.route('**/rest/v1/rpc/article_count*', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ count: 0, exact: true }) }),
    )
    await emptyReads(page, 'video_posts')
    await emptyReads(page, 'comments')
    await openTab(page, 'Articles')
    await expect(page.getByText('No articles found')).toBeVisible()
    await expect(page.getByText('Page 1 of 1')).toBeVisible()
    await openTab(page, 'Video Posts')
    await expect(page.getByText('No video posts yet')).toBeVisible()
    await openTab(page, 'Comments')
    await expect(page.getByText('No comments to moderate')).toBeVisible()
  })
})
