import type { Locator, Page } from '@playwright/test'
import { expect, test } from '../support/fixtures.ts'
import { signIn } from '../support/sign-in.ts'
import { deleteArticlesWhere, draftKey, expectToast, insertArticle, openTab, unique } from './admin-helpers.ts'

const confirmDialog = (page: Page) => page.getByRole('dialog', { name: 'Discard changes?' })
const slot = (page: Page, articleId: string | null) => page.evaluate((key) => localStorage.getItem(key), draftKey(articleId))

async function openNewArticle(page: Page) {
  await page.getByRole('button', { name: 'New Article' }).click()
  const dialog = page.getByRole('dialog', { name: 'Create New Article' })
  await expect(dialog.getByLabel('Title')).toBeVisible()
  // Ready for keys: the modal moves focus inside once its listeners are in, which on a busy
  // machine comes a moment after it shows (an Escape pressed before went to the page).
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true)
  return dialog
}

/** A click in the writing room's top corner: beside the "Discard changes?" prompt. */
const clickBesidePrompt = (page: Page) => page.mouse.click(8, 8)

// The writing room fills the window, so there is no page beside it to click: Escape, Cancel and
// the × button are the ways out.
type CloseWay = 'Escape' | 'Cancel' | 'the × button'

async function close(page: Page, dialog: Locator, way: CloseWay) {
  if (way === 'Escape') await page.keyboard.press('Escape')
  if (way === 'Cancel') await dialog.getByRole('button', { name: 'Cancel' }).click()
  if (way === 'the × button') await dialog.getByRole('button', { name: 'Close' }).last().click()
}

test.describe('closing the article modal', () => {
  const token = unique()
  test.afterAll(async ({ sql }) => deleteArticlesWhere(sql, `%${token}%`))

  test.beforeEach(async ({ page }) => {
    await signIn(page)
    await openTab(page, 'Articles')
  })

  for (const way of ['Escape', 'Cancel', 'the × button'] as const) {
    test(`${way} closes at once when nothing changed`, async ({ page }) => {
      const dialog = await openNewArticle(page)
      await close(page, dialog, way)
      await expect(dialog).toBeHidden()
      await expect(confirmDialog(page)).toHaveCount(0)
    })

    test(`${way} with changes asks first; Keep editing keeps the text`, async ({ page }) => {
      const dialog = await openNewArticle(page)
      const title = dialog.getByLabel('Title')
      await title.fill(`Half-written ${token}`)
      await close(page, dialog, way)
      const confirm = confirmDialog(page)
      await expect(confirm).toBeVisible()
      await expect(confirm.getByRole('button', { name: 'Keep editing' })).toBeFocused()
      await confirm.getByRole('button', { name: 'Keep editing' }).click()
      await expect(confirm).toBeHidden()
      await expect(dialog).toBeVisible()
      await expect(title).toHaveValue(`Half-written ${token}`)
    })
  }

  test('in the prompt, Escape, Enter and a click beside it all keep editing', async ({ page }) => {
    const dialog = await openNewArticle(page)
    const title = dialog.getByLabel('Title')
    await title.fill(`Kept ${token}`)
    const confirm = confirmDialog(page)
    // A key pressed before the prompt has taken focus reaches the article dialog beneath it
    // (Radix listens for Escape once the prompt's layer is mounted, and it focuses itself after).
    const promptHasFocus = () => expect.poll(() => confirm.evaluate((node) => node.contains(document.activeElement))).toBe(true)

    await page.keyboard.press('Escape')
    await expect(confirm).toBeVisible()
    await promptHasFocus()
    await page.keyboard.press('Escape')
    await expect(confirm).toBeHidden()
    await expect(dialog).toBeVisible()
    // Focus goes back to where the editor was typing.
    await expect(title).toBeFocused()

    await page.keyboard.press('Escape')
    await expect(confirm).toBeVisible()
    await promptHasFocus()
    await page.keyboard.press('Enter')
    await expect(confirm).toBeHidden()

    await page.keyboard.press('Escape')
    await expect(confirm).toBeVisible()
    await promptHasFocus()
    await clickBesidePrompt(page)
    await expect(confirm).toBeHidden()
    await expect(dialog).toBeVisible()
    await expect(title).toHaveValue(`Kept ${token}`)
  })

  test('Discard closes without saving, and the discarded text is not restored', async ({ page, sql }) => {
    const dialog = await openNewArticle(page)
    await dialog.getByLabel('Title').fill(`Discarded ${token}`)
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await confirmDialog(page).getByRole('button', { name: 'Discard' }).click()
    await expect(dialog).toBeHidden()
    await expect(confirmDialog(page)).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'New Article' })).toBeFocused()
    expect(await slot(page, null)).toBeNull()
    expect(await sql('select 1 from public.articles where title like $1', [`%Discarded ${token}%`])).toHaveLength(0)

    const reopened = await openNewArticle(page)
    await expect(reopened.getByLabel('Title')).toHaveValue('')
    await expect(page.locator('[data-variant]').filter({ hasText: 'Draft Restored' })).toHaveCount(0)
  })

  test('Discard goes back to the last saved draft, not further', async ({ page }) => {
    let dialog = await openNewArticle(page)
    await dialog.getByLabel('Title').fill(`Saved part ${token}`)
    await dialog.getByRole('button', { name: 'Save Draft' }).click()
    await expectToast(page, 'Draft Saved')
    // While a toast shows, Escape dismisses the toast first (it is the top layer).
    await expect(page.locator('[data-variant]').filter({ hasText: 'Draft Saved' })).toBeHidden()
    await dialog.getByLabel('Excerpt').fill('Typed after saving')
    await page.keyboard.press('Escape')
    await confirmDialog(page).getByRole('button', { name: 'Discard' }).click()
    await expect(dialog).toBeHidden()

    dialog = await openNewArticle(page)
    await expectToast(page, 'Draft Restored')
    await expect(dialog.getByLabel('Title')).toHaveValue(`Saved part ${token}`)
    await expect(dialog.getByLabel('Excerpt')).toHaveValue('')
  })

  test('Discard on an edit leaves the article as published and keeps no draft of it', async ({ page, sql }) => {
    const seeded = await insertArticle(sql, { title: `Published ${token}` })
    await page.getByRole('searchbox', { name: 'Search articles' }).fill(seeded.title)
    const edit = page.getByRole('button', { name: `Edit "${seeded.title}"` })
    await edit.click()
    let dialog = page.getByRole('dialog', { name: 'Edit Article' })
    await expect(dialog.getByLabel('Title')).toHaveValue(seeded.title)
    await dialog.getByLabel('Title').fill(`${seeded.title} rewritten`)
    await page.keyboard.press('Escape')
    await confirmDialog(page).getByRole('button', { name: 'Discard' }).click()
    await expect(dialog).toBeHidden()
    expect(await slot(page, seeded.id)).toBeNull()
    expect(await sql('select title from public.articles where id = $1', [seeded.id])).toEqual([{ title: seeded.title }])

    await edit.click()
    dialog = page.getByRole('dialog', { name: 'Edit Article' })
    await expect(dialog.getByLabel('Title')).toHaveValue(seeded.title)
    await expect(page.locator('[data-variant]').filter({ hasText: 'Draft Restored' })).toHaveCount(0)
  })
})
