/**
 * The Import tab, from where an administrator starts it: choose a WordPress export, read the
 * preview (nothing written yet), map a category, import, read the report; the progress and report come
 * back after a reload; the old addresses lead to the new article in the app; undo removes it
 * all. A contributor and an editor are not offered the tab, and an address naming it opens theirs.
 */
import path from 'node:path'
import type { Page } from '@playwright/test'
import { expect, test } from '../support/fixtures.ts'
import { signIn } from '../support/sign-in.ts'

const EXPORT = path.resolve(import.meta.dirname, '../../tests/fixtures/imports/wordpress.xml')
const BRIDGE = 'Council approves the new river bridge'

async function openImport(page: Page) {
  await page.getByRole('tab', { name: 'Import' }).click()
  await expect(page.getByRole('heading', { name: 'Import', level: 2 })).toBeVisible()
}

test.describe('the Import tab', () => {
  test('an administrator previews a WordPress export, imports it, finds its old addresses answered, and undoes it', async ({ adminPage: page, sql, adminApi, onCleanup }) => {
    test.slow()
    onCleanup(async () => {
      for (const { id } of await sql<{ id: string }>(`select id from public.imports where file_name = 'wordpress.xml' and state <> 'undone'`)) {
        await adminApi.rpc('undo_import', { import_id: id })
      }
    })
    await openImport(page)
    await page.getByLabel('Export file').setInputFiles(EXPORT)

    const preview = page.getByRole('region', { name: 'Preview' })
    await expect(preview).toContainText('wordpress.xml (WordPress (WXR), “The Riverside Ledger”)')
    await expect(preview.getByTestId('import-counts')).toContainText('9 posts and 1 page')
    await expect(preview.getByTestId('import-counts')).toContainText('4 published, 1 scheduled, 2 drafts')
    await expect(preview.getByTestId('import-counts')).toContainText('2 authors, 4 categories, 2 tags')
    await expect(preview).toContainText('1 × Password-protected on the old site')
    await expect(preview.getByTestId('import-subscribers')).toContainText('No e-mail is sent by an import.')
    // Nothing is written before the administrator confirms.
    expect(await sql(`select 1 from public.articles where title = $1`, [BRIDGE])).toEqual([])
    expect(await sql(`select 1 from public.imports where file_name = 'wordpress.xml' and state <> 'undone'`)).toEqual([])
    // Town Hall (under Politics) takes its parent's category by default; filed elsewhere here.
    await expect(preview.getByLabel('Category Town Hall')).toHaveValue('political')
    await preview.getByLabel('Category Town Hall').selectOption({ label: 'UK Today' })
    await preview.getByRole('button', { name: 'Import', exact: true }).click()

    const finished = page.getByRole('region', { name: 'Import finished' })
    await expect(finished).toContainText('Import finished: wordpress.xml.', { timeout: 60_000 })
    await expect(finished.getByTestId('import-report')).toContainText('Published: 4')
    await expect(finished.getByTestId('import-report')).toContainText('Skipped: Internal memo: Private on the old site')
    // Images by URL stay the command line's: each has its report line, the posts still arrive.
    await expect(finished.getByTestId('import-report')).toContainText('the browser may not fetch it from the old site')
    const [row] = await sql<{ category: string; status: string; author: string }>(`select category, status, author from public.articles where title = $1`, [BRIDGE])
    expect(row).toEqual({ category: 'uk-today', status: 'published', author: 'Mara Quill' })

    // The report is the database's: a reload shows it again.
    await page.reload()
    await openImport(page)
    const entry = page.getByTestId('import-entry').filter({ hasText: 'wordpress.xml · Done' })
    await expect(entry.getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute('aria-valuenow', /^[1-9]/)
    await entry.getByRole('button', { name: 'Show the report' }).click()
    await expect(entry.getByTestId('import-report')).toContainText('Published: 4')

    // Old addresses, opened as a reader would (the app asks the redirects and replaces the address).
    const reader = await page.context().newPage()
    for (const old of ['/2026/03/14/council-approves-bridge/', '/?p=101']) {
      await reader.goto(old)
      await expect(reader).toHaveURL(/\/council-approves-bridge$/)
      await expect(reader.getByRole('heading', { level: 1, name: BRIDGE })).toBeVisible()
    }
    await reader.goto('/category/politics/town-hall/')
    await expect(reader).toHaveURL(/\/category\/uk-today$/)

    await entry.getByRole('button', { name: 'Undo this import' }).click()
    await page.getByRole('dialog', { name: 'Undo this import?' }).getByRole('button', { name: 'Yes, undo' }).click()
    await expect(page.getByTestId('import-entry').filter({ hasText: 'wordpress.xml · Undone' }).first()).toBeVisible()
    expect(await sql(`select 1 from public.articles where title = $1`, [BRIDGE])).toEqual([])
    await reader.goto('/2026/03/14/council-approves-bridge/')
    await expect(reader.getByRole('heading', { name: 'Page not found' })).toBeVisible()
    await reader.close()
  })

  test('a file that is no export is refused before anything is written', async ({ adminPage: page }) => {
    await openImport(page)
    await page.getByLabel('Export file').setInputFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('{"hello": "world"}') })
    await expect(page.getByRole('alert')).toContainText(/not .*export/i)
    await expect(page.getByRole('region', { name: 'Preview' })).toHaveCount(0)
  })

  for (const [role, email, password] of [['contributor', 'contributor@example.com', 'contributor-password'], ['editor', 'editor@example.com', 'editor-password']] as const) {
    test(`a ${role} is not offered the tab, and its address opens another`, async ({ page }) => {
      await signIn(page, email, password)
      await expect(page.getByRole('tab', { name: 'Import' })).toHaveCount(0)
      await page.goto('/admin/dashboard?tab=import')
      await expect(page.getByRole('heading', { name: 'Import', level: 2 })).toHaveCount(0)
      await expect(page.getByLabel('Export file')).toHaveCount(0)
    })
  }
})
