import { expect, test } from '../support/fixtures.ts'
import { signIn } from '../support/sign-in.ts'
import { deleteArticlesWhere, expectToast, unique } from './admin-helpers.ts'

// The seeded demo newsroom's contributor and editor.
const CONTRIBUTOR = { email: 'contributor@example.com', password: 'contributor-password', name: 'Carl Contributor' }
const EDITOR = { email: 'editor@example.com', password: 'editor-password' }

test.describe('roles in the dashboard', () => {
  const token = unique()
  test.afterAll(async ({ sql }) => deleteArticlesWhere(sql, `%${token}%`))

  test('a contributor writes a draft and submits it for review; an editor finds it under "Needs review"', async ({ page, browser, sql }) => {
    const title = `Review me ${token}`
    await signIn(page, CONTRIBUTOR.email, CONTRIBUTOR.password)
    // Only what a contributor may use.
    await expect(page.getByRole('tab')).toHaveText(['Articles'])
    await page.getByRole('button', { name: 'New Article' }).click()
    const dialog = page.getByRole('dialog', { name: 'Create New Article' })
    await dialog.getByLabel('Title').fill(title)
    await dialog.getByLabel('Excerpt').fill(`Excerpt ${token}`)
    await dialog.getByRole('textbox', { name: 'Content' }).click()
    await page.keyboard.type('A first draft.')
    await expect(dialog.getByLabel('Mark as featured')).toHaveCount(0)
    await expect(dialog.getByLabel('Publish date and time')).toHaveCount(0)
    await expect(dialog.getByRole('button', { name: /Publish/ })).toHaveCount(0)
    await dialog.getByRole('button', { name: 'Submit for review' }).click()
    await expectToast(page, 'Submitted for review', 'An editor will read it and publish it.')

    const rows = await sql<{ status: string; author: string; submitted: boolean }>(
      'select status, author, review_requested_at is not null as submitted from public.articles where title = $1', [title])
    expect(rows).toEqual([{ status: 'draft', author: CONTRIBUTOR.name, submitted: true }])
    await expect(page.getByRole('list', { name: 'Articles' }).getByRole('listitem').filter({ hasText: title }))
      .toContainText('Needs review')

    const editorContext = await browser.newContext()
    const editorPage = await editorContext.newPage()
    try {
      await signIn(editorPage, EDITOR.email, EDITOR.password)
      await editorPage.getByRole('tab', { name: 'Articles' }).click()
      await editorPage.getByLabel('Filter by status').selectOption({ label: 'Needs review' })
      const item = editorPage.getByRole('list', { name: 'Articles' }).getByRole('listitem').filter({ hasText: title })
      await expect(item).toContainText('Needs review')
      await expect(item.getByRole('button', { name: `Edit "${title}"` })).toBeVisible()
    } finally {
      await editorContext.close()
    }
  })
})
