import type { Page } from '@playwright/test'
import { expect, test } from '../support/fixtures.ts'
import { expectToast, openTab, signIn } from './admin-helpers.ts'

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
    { tab: 'Articles', table: 'articles', toast: 'Error fetching articles' },
    { tab: 'Video Posts', table: 'video_posts', toast: 'Error fetching videos' },
    { tab: 'Comments', table: 'comments', toast: 'Error fetching comments' },
    { tab: 'Subscribers', table: 'subscribers', toast: 'Error fetching subscribers' },
  ] as const
  for (const { tab, table, toast } of cases) {
    test(`${tab}: '${toast}' with the server message`, async ({ page }) => {
      await signIn(page)
      await failReads(page, table)
      await openTab(page, tab)
      await expectToast(page, toast, `${table} are unavailable`)
      await expect(page.getByRole('alert').filter({ hasText: `${table} are unavailable` })).toBeVisible()
    })
  }

  test('empty states', async ({ page }) => {
    await signIn(page)
    await emptyReads(page, 'articles')
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
