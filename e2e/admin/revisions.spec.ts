import type { Page } from '@playwright/test'
import { expect, test } from '../support/fixtures.ts'
import { signIn } from '../support/sign-in.ts'
import { deleteArticlesWhere, expectToast, insertArticle, openTab, unique } from './admin-helpers.ts'

async function openEdit(page: Page, title: string) {
  await page.getByRole('searchbox', { name: 'Search articles' }).fill(title)
  await page.getByRole('button', { name: `Edit "${title}"` }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit Article' })
  await expect(dialog.getByLabel('Title')).toHaveValue(title)
  return dialog
}

test.describe('revisions', () => {
  const token = unique()
  test.afterAll(async ({ sql }) => deleteArticlesWhere(sql, `%${token}%`))

  test('each entry says what changed since, marks the words, previews the version, and restores it', async ({ page, sql }) => {
    // Two saves, three openings of the editor and a restore: a long journey on a shared machine.
    test.slow()
    const original = `Council rejects the housing plan ${token}`
    const edited = `Council approves the housing plan ${token}`
    const seeded = await insertArticle(sql, { title: original, excerpt: 'A vote after a long night.', content: '<p>The council voted on Tuesday.</p>' })
    const chunks: string[] = []
    page.on('request', (request) => {
      const { pathname } = new URL(request.url())
      if (/\/revision-list[^/]*\.js$/.test(pathname)) chunks.push(pathname)
    })
    await signIn(page)
    await openTab(page, 'Articles')

    // First edit: the title.
    let dialog = await openEdit(page, original)
    await dialog.getByLabel('Title').fill(edited)
    await dialog.getByRole('button', { name: 'Update Article' }).click()
    await expectToast(page, 'Success!', 'Article updated successfully')
    await expect(dialog).toBeHidden()

    // Second edit: a sentence added to the body.
    dialog = await openEdit(page, edited)
    const content = dialog.getByRole('textbox', { name: 'Content' })
    await content.click()
    await page.keyboard.press('Control+End')
    await page.keyboard.type(' Residents cheered loudly.')
    await dialog.getByRole('button', { name: 'Update Article' }).click()
    await expectToast(page, 'Success!', 'Article updated successfully')
    await expect(dialog).toBeHidden()
    await expect.poll(async () => (await sql<{ content: string }>('select content from public.articles where id = $1', [seeded.id]))[0]?.content)
      .toContain('Residents cheered loudly.')

    dialog = await openEdit(page, edited)
    // The comparison code is its own chunk, fetched when the history is first opened.
    expect(chunks).toEqual([])
    await dialog.getByRole('button', { name: 'Revisions' }).click()
    const entries = dialog.getByRole('list', { name: 'Revisions' }).getByRole('listitem')
    await expect(entries).toHaveCount(2)
    expect(chunks).toHaveLength(1)

    // Newest first: the version before the body edit differs from now by the body only.
    const newer = entries.nth(0)
    const older = entries.nth(1)
    await expect(newer.getByTestId('revision-summary')).toHaveText('Changed since: Body (+3 −0 words)')
    await expect(older.getByTestId('revision-summary')).toHaveText('Changed since: Title (+1 −1 words) · Body (+3 −0 words)')

    await older.getByRole('button', { name: 'Changes' }).click()
    const changes = older.getByTestId('revision-changes')
    await expect(changes.locator('del')).toHaveText(['rejects'])
    await expect(changes.locator('ins')).toHaveText(['approves', /Residents cheered loudly\./])
    await expect(changes.getByText('The council voted on Tuesday.', { exact: false })).toBeVisible()

    // A preview of that version as it read, before restoring it.
    await older.getByRole('button', { name: 'Preview' }).click()
    const preview = older.getByRole('article', { name: /^Preview of the version saved / })
    await expect(preview.getByRole('heading', { name: original })).toBeVisible()
    await expect(preview.getByText('The council voted on Tuesday.')).toBeVisible()
    await expect(preview.getByText('Residents cheered')).toHaveCount(0)
    await expect(older.getByTestId('revision-changes')).toHaveCount(0)

    await older.getByRole('button', { name: /^Restore the version saved / }).click()
    await page.getByRole('dialog', { name: 'Restore this version?' }).getByRole('button', { name: 'Restore' }).click()
    await expectToast(page, 'Revision restored')
    await expect(dialog.getByLabel('Title')).toHaveValue(original)
    expect(await sql('select title, content from public.articles where id = $1', [seeded.id]))
      .toEqual([{ title: original, content: '<p>The council voted on Tuesday.</p>' }])
    // The restore is itself in the history, and nothing now differs from the version restored.
    await expect(entries).toHaveCount(3)
    await expect(entries.nth(2).getByTestId('revision-summary')).toHaveText('Same as the current version')
  })
})
