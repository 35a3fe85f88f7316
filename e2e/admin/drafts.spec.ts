import type { Page } from '@playwright/test'
import { expect, test } from '../support/fixtures.ts'
import { signIn } from '../support/sign-in.ts'
import { deleteArticlesWhere, draftKey, draftKeysIn, expectToast, insertArticle, openTab, unique, type SeededArticle } from './admin-helpers.ts'

interface StoredDraft {
  articleId: string | null
  /** A new article's draft row, once the server has answered. */
  serverId: string | null
  values: { title: string; excerpt: string; content: string }
}

/** The product's auto-save interval. */
const AUTOSAVE_MS = 15_000

/** The draft in one article's slot; null is the new article's slot. */
const readDraft = (page: Page, articleId: string | null = null) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null') as StoredDraft | null, draftKey(articleId))

async function openNewArticle(page: Page) {
  await page.getByRole('button', { name: 'New Article' }).click()
  const dialog = page.getByRole('dialog', { name: 'Create New Article' })
  await expect(dialog).toBeVisible()
  return dialog
}

async function openEdit(page: Page, article: SeededArticle) {
  await page.getByRole('searchbox', { name: 'Search articles' }).fill(article.title)
  await page.getByRole('button', { name: `Edit "${article.title}"` }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit Article' })
  await expect(dialog.getByLabel('Title')).toHaveValue(/./)
  return dialog
}

/** Save Draft, then Cancel: nothing unsaved is left, so the modal closes without asking. */
async function saveDraftAndClose(page: Page, dialog: ReturnType<Page['getByRole']>) {
  await dialog.getByRole('button', { name: 'Save Draft' }).click()
  await expectToast(page, 'Draft Saved')
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
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

    // The editor has an address: a reload reopens it, with the draft.
    await page.reload()
    // Once the modal is back, the dialog hides the rest of the page from assistive technology,
    // tabs included: whether it has reopened yet or not, the Articles tab is the selected one.
    await expect(page.getByRole('tab', { name: 'Articles', includeHidden: true })).toHaveAttribute('aria-selected', 'true')
    dialog = page.getByRole('dialog', { name: 'Create New Article' })
    await expectToast(page, 'Draft Restored')
    await expect(dialog.getByLabel('Title')).toHaveValue(title)
    await expect(dialog.getByRole('textbox', { name: 'Content' })).toHaveText('Draft body')
  })

  test('the draft auto-saves every 15 seconds while the modal is open', async ({ page, sql }) => {
    const first = `Autosaved ${token}`
    const second = `Autosaved again ${token}`
    /** The new article's draft row, which the autosave's server half writes. */
    const serverRow = async (title: string) =>
      (await sql<{ id: string }>('select id from public.articles where title = $1 and status = $2', [title, 'draft']))[0]?.id ?? null
    // Installed before the first load so every timer of the app runs on the test's clock.
    await page.clock.install()
    await signIn(page)
    await openTab(page, 'Articles')
    expect(await readDraft(page)).toBeNull()
    // Opened once on the running clock, so the editor's lazy chunk is in and a second opening
    // renders at once (React reveals suspended content on a timer).
    await (await openNewArticle(page)).getByRole('button', { name: 'Cancel' }).click()
    // Paused before the modal opens: its interval starts at a known time, and no real second
    // slips in between the steps below, however slow the machine.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 5_000)
    const dialog = await openNewArticle(page)
    await dialog.getByLabel('Title').fill(first)

    await test.step('nothing before the interval, then the browser copy and the server row', async () => {
      await page.clock.runFor(AUTOSAVE_MS - 1_000)
      // The browser copy is written synchronously in the tick, so "not yet" is certain here.
      expect(await readDraft(page)).toBeNull()
      await page.clock.runFor(1_001)
      await expect.poll(async () => (await readDraft(page))?.values.title).toBe(first)
      // The save is over only when the server answered and its row id is in the browser copy; a
      // tick while it runs is skipped by design, so the next step must not start before this.
      await expect.poll(() => serverRow(first)).not.toBeNull()
      const rowId = await serverRow(first)
      await expect.poll(async () => (await readDraft(page))?.serverId).toBe(rowId)
    })

    await test.step('one interval later, the change is saved to the same row', async () => {
      await dialog.getByLabel('Title').fill(second)
      await page.clock.runFor(AUTOSAVE_MS)
      await expect.poll(async () => (await readDraft(page))?.values.title).toBe(second)
      await expect.poll(() => serverRow(second)).not.toBeNull()
      expect(await serverRow(first)).toBeNull()
    })

    await test.step('Cancel still asks, and Discard takes the auto-saved text away too', async () => {
      // Auto-save is a safety net, not a decision.
      await dialog.getByRole('button', { name: 'Cancel' }).click()
      await page.getByRole('dialog', { name: 'Discard changes?' }).getByRole('button', { name: 'Discard' }).click()
      await expect(dialog).toBeHidden()
      expect(await readDraft(page)).toBeNull()
      // Only the autosave created the row, so discarding the text deletes it.
      await expect.poll(() => serverRow(second)).toBeNull()
      // Closed: no more auto-saves.
      await page.clock.runFor(2 * AUTOSAVE_MS)
      expect(await readDraft(page)).toBeNull()
    })
  })

  test('an autosave still under way when Update is clicked lands first, so no autosave outlives the update', async ({ page, sql }) => {
    const seeded = await insertArticle(sql, { title: `Updated while autosaving ${token}` })
    const edited = `${seeded.title} (edited)`
    // The autosave's writes (an update, then an insert when there was no row) wait for release().
    let release = () => undefined as void
    const released = new Promise<void>((resolve) => { release = resolve })
    let held = () => undefined as void
    const autosaveHeld = new Promise<void>((resolve) => { held = resolve })
    await page.route('**/rest/v1/article_autosaves?*', async (route) => {
      if (!['PATCH', 'POST'].includes(route.request().method())) return route.fallback()
      held()
      await released
      await route.fallback()
    })
    const events: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'PATCH' && new URL(request.url()).pathname === '/rest/v1/articles') events.push('article update sent')
    })
    page.on('requestfinished', (request) => {
      if (['PATCH', 'POST'].includes(request.method()) && new URL(request.url()).pathname === '/rest/v1/article_autosaves') events.push('autosave landed')
    })

    await page.clock.install()
    await signIn(page)
    await openTab(page, 'Articles')
    // Opened once on the running clock, so the editor's lazy chunk is in (React reveals suspended
    // content on a timer); then paused before it opens again, so its interval starts at a known time.
    await (await openEdit(page, seeded)).getByRole('button', { name: 'Cancel' }).click()
    await expect(page.getByRole('dialog', { name: 'Edit Article' })).toBeHidden()
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 5_000)
    const dialog = await openEdit(page, seeded)
    await dialog.getByLabel('Title').fill(edited)
    await page.clock.runFor(AUTOSAVE_MS)
    await autosaveHeld
    // Time runs on from here, as it does for a writer.
    await page.clock.resume()

    await dialog.getByRole('button', { name: 'Update Article' }).click()
    // Saving (or, had the update not waited, already closed): only then may the autosave land.
    await expect(dialog.getByRole('button', { name: 'Update Article' })).toBeHidden()
    release()
    await expectToast(page, 'Success!', 'Article updated successfully')
    expect(events.indexOf('article update sent')).toBeGreaterThan(events.lastIndexOf('autosave landed'))
    expect(await sql('select title from public.articles where id = $1', [seeded.id])).toEqual([{ title: edited }])
    // Had the autosave landed after the update removed the autosave, the next edit would reopen it.
    expect(await sql('select 1 from public.article_autosaves where article_id = $1', [seeded.id])).toEqual([])
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

  test('logout clears every browser draft; the server\'s copy of an edit survives it', async ({ page, sql }) => {
    const seeded = await insertArticle(sql, { title: `Logout edit ${token}` })
    await signIn(page)
    await openTab(page, 'Articles')
    let dialog = await openNewArticle(page)
    await dialog.getByLabel('Title').fill(`Forgotten ${token}`)
    await saveDraftAndClose(page, dialog)
    dialog = await openEdit(page, seeded)
    await dialog.getByLabel('Title').fill(`${seeded.title} (forgotten edit)`)
    await saveDraftAndClose(page, dialog)
    expect(await draftKeysIn(page)).toHaveLength(2)

    await page.getByRole('button', { name: 'Logout', exact: true }).click()
    await page.waitForURL('**/admin/signin')
    expect(await draftKeysIn(page)).toEqual([])

    await signIn(page)
    await openTab(page, 'Articles')
    dialog = await openNewArticle(page)
    await expect(dialog.getByLabel('Title')).toHaveValue('')
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    // Drafts live on the server too, so signing out no longer loses the edit.
    dialog = await openEdit(page, seeded)
    await expectToast(page, 'Draft Restored')
    await expect(dialog.getByLabel('Title')).toHaveValue(`${seeded.title} (forgotten edit)`)
    expect(await sql('select title from public.article_autosaves where article_id = $1', [seeded.id]))
      .toEqual([{ title: `${seeded.title} (forgotten edit)` }])
  })

  test('the new-article draft survives editing other articles, and each article restores its own draft', async ({ page, sql }) => {
    const first = await insertArticle(sql, { title: `Slot one ${token}` })
    const second = await insertArticle(sql, { title: `Slot two ${token}` })
    const newTitle = `Unpublished idea ${token}`
    await signIn(page)
    await openTab(page, 'Articles')

    await test.step('a new-article draft, then edits to two articles', async () => {
      let dialog = await openNewArticle(page)
      await dialog.getByLabel('Title').fill(newTitle)
      await saveDraftAndClose(page, dialog)
      for (const article of [first, second]) {
        dialog = await openEdit(page, article)
        await expect(dialog.getByLabel('Title')).toHaveValue(article.title)
        await dialog.getByLabel('Title').fill(`${article.title} (edited)`)
        await saveDraftAndClose(page, dialog)
      }
      expect(await readDraft(page)).toMatchObject({ articleId: null, values: { title: newTitle } })
      expect(await readDraft(page, first.id)).toMatchObject({ articleId: first.id, values: { title: `${first.title} (edited)` } })
      expect(await readDraft(page, second.id)).toMatchObject({ articleId: second.id, values: { title: `${second.title} (edited)` } })
    })

    await test.step('after a reload each opens with its own draft', async () => {
      await page.reload()
      await openTab(page, 'Articles')
      let dialog = await openNewArticle(page)
      await expectToast(page, 'Draft Restored')
      await expect(dialog.getByLabel('Title')).toHaveValue(newTitle)
      await dialog.getByRole('button', { name: 'Cancel' }).click()
      await expect(dialog).toBeHidden()
      for (const article of [second, first]) {
        dialog = await openEdit(page, article)
        await expect(dialog.getByLabel('Title')).toHaveValue(`${article.title} (edited)`)
        await dialog.getByRole('button', { name: 'Cancel' }).click()
        await expect(dialog).toBeHidden()
      }
    })

    await test.step('publishing one edit removes only that article\'s draft', async () => {
      const dialog = await openEdit(page, first)
      await dialog.getByRole('button', { name: 'Update Article' }).click()
      await expectToast(page, 'Success!', 'Article updated successfully')
      await expect(dialog).toBeHidden()
      expect(await readDraft(page, first.id)).toBeNull()
      expect(await readDraft(page, second.id)).toMatchObject({ values: { title: `${second.title} (edited)` } })
      expect(await readDraft(page)).toMatchObject({ values: { title: newTitle } })
    })
  })

  test('editing writes the article into the draft, and unsaved edits come back', async ({ page, sql }) => {
    const seeded = await insertArticle(sql, { title: `Draft edit ${token}` })
    await signIn(page)
    await openTab(page, 'Articles')
    await page.getByRole('searchbox', { name: 'Search articles' }).fill(seeded.title)
    await page.getByRole('button', { name: `Edit "${seeded.title}"` }).click()
    let dialog = page.getByRole('dialog', { name: 'Edit Article' })
    await expect(dialog.getByLabel('Title')).toHaveValue(seeded.title)
    expect(await readDraft(page, seeded.id)).toMatchObject({ articleId: seeded.id, values: { title: seeded.title } })

    await dialog.getByLabel('Title').fill(`${seeded.title} (unsaved)`)
    await saveDraftAndClose(page, dialog)
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
