import { expect, test } from '../support/fixtures.ts'
import { signIn } from '../support/sign-in.ts'
import { deleteArticlesWhere, insertArticle, openTab, unique } from './admin-helpers.ts'

test.describe('the article editor has an address', () => {
  const token = unique()
  test.afterAll(async ({ sql }) => deleteArticlesWhere(sql, `%${token}%`))

  test('Edit opens /admin/dashboard/articles/:id; a reload reopens the same article; Back closes it', async ({ page, sql }) => {
    const article = await insertArticle(sql, { title: `Addressed ${token}` })
    await signIn(page)
    await openTab(page, 'Articles')
    await page.getByRole('searchbox', { name: 'Search articles' }).fill(article.title)
    await page.getByRole('button', { name: `Edit "${article.title}"` }).click()
    let dialog = page.getByRole('dialog', { name: 'Edit Article' })
    await expect(dialog.getByLabel('Title')).toHaveValue(article.title)
    await expect(page).toHaveURL(new RegExp(`/admin/dashboard/articles/${article.id}$`))
    await expect(dialog.getByTestId('editor-state')).toHaveText('Published')

    await page.reload()
    dialog = page.getByRole('dialog', { name: 'Edit Article' })
    await expect(dialog.getByLabel('Title')).toHaveValue(article.title)
    await expect(dialog.getByTestId('editor-state')).toHaveText('Published')
    await expect(dialog.getByRole('button', { name: 'Update Article' })).toBeVisible()

    await page.goBack()
    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL(/\/admin\/dashboard\?tab=articles$/)
    await expect(page.getByRole('tab', { name: 'Articles' })).toHaveAttribute('aria-selected', 'true')
    // Forward returns to the editor too.
    await page.goForward()
    await expect(page.getByRole('dialog', { name: 'Edit Article' }).getByLabel('Title')).toHaveValue(article.title)
  })

  test('Back with unsaved changes asks first; Cancel goes back to the list address', async ({ page, sql }) => {
    const article = await insertArticle(sql, { title: `Asked ${token}` })
    await signIn(page)
    await openTab(page, 'Articles')
    await page.getByRole('searchbox', { name: 'Search articles' }).fill(article.title)
    await page.getByRole('button', { name: `Edit "${article.title}"` }).click()
    const dialog = page.getByRole('dialog', { name: 'Edit Article' })
    await dialog.getByLabel('Title').fill(`${article.title} changed`)

    await page.goBack()
    const confirm = page.getByRole('dialog', { name: 'Discard changes?' })
    await confirm.getByRole('button', { name: 'Keep editing' }).click()
    await expect(dialog.getByLabel('Title')).toHaveValue(`${article.title} changed`)
    await expect(page).toHaveURL(new RegExp(`/admin/dashboard/articles/${article.id}$`))

    await page.goBack()
    await confirm.getByRole('button', { name: 'Discard' }).click()
    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL(/\/admin\/dashboard\?tab=articles$/)
    expect(await sql('select title from public.articles where id = $1', [article.id])).toEqual([{ title: article.title }])

    // Opened by its address (no list entry behind it), Cancel goes to the list's address.
    await page.goto(`/admin/dashboard/articles/${article.id}`)
    await page.getByRole('dialog', { name: 'Edit Article' }).getByRole('button', { name: 'Cancel' }).click()
    await expect(page.getByRole('dialog', { name: 'Edit Article' })).toBeHidden()
    await expect(page).toHaveURL(/\/admin\/dashboard\?tab=articles$/)
  })

  test('New Article is /admin/dashboard/articles/new: a writing room, full window, text at a reading width', async ({ adminPage: page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await openTab(page, 'Articles')
    await page.getByRole('button', { name: 'New Article' }).click()
    let dialog = page.getByRole('dialog', { name: 'Create New Article' })
    await expect(dialog.getByTestId('editor-state')).toHaveText('Draft')
    await expect(page).toHaveURL(/\/admin\/dashboard\/articles\/new$/)
    await expect(dialog.getByRole('button', { name: 'Create & Publish' })).toBeVisible()
    const [box, text] = [await dialog.boundingBox(), await dialog.getByRole('textbox', { name: 'Content' }).boundingBox()]
    expect(box!.width).toBeGreaterThanOrEqual(1270)
    expect(box!.height).toBeGreaterThanOrEqual(790)
    // About 72 characters of the body's 16 px text: a reading width, not the window's.
    expect(text!.width).toBeGreaterThan(480)
    expect(text!.width).toBeLessThan(760)
    await page.screenshot({ path: test.info().outputPath('writing-room.png') })

    await page.reload()
    dialog = page.getByRole('dialog', { name: 'Create New Article' })
    await expect(dialog.getByLabel('Title')).toBeVisible()
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL(/\/admin\/dashboard\?tab=articles$/)
  })
})
