import { slugify } from '../../tests/support/slugify.ts'
import { firstOf } from '../../tests/support/items.ts'
import { expect, test } from '../support/fixtures.ts'
import { E2E } from '../support/env.ts'
import { signIn } from '../support/sign-in.ts'
import { deleteArticlesWhere, removeUploadedImages, expectToast, insertArticle, openTab, TINY_PNG, unique } from './admin-helpers.ts'
import type { Tables } from '../../src/types/database.types.ts'

/** A row as pg returns it: timestamps come back as Date objects. */
type StoredArticle = Omit<Tables<'articles'>, 'publish_date' | 'updated_at'> & { publish_date: Date; updated_at: Date }

test.describe('articles', () => {
  const token = unique()
  test.afterAll(async ({ sql, adminApi }) => {
    await deleteArticlesWhere(sql, `%${token}%`)
    await removeUploadedImages(sql, adminApi, token)
  })

  test('create with an uploaded image and rich content, then read it on the public page', async ({ page, sql }) => {
    const title = `Rates, Rents & Reality ${token}: What's Next?`
    await signIn(page)
    await openTab(page, 'Articles')
    await page.getByRole('button', { name: 'New Article' }).click()
    const dialog = page.getByRole('dialog', { name: 'Create New Article' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByLabel('Category')).toHaveValue('health-news')

    await dialog.getByLabel('Title').fill(title)
    await dialog.getByLabel('Excerpt').fill(`Excerpt ${token}`)
    await dialog.getByLabel('Category').selectOption('sports')
    await dialog.getByLabel('Featured Image', { exact: true }).setInputFiles({ name: `Cover Photo ${token}.png`, mimeType: 'image/png', buffer: TINY_PNG })
    await expectToast(page, 'Image uploaded!', 'Image is ready to be saved with the article.')
    await expect(dialog.getByRole('img', { name: 'Featured image preview' })).toHaveAttribute('src', /\/storage\/v1\/object\/public\/article-images\/[0-9a-f]{32}-cover-photo-/)
    await dialog.getByLabel('Featured Image Alt Text').fill('A chart of rents')

    const editor = dialog.getByRole('textbox', { name: 'Content' })
    await expect(editor).toHaveCSS('min-height', '250px')
    await editor.click()
    await dialog.getByRole('button', { name: 'Heading 2' }).click()
    await page.keyboard.type('Why it matters')
    await page.keyboard.press('Enter')
    await page.keyboard.type('Rents are ')
    await dialog.getByRole('button', { name: 'Bold' }).click()
    await page.keyboard.type('very high')
    await dialog.getByRole('button', { name: 'Bold' }).click()
    await page.keyboard.type(' says ')
    await dialog.getByRole('button', { name: 'Link', exact: true }).click()
    await dialog.getByLabel('Link URL').fill('javascript:alert(1)')
    await dialog.getByRole('button', { name: 'Apply link' }).click()
    await expect(dialog.getByRole('alert')).toContainText('Links must start with http://')
    await dialog.getByLabel('Link URL').fill('https://example.com/source')
    await dialog.getByRole('button', { name: 'Apply link' }).click()
    await dialog.getByRole('button', { name: 'Image by URL' }).click()
    await dialog.getByLabel('Image URL').fill('data:image/png;base64,iVBORw0KGgo=')
    await dialog.getByRole('button', { name: 'Insert image' }).click()
    await expect(dialog.getByRole('alert')).toContainText('base64')
    await dialog.getByLabel('Image URL').fill('/images/default-article.svg')
    await dialog.getByLabel('Inline image alt text').fill('Inline picture')
    await dialog.getByRole('button', { name: 'Insert image' }).click()
    await dialog.getByLabel('Mark as featured').check()

    const before = Date.now()
    await dialog.getByRole('button', { name: 'Create & Publish' }).click()
    await expectToast(page, 'Success!', 'Article created successfully')
    await expect(dialog).toBeHidden()

    const row = firstOf(await sql<StoredArticle>('select * from public.articles where title = $1', [title]))
    expect(row.slug).toBe(slugify(title))
    // The byline is the database's: the creator's display name (the demo admin has one), else e-mail.
    const admin = firstOf(await sql<{ display_name: string | null }>(
      'select w.display_name from public.authors w join auth.users u on u.id = w.user_id where u.email = $1', [E2E.admin.email]))
    expect(row.author).toBe(admin?.display_name ?? E2E.admin.email)
    expect(row.status).toBe('published')
    expect(row.category).toBe('sports')
    expect(row.featured).toBe(true)
    expect(row.breaking).toBe(false)
    expect(row.image_alt).toBe('A chart of rents')
    // Resized in the browser: a set named for the upload, its one width the photo's own 1 px.
    expect(row.image_url).toMatch(new RegExp(`^${E2E.apiUrl}/storage/v1/object/public/article-images/[0-9a-f]{32}-cover-photo-${token}/1x1\\.(webp|avif|jpg)$`))
    expect(row.publish_date.getTime()).toBeGreaterThan(before - 60_000)
    expect(row.content).toContain('<h2>Why it matters</h2>')
    expect(row.content).toContain('<strong>very high</strong>')
    expect(row.content).toMatch(/<a [^>]*href="https:\/\/example\.com\/source"/)
    expect(row.content).toContain('<img src="/images/default-article.svg" alt="Inline picture">')
    expect(row.content).not.toContain('javascript:')
    expect(row.content).not.toContain('data:')

    // The new article appears at the top of the admin list.
    await expect(page.getByRole('list', { name: 'Articles' }).getByRole('listitem').first()).toContainText(title)

    await page.goto(`/${row.slug}`)
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'Why it matters' })).toBeVisible()
    await expect(page.locator('strong', { hasText: 'very high' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'https://example.com/source' })).toHaveAttribute('href', 'https://example.com/source')
    await expect(page.getByRole('img', { name: 'Inline picture' })).toHaveAttribute('src', '/images/default-article.svg')
    const featured = page.getByTestId('article').getByRole('img', { name: 'A chart of rents' })
    await expect(featured).toHaveAttribute('src', row.image_url!)
    // The uploaded file is really served from the public bucket.
    await expect.poll(() => featured.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && img.currentSrc)).toBe(row.image_url)
  })

  test('required fields are checked before saving', async ({ adminPage: page }) => {
    await openTab(page, 'Articles')
    await page.getByRole('button', { name: 'New Article' }).click()
    const dialog = page.getByRole('dialog', { name: 'Create New Article' })
    await dialog.getByLabel('Title').fill(`Only a title ${token}`)
    await dialog.getByRole('button', { name: 'Create & Publish' }).click()
    await expectToast(page, 'Error', 'Please fill in all required fields: Excerpt, Content')
    await expect(dialog).toBeVisible()
  })

  test('editor links: allowed protocols, an empty URL removes the link, Escape closes only the prompt', async ({ adminPage: page }) => {
    await openTab(page, 'Articles')
    await page.getByRole('button', { name: 'New Article' }).click()
    const dialog = page.getByRole('dialog', { name: 'Create New Article' })
    const editor = dialog.getByRole('textbox', { name: 'Content' })
    await editor.click()
    await page.keyboard.type('read the report')
    await page.keyboard.press('Shift+Home')
    await dialog.getByRole('button', { name: 'Link', exact: true }).click()
    await dialog.getByLabel('Link URL').fill('example.org/report')
    await dialog.getByRole('button', { name: 'Apply link' }).click()
    await expect(editor.getByRole('link', { name: 'read the report' })).toHaveAttribute('href', 'https://example.org/report')

    await editor.getByText('read the report').click()
    await dialog.getByRole('button', { name: 'Link', exact: true }).click()
    await expect(dialog.getByLabel('Link URL')).toHaveValue('https://example.org/report')
    await page.keyboard.press('Escape')
    await expect(dialog.getByLabel('Link URL')).toBeHidden()
    await expect(dialog).toBeVisible()

    await dialog.getByRole('button', { name: 'Link', exact: true }).click()
    await dialog.getByLabel('Link URL').fill('')
    await dialog.getByRole('button', { name: 'Apply link' }).click()
    await expect(editor.getByRole('link')).toHaveCount(0)
    await expect(editor).toHaveText('read the report')

    // Escape with the prompt closed does not discard the article being written: it asks first.
    await page.keyboard.press('Escape')
    await page.getByRole('dialog', { name: 'Discard changes?' }).getByRole('button', { name: 'Keep editing' }).click()
    await expect(dialog).toBeVisible()
    await expect(editor).toHaveText('read the report')
  })

  test('a failed save shows Database Error and keeps everything typed', async ({ page, sql }) => {
    const title = `Refused save ${token}`
    await signIn(page)
    await openTab(page, 'Articles')
    await page.route('**/rest/v1/articles?*', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback()
      await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ code: 'XX000', message: 'the database is unavailable', details: null, hint: null }) })
    })
    await page.getByRole('button', { name: 'New Article' }).click()
    const dialog = page.getByRole('dialog', { name: 'Create New Article' })
    await dialog.getByLabel('Title').fill(title)
    await dialog.getByLabel('Excerpt').fill('Kept excerpt')
    await dialog.getByRole('textbox', { name: 'Content' }).click()
    await page.keyboard.type('Kept body')
    await dialog.getByRole('button', { name: 'Create & Publish' }).click()
    await expectToast(page, 'Database Error', "The article wasn't saved. Something went wrong on our side. Try again in a moment.")
    await expect(dialog.getByLabel('Title')).toHaveValue(title)
    await expect(dialog.getByLabel('Excerpt')).toHaveValue('Kept excerpt')
    await expect(dialog.getByRole('textbox', { name: 'Content' })).toHaveText('Kept body')
    expect(await sql('select 1 from public.articles where title = $1', [title])).toHaveLength(0)
  })

  test('edit keeps the slug and moves updated_at', async ({ page, sql }) => {
    const seeded = await insertArticle(sql, { title: `Editable ${token}` })
    await signIn(page)
    await openTab(page, 'Articles')
    await page.getByRole('searchbox', { name: 'Search articles' }).fill(seeded.title)
    await page.getByRole('button', { name: `Edit "${seeded.title}"` }).click()
    const dialog = page.getByRole('dialog', { name: 'Edit Article' })
    await expect(dialog.getByLabel('Title')).toHaveValue(seeded.title)
    await expect(dialog.getByRole('textbox', { name: 'Content' })).toContainText(`Body of ${seeded.title}`)
    const newTitle = `Edited headline ${token}`
    await dialog.getByLabel('Title').fill(newTitle)
    await dialog.getByLabel('Mark as breaking news').check()
    await dialog.getByRole('button', { name: 'Update Article' }).click()
    await expectToast(page, 'Success!', 'Article updated successfully')
    await expect(dialog).toBeHidden()

    const row = firstOf(await sql<StoredArticle>('select * from public.articles where id = $1', [seeded.id]))
    expect(row.title).toBe(newTitle)
    expect(row.breaking).toBe(true)
    expect(row.slug).toBe(seeded.slug)
    expect(row.updated_at.getTime()).toBeGreaterThan(seeded.updated_at.getTime())

    await page.goto(`/${seeded.slug}`)
    await expect(page.getByRole('heading', { level: 1, name: newTitle })).toBeVisible()
  })

  test('delete asks first, then removes the article', async ({ page, sql }) => {
    const seeded = await insertArticle(sql, { title: `Doomed ${token}` })
    await signIn(page)
    await openTab(page, 'Articles')
    await page.getByRole('searchbox', { name: 'Search articles' }).fill(seeded.title)
    await page.getByRole('button', { name: `Delete "${seeded.title}"` }).click()
    const dialog = page.getByRole('dialog', { name: 'Are you sure?' })
    await expect(dialog).toContainText('permanently delete the article')
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toBeHidden()
    expect(await sql('select 1 from public.articles where id = $1', [seeded.id])).toHaveLength(1)

    await page.getByRole('button', { name: `Delete "${seeded.title}"` }).click()
    await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Yes, delete' }).click()
    await expectToast(page, 'Article deleted', `"${seeded.title}" has been removed.`)
    await expect(page.getByText('No articles found')).toBeVisible()
    expect(await sql('select 1 from public.articles where id = $1', [seeded.id])).toHaveLength(0)

    await page.goto(`/${seeded.slug}`)
    await expect(page.getByRole('heading', { name: 'Article Not Found' })).toBeVisible()
  })

  test('a delete the server refuses shows Delete Error and keeps the row', async ({ page, sql }) => {
    const seeded = await insertArticle(sql, { title: `Sticky ${token}` })
    await signIn(page)
    await openTab(page, 'Articles')
    await page.route('**/rest/v1/articles?*', (route) =>
      route.request().method() === 'DELETE'
        ? route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'try again later', code: '', details: null, hint: null }) })
        : route.fallback())
    await page.getByRole('searchbox', { name: 'Search articles' }).fill(seeded.title)
    await page.getByRole('button', { name: `Delete "${seeded.title}"` }).click()
    await page.getByRole('button', { name: 'Yes, delete' }).click()
    await expectToast(page, 'Delete Error', "The article wasn't deleted. Something went wrong on our side. Try again in a moment.")
    await expect(page.getByRole('list', { name: 'Articles' })).toContainText(seeded.title)
  })

  test('search (title or excerpt), category filter and paging run in the database', async ({ page, sql }) => {
    const tag = `pg${unique()}`
    const made = []
    for (let i = 0; i < 17; i++) {
      made.push(await insertArticle(sql, { title: `Paged ${tag} ${token} #${String(i).padStart(2, '0')}`, category: i < 5 ? 'sports' : 'uk-today', minutesAgo: i }))
    }
    made.push(await insertArticle(sql, { title: `Excerpt-only match ${token}`, excerpt: `mentions ${tag} here`, category: 'sports', minutesAgo: 30 }))

    await signIn(page)
    await openTab(page, 'Articles')
    await expect(page.getByRole('option', { name: 'All Categories' })).toHaveCount(1)
    await expect(page.getByRole('combobox', { name: 'Filter by category' }).getByRole('option')).toHaveCount(15)

    const searches: string[] = []
    page.on('request', (request) => { if (request.url().includes('/rest/v1/articles') && request.url().includes('or=')) searches.push(request.url()) })
    await page.getByRole('searchbox', { name: 'Search articles' }).fill(tag)
    const items = page.getByRole('list', { name: 'Articles' }).getByRole('listitem')
    await expect(page.getByText('Page 1 of 2')).toBeVisible()
    await expect(items).toHaveCount(15)
    await expect(items.first()).toContainText(`#00`)
    await expect(page.getByText('18 articles')).toBeVisible()
    // By key, never by offset: 15 rows and one more to know a next page exists.
    expect(searches.some((url) => url.includes('limit=16') && url.includes('ilike'))).toBe(true)
    expect(searches.every((url) => !url.includes('offset='))).toBe(true)

    await page.getByRole('button', { name: 'Next' }).click()
    await expect(page.getByText('Page 2 of 2')).toBeVisible()
    await expect(items).toHaveCount(3)
    await expect(items.last()).toContainText('Excerpt-only match')
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled()
    expect(searches.some((url) => url.includes('publish_date.lt.'))).toBe(true)
    await page.getByRole('button', { name: 'Previous' }).click()
    await expect(page.getByText('Page 1 of 2')).toBeVisible()
    await expect(items.first()).toContainText(`#00`)

    await page.getByRole('combobox', { name: 'Filter by category' }).selectOption('sports')
    await expect(page.getByText('Page 1 of 1')).toBeVisible()
    await expect(items).toHaveCount(6)
    await expect(items.first()).toContainText('Sports')

    await page.getByRole('searchbox', { name: 'Search articles' }).fill(`${tag} nothing-like-this`)
    await expect(page.getByText('No articles found')).toBeVisible()
  })
})
