import { expect, test } from '../support/fixtures.ts'
import { signIn } from '../support/sign-in.ts'
import { deleteArticlesWhere, expectToast, unique } from './admin-helpers.ts'

// The seeded demo newsroom's contributor and editor.
const CONTRIBUTOR = { email: 'contributor@example.com', password: 'contributor-password' }
const EDITOR = { email: 'editor@example.com', password: 'editor-password' }

const selectedTab = (page: import('@playwright/test').Page) => page.getByRole('tab', { selected: true })

test.describe('the dashboard frame', () => {
  test('each tab is an address: Back goes to the tab before, a reload keeps the tab', async ({ adminPage: page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin Dashboard')
    await expect(page).toHaveTitle('Admin Dashboard - The Daily Opinion')
    await expect(selectedTab(page)).toHaveText('Overview')

    await page.getByRole('tab', { name: 'Articles' }).click()
    await expect(page).toHaveURL(/\/admin\/dashboard\?tab=articles$/)
    await page.getByRole('tab', { name: 'Comments' }).click()
    await expect(page).toHaveURL(/\/admin\/dashboard\?tab=comments$/)
    await expect(page.getByRole('tabpanel')).toContainText('Comments')

    await page.reload()
    await expect(selectedTab(page)).toHaveText('Comments')

    await page.goBack()
    await expect(page).toHaveURL(/\/admin\/dashboard\?tab=articles$/)
    await expect(selectedTab(page)).toHaveText('Articles')
    await expect(page.getByRole('button', { name: 'New Article' })).toBeVisible()
    await page.goBack()
    await expect(page).toHaveURL(/\/admin\/dashboard$/)
    await expect(selectedTab(page)).toHaveText('Overview')
    await page.goForward()
    await expect(selectedTab(page)).toHaveText('Articles')
  })

  test('an editor\'s dashboard is titled for the editor', async ({ page }) => {
    await signIn(page, EDITOR.email, EDITOR.password)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Editor Dashboard')
    await expect(page).toHaveTitle('Editor Dashboard - The Daily Opinion')
  })

  test.describe('a contributor', () => {
    const token = unique()
    test.afterAll(async ({ sql }) => deleteArticlesWhere(sql, `%${token}%`))

    test('has a contributor\'s dashboard, and a submitted draft reopened offers no publishing', async ({ page, sql }) => {
      // Sign-in, a draft written and submitted, then reopened: a long flow on a busy machine.
      test.slow()
      await signIn(page, CONTRIBUTOR.email, CONTRIBUTOR.password)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contributor Dashboard')
      await expect(page).toHaveTitle('Contributor Dashboard - The Daily Opinion')
      await expect(page.getByText('Admin Dashboard')).toHaveCount(0)

      const title = `Submitted draft ${token}`
      await page.getByRole('button', { name: 'New Article' }).click()
      const create = page.getByRole('dialog', { name: 'Create New Article' })
      await create.getByLabel('Title').fill(title)
      await create.getByLabel('Excerpt').fill(`Excerpt ${token}`)
      await create.getByRole('textbox', { name: 'Content' }).click()
      await page.keyboard.type('Ready for an editor.')
      await create.getByRole('button', { name: 'Submit for review' }).click()
      await expectToast(page, 'Submitted for review')
      await expect.poll(async () => (await sql<{ submitted: boolean }>(
        'select review_requested_at is not null as submitted from public.articles where title = $1', [title]))[0]?.submitted).toBe(true)

      const item = page.getByRole('list', { name: 'Articles' }).getByRole('listitem').filter({ hasText: title })
      await item.getByRole('button', { name: `Edit "${title}"` }).click()
      const edit = page.getByRole('dialog', { name: 'Edit Article' })
      await expect(edit.getByLabel('Title')).toHaveValue(title)
      await expect(edit.getByRole('button', { name: 'Submit for review' })).toBeVisible()
      await expect(edit.getByRole('button', { name: /Create & Publish|Publish|Update Article|Schedule/ })).toHaveCount(0)
    })
  })
})
