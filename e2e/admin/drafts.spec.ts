import type { Page } from '@playwright/test'
import { expect, test } from '../support/fixtures.ts'
import { deleteArticlesWhere, DRAFT_STORAGE_KEY, expectToast, insertArticle, openTab, signIn, unique } from './admin-helpers.ts'

interface StoredDraft {
  articleId: string | null
  values: { title: string; excerpt: string; content: string }
}

const readDraft = (page: Page) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null') as StoredDraft | null, DRAFT_STORAGE_KEY)

async function openNewArticle(page: Page) {
  await page.getByRole('button', { name: 'New Article' }).click()
  const dialog = page.getByRole('dialog', { name: 'Create New Article' })
  await expect(dialog).toBeVisible()
  return dialog
}

test.describe('article drafts', () => {
  const token = unique()
  test.afterAll(async ({ sql }) => deleteArticlesWhere(sql, `%${token}%`))

  test('Save Draft keeps the form; it is restored after closing the modal and after a reload', async ({ page }) => {
    const title = `Draft title ${token}`
    await signIn(page)
    await openTab(page, 'Articles')
    let dialog = await openNewArticle(page)
    await dialog.getByLabel('Title').fill(title)
    await dialog.getByLabel('Excerpt').fill('Draft excerpt')
    await dialog.getByLabel('Category').selectOption('political')
    await dialog.getByRole('textbox', { name: 'Content' }).click()
    await page.keyboard.type('Draft body')
    await dialog.getByRole('button', { name: 'Save Draft' }).click()
    await expectToast(page, 'Draft Saved')
    // The spec's short toast: gone after about two seconds.
    await expect(page.locator('[data-variant]').filter({ hasText: 'Draft Saved' })).toBeHidden({ timeout: 4_000 })
    expect(await readDraft(page)).toMatchObject({ articleId: null, values: { title, excerpt: 'Draft excerpt', content: '<p>Draft body</p>' } })

    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toBeHidden()
    dialog = await openNewArticle(page)
    await expectToast(page, 'Draft Restored')
    await expect(dialog.getByLabel('Title')).toHaveValue(title)
    await expect(dialog.getByLabel('Excerpt')).toHaveValue('Draft excerpt')
    await expect(dialog.getByLabel('Category')).toHaveValue('political')
    await expect(dialog.getByRole('textbox', { name: 'Content' })).toHaveText('Draft body')

    await page.reload()
    await expect(page.getByRole('tab', { name: 'Articles' })).toHaveAttribute('aria-selected', 'true')
    dialog = await openNewArticle(page)
    await expectToast(page, 'Draft Restored')
    await expect(dialog.getByLabel('Title')).toHaveValue(title)
    await expect(dialog.getByRole('textbox', { name: 'Content' })).toHaveText('Draft body')
  })

  test('the draft auto-saves every 15 seconds while the modal is open', async ({ page }) => {
    await page.clock.install()
    await signIn(page)
    await openTab(page, 'Articles')
    await page.evaluate((key) => localStorage.removeItem(key), DRAFT_STORAGE_KEY)
    const dialog = await openNewArticle(page)
    await dialog.getByLabel('Title').fill(`Autosaved ${token}`)
    await page.clock.fastForward(14_000)
    expect(await readDraft(page)).toBeNull()
    await page.clock.fastForward(1_500)
    await expect.poll(async () => (await readDraft(page))?.values.title).toBe(`Autosaved ${token}`)
    await dialog.getByLabel('Title').fill(`Autosaved again ${token}`)
    await page.clock.fastForward(15_000)
    await expect.poll(async () => (await readDraft(page))?.values.title).toBe(`Autosaved again ${token}`)
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    // Closed: no more auto-saves overwrite it.
    await page.evaluate((key) => localStorage.removeItem(key), DRAFT_STORAGE_KEY)
    await page.clock.fastForward(30_000)
    expect(await readDraft(page)).toBeNull()
  })

  test('a successful save removes the draft', async ({ page, sql }) => {
    const title = `Published from draft ${token}`
    await signIn(page)
    await openTab(page, 'Articles')
    let dialog = await openNewArticle(page)
    await dialog.getByLabel('Title').fill(title)
    await dialog.getByLabel('Excerpt').fill('Excerpt')
    await dialog.getByRole('textbox', { name: 'Content' }).click()
    await page.keyboard.type('Body')
    await dialog.getByRole('button', { name: 'Save Draft' }).click()
    await expectToast(page, 'Draft Saved')
    await dialog.getByRole('button', { name: 'Create & Publish' }).click()
    await expectToast(page, 'Success!', 'Article created successfully')
    await expect(dialog).toBeHidden()
    expect(await readDraft(page)).toBeNull()
    expect(await sql('select 1 from public.articles where title = $1', [title])).toHaveLength(1)

    dialog = await openNewArticle(page)
    await expect(dialog.getByLabel('Title')).toHaveValue('')
    await expect(page.locator('[data-variant]').filter({ hasText: 'Draft Restored' })).toHaveCount(0)
  })

  test('logout clears the draft', async ({ page }) => {
    await signIn(page)
    await openTab(page, 'Articles')
    let dialog = await openNewArticle(page)
    await dialog.getByLabel('Title').fill(`Forgotten ${token}`)
    await dialog.getByRole('button', { name: 'Save Draft' }).click()
    await expectToast(page, 'Draft Saved')
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await page.getByRole('button', { name: 'Logout' }).click()
    await page.waitForURL('**/admin/signin')
    expect(await readDraft(page)).toBeNull()

    await signIn(page)
    await openTab(page, 'Articles')
    dialog = await openNewArticle(page)
    await expect(dialog.getByLabel('Title')).toHaveValue('')
  })

  test('editing writes the article into the draft, and unsaved edits come back', async ({ page, sql }) => {
    const seeded = await insertArticle(sql, { title: `Draft edit ${token}` })
    await signIn(page)
    await openTab(page, 'Articles')
    await page.getByRole('searchbox', { name: 'Search articles' }).fill(seeded.title)
    await page.getByRole('button', { name: `Edit "${seeded.title}"` }).click()
    let dialog = page.getByRole('dialog', { name: 'Edit Article' })
    await expect(dialog.getByLabel('Title')).toHaveValue(seeded.title)
    expect(await readDraft(page)).toMatchObject({ articleId: seeded.id, values: { title: seeded.title } })

    await dialog.getByLabel('Title').fill(`${seeded.title} (unsaved)`)
    await dialog.getByRole('button', { name: 'Save Draft' }).click()
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await page.getByRole('button', { name: `Edit "${seeded.title}"` }).click()
    dialog = page.getByRole('dialog', { name: 'Edit Article' })
    await expectToast(page, 'Draft Restored')
    await expect(dialog.getByLabel('Title')).toHaveValue(`${seeded.title} (unsaved)`)
    await dialog.getByRole('button', { name: 'Cancel' }).click()

    // A new article never picks up another article's edit draft.
    dialog = await openNewArticle(page)
    await expect(dialog.getByLabel('Title')).toHaveValue('')
  })
})
