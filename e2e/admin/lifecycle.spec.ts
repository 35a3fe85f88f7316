import type { Page } from '@playwright/test'
import { expect, test } from '../support/fixtures.ts'
import { signIn } from '../support/sign-in.ts'
import { toastTitled } from '../support/toasts.ts'
import { deleteArticlesWhere, expectToast, insertArticle, openTab, unique } from './admin-helpers.ts'

async function openEdit(page: Page, title: string) {
  await page.getByRole('searchbox', { name: 'Search articles' }).fill(title)
  await page.getByRole('button', { name: `Edit "${title}"` }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit Article' })
  await expect(dialog.getByLabel('Title')).toHaveValue(/./)
  return dialog
}

test.describe('newsroom workflow', () => {
  const token = unique()
  test.afterAll(async ({ sql }) => deleteArticlesWhere(sql, `%${token}%`))

  test('a draft saved in one browser is continued in another; readers never see it, the admin previews it', async ({ browser, sql }) => {
    const title = `Server draft ${token}`
    const first = await browser.newContext()
    const one = await first.newPage()
    await signIn(one)
    await openTab(one, 'Articles')
    await one.getByRole('button', { name: 'New Article' }).click()
    const dialog = one.getByRole('dialog', { name: 'Create New Article' })
    await dialog.getByLabel('Title').fill(title)
    await dialog.getByRole('button', { name: 'Save Draft' }).click()
    await expectToast(one, 'Draft Saved')
    const [row] = await sql<{ id: string; slug: string; status: string }>('select id, slug, status from public.articles where title = $1', [title])
    expect(row).toMatchObject({ status: 'draft' })
    // A second save updates the same row: never a second insert.
    await dialog.getByLabel('Excerpt').fill('Written in the first browser')
    await dialog.getByRole('button', { name: 'Save Draft' }).click()
    await expect.poll(async () => (await sql<{ excerpt: string }>('select excerpt from public.articles where title = $1', [title])).map((r) => r.excerpt))
      .toEqual(['Written in the first browser'])
    await first.close()

    const second = await browser.newContext()
    const two = await second.newPage()
    await signIn(two)
    await openTab(two, 'Articles')
    await two.getByRole('searchbox', { name: 'Search articles' }).fill(title)
    await expect(two.getByRole('listitem').filter({ hasText: title }).getByTestId('article-status')).toHaveText('Draft')
    const edit = await openEdit(two, title)
    await expect(edit.getByLabel('Title')).toHaveValue(title)
    await expect(edit.getByLabel('Excerpt')).toHaveValue('Written in the first browser')
    // The draft was saved: this browser opens it as stored, with nothing unsaved to restore.
    await expect(edit.getByTestId('editor-state')).toHaveText('Draft')
    await expect(edit.getByRole('button', { name: 'Create & Publish' })).toBeVisible()
    await expect(toastTitled(two, 'Draft Restored')).toHaveCount(0)
    await expect(edit.getByText(/Restored from your draft/)).toHaveCount(0)
    await edit.getByRole('button', { name: 'Cancel' }).click()

    await two.goto(`/${row!.slug}`)
    await expect(two.getByText('Draft — not published')).toBeVisible()
    await expect(two.getByRole('heading', { name: title })).toBeVisible()
    await expect(two.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await second.close()

    const reader = await browser.newContext()
    const anon = await reader.newPage()
    await anon.goto(`/${row!.slug}`)
    await expect(anon.getByRole('heading', { name: 'Article Not Found' })).toBeVisible()
    await reader.close()
  })

  test('unpublish makes a live article a draft again; a revision restores the earlier text', async ({ page, sql }) => {
    const seeded = await insertArticle(sql, { title: `Lifecycle ${token}` })
    await signIn(page)
    await openTab(page, 'Articles')
    let dialog = await openEdit(page, seeded.title)
    await expect(dialog.getByTestId('editor-state')).toHaveText('Published')
    await dialog.getByLabel('Title').fill(`${seeded.title} edited`)
    await dialog.getByRole('button', { name: 'Update Article' }).click()
    await expectToast(page, 'Success!', 'Article updated successfully')
    expect(await sql('select title from public.articles where id = $1', [seeded.id])).toEqual([{ title: `${seeded.title} edited` }])

    dialog = await openEdit(page, `${seeded.title} edited`)
    await dialog.getByRole('button', { name: 'Revisions' }).click()
    const revisions = dialog.getByRole('list', { name: 'Revisions' })
    await expect(revisions.getByText(seeded.title, { exact: true })).toBeVisible()
    await revisions.getByRole('button', { name: /^Restore/ }).first().click()
    await page.getByRole('dialog', { name: 'Restore this version?' }).getByRole('button', { name: 'Restore' }).click()
    await expectToast(page, 'Revision restored')
    await expect(dialog.getByLabel('Title')).toHaveValue(seeded.title)
    expect(await sql('select title from public.articles where id = $1', [seeded.id])).toEqual([{ title: seeded.title }])
    const history = await sql<{ title: string }>('select title from public.article_revisions where article_id = $1 order by id desc limit 1', [seeded.id])
    expect(history).toEqual([{ title: `${seeded.title} edited` }])

    await dialog.getByRole('button', { name: 'Unpublish' }).click()
    await page.getByRole('dialog', { name: 'Unpublish this article?' }).getByRole('button', { name: 'Unpublish' }).click()
    await expectToast(page, 'Article unpublished')
    expect(await sql('select status from public.articles where id = $1', [seeded.id])).toEqual([{ status: 'draft' }])
    await page.goto(`/${seeded.slug}`)
    await expect(page.getByText('Draft — not published')).toBeVisible()
  })

  test('"Publish now" on a scheduled article publishes it: dated now by the database, shown to readers', async ({ page, browser, sql }) => {
    const seeded = await insertArticle(sql, { title: `Publish now ${token}` })
    await sql("update public.articles set publish_date = now() + interval '3 days' where id = $1", [seeded.id])
    await signIn(page)
    await openTab(page, 'Articles')
    await page.getByRole('searchbox', { name: 'Search articles' }).fill(seeded.title)
    const row = page.getByRole('listitem').filter({ hasText: seeded.title })
    await expect(row.getByTestId('article-status')).toHaveText(/^Scheduled for /)

    const dialog = await openEdit(page, seeded.title)
    await expect(dialog.getByTestId('editor-state')).toHaveText(/^Scheduled for /)
    // Its later date is set: the main button schedules (keeps the schedule).
    await expect(dialog.getByRole('button', { name: 'Schedule', exact: true })).toBeVisible()
    await dialog.getByRole('button', { name: 'Publish now' }).click()
    await expect(dialog.getByLabel('Publish date and time')).toHaveValue('')
    // The date emptied: the main button now says what it does, and does it.
    await expect(dialog.getByRole('button', { name: 'Schedule', exact: true })).toHaveCount(0)
    await dialog.getByRole('button', { name: 'Publish now' }).click()
    await expectToast(page, 'Success!', 'Article published successfully')
    await expect(dialog).toBeHidden()

    const [stored] = await sql<{ due: boolean; recent: boolean; status: string }>(
      "select status, publish_date <= now() as due, publish_date > now() - interval '5 minutes' as recent from public.articles where id = $1", [seeded.id])
    expect(stored).toEqual({ status: 'published', due: true, recent: true })
    await expect(row.getByTestId('article-status')).toHaveText('Published')

    const reader = await browser.newContext()
    const anon = await reader.newPage()
    await anon.goto(`/${seeded.slug}`)
    await expect(anon.getByRole('heading', { name: seeded.title })).toBeVisible()
    await reader.close()
  })

  test('an article scheduled ahead appears to readers at its time, with no job', async ({ page, browser, sql }) => {
    // Signing in, writing the article, and ten seconds until its time.
    test.setTimeout(120_000)
    const title = `Scheduled ${token}`
    await signIn(page)
    await openTab(page, 'Articles')
    await page.getByRole('button', { name: 'New Article' }).click()
    const dialog = page.getByRole('dialog', { name: 'Create New Article' })
    await dialog.getByLabel('Title').fill(title)
    await dialog.getByLabel('Excerpt').fill('Soon')
    await dialog.getByRole('textbox', { name: 'Content' }).click()
    await page.keyboard.type('Scheduled body')
    const ahead = await page.evaluate(() => {
      // Ten minutes ahead: still ahead when the save lands on a loaded machine (a minute was not).
      const date = new Date(Date.now() + 10 * 60_000)
      const pad = (n: number) => String(n).padStart(2, '0')
      return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
    })
    await expect(dialog.getByTestId('editor-state')).toHaveText('Draft')
    await dialog.getByLabel('Publish date and time').fill(ahead)
    await expect(dialog.getByText(/^Will publish on /)).toBeVisible()
    // A later date set: the main button says it schedules.
    await expect(dialog.getByRole('button', { name: 'Create & Publish' })).toHaveCount(0)
    await dialog.getByRole('button', { name: 'Schedule', exact: true }).click()
    await expectToast(page, 'Success!', /scheduled for/)
    const [row] = await sql<{ slug: string; id: string }>('select slug, id from public.articles where title = $1 and status = $2', [title, 'published'])
    // The database's clock is the rule: bring the time to a few seconds ahead instead of waiting a minute.
    // Time enough for a reader's first look to come before it on a busy machine.
    await sql("update public.articles set publish_date = now() + interval '10 seconds' where id = $1", [row!.id])
    const reader = await browser.newContext()
    const anon = await reader.newPage()
    await anon.goto(`/${row!.slug}`)
    await expect(anon.getByRole('heading', { name: 'Article Not Found' })).toBeVisible()
    const article = anon.getByRole('heading', { name: title })
    await expect.poll(async () => {
      await anon.reload()
      // The page's answer, whichever it is, before reading it: right after the reload it is still loading.
      await expect(article.or(anon.getByRole('heading', { name: 'Article Not Found' }))).toBeVisible()
      return article.isVisible()
    }, { timeout: 40_000 }).toBe(true)
    await reader.close()
  })
})
