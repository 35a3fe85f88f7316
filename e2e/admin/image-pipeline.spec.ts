import type { Page } from '@playwright/test'
import { synthesizePhoto } from '../../build/photos/synthetic-photo.ts'
import { firstOf } from '../../tests/support/items.ts'
import { WAIT_SLACK } from '../support/env.ts'
import { expect, test, type Sql } from '../support/fixtures.ts'
import { signIn } from '../support/sign-in.ts'
import { stubYouTube } from '../support/youtube.ts'
import { deleteArticlesWhere, expectToast, openTab, removeUploadedImages, unique } from './admin-helpers.ts'

const MB = 1024 * 1024
const BUCKET_PATH = '/storage/v1/object/public/article-images/'

interface StoredFile {
  name: string
  size: number
  mimetype: string
}

/** The files stored in the bucket under a set's folder (by the Storage API, as any admin would). */
async function filesOf(sql: Sql, set: string): Promise<StoredFile[]> {
  return sql<StoredFile>(
    `select name, (metadata->>'size')::int as size, metadata->>'mimetype' as mimetype
       from storage.objects where bucket_id = 'article-images' and name like $1 order by (metadata->>'size')::int`,
    [`${set}/%`],
  )
}

const setOf = (url: string) => /article-images\/([^/]+)\//.exec(url)?.[1] ?? ''

async function openNewArticle(page: Page) {
  await signIn(page)
  await openTab(page, 'Articles')
  await page.getByRole('button', { name: 'New Article' }).click()
  const dialog = page.getByRole('dialog', { name: 'Create New Article' })
  await expect(dialog).toBeVisible()
  return dialog
}

async function uploadFeatured(page: Page, name: string, buffer: Buffer, mimeType = 'image/jpeg'): Promise<string> {
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Featured Image', { exact: true }).setInputFiles({ name, mimeType, buffer })
  // The browser decodes the photo and encodes every width of its set before the upload: for a
  // 12-megapixel photo on a loaded 2-CPU machine that alone took more than the default 10 s.
  await expectToast(page, 'Image uploaded!', 'Image is ready to be saved with the article.', { timeout: 30_000 * WAIT_SLACK })
  const preview = dialog.getByRole('img', { name: 'Featured image preview' })
  await expect(preview).toHaveAttribute('src', new RegExp(`${BUCKET_PATH}[0-9a-f]{32}-`))
  return (await preview.getAttribute('src')) ?? ''
}

test.describe('image pipeline', () => {
  const token = unique()
  test.afterAll(async ({ sql, adminApi }) => {
    await deleteArticlesWhere(sql, `%${token}%`)
    await removeUploadedImages(sql, adminApi, token)
  })

  test('a 4000×3000 phone photo of 3.9 MB is resized in the browser, stored as a set under 2 MB a file, without its GPS, and shown with srcset', async ({ page, sql, browser }) => {
    // Synthesising, resizing and encoding a 12-megapixel photo: about 30 s on a loaded 2-CPU machine.
    test.slow()
    const phone = await synthesizePhoto({ width: 4000, height: 3000, seed: 11, exif: true, targetBytes: 3.9 * MB })
    expect(phone.length).toBeGreaterThan(3.5 * MB)
    expect(phone.length).toBeLessThanOrEqual(3.9 * MB)
    expect(phone.includes('GPS') || phone.includes('Exif')).toBe(true)

    const dialog = await openNewArticle(page)
    await expect(dialog.getByText('PNG, JPG, GIF up to 2MB')).toBeVisible()
    // One statement of which limit holds: 2MB stored; a bigger photo is resized to fit, a GIF is not.
    await expect(dialog.getByText('A bigger photo (PNG, JPG, WebP or HEIC, up to 25 MB) is resized to fit before upload; a GIF must already be 2MB or less.')).toBeVisible()
    const url = await uploadFeatured(page, `Harbour ${token}.jpg`, phone)
    // AVIF: Chromium's canvas writes none, so the editor's WebAssembly encoder wrote it, under the
    // site's Content-Security-Policy (WebP here would mean the encoder could not start).
    expect(url).toMatch(/\/1600x1200\.avif$/)

    const files = await filesOf(sql, setOf(url))
    const names = files.map((file) => file.name.split('/')[1] ?? '')
    expect([...new Set(names.map((name) => name.replace(/\.\w+$/, '')))].sort()).toEqual(['1200x900', '1600x1200', '480x360', '800x600'])
    // Beside the set's AVIF widths, the JPEG newsletters show (mail clients that show no WebP or AVIF).
    expect(files.map((file) => [file.name.split('/')[1], file.mimetype]).sort()).toEqual([
      ['1200x900.avif', 'image/avif'],
      ['1200x900.jpg', 'image/jpeg'],
      ['1600x1200.avif', 'image/avif'],
      ['480x360.avif', 'image/avif'],
      ['800x600.avif', 'image/avif'],
    ])
    for (const file of files) {
      expect(file.size).toBeLessThanOrEqual(2 * MB)
      const bytes = Buffer.from(await (await page.request.get(url.replace(/[^/]+$/, file.name.split('/')[1] ?? ''))).body())
      expect(bytes.length).toBe(file.size)
      // What the bytes are, not only what the upload said: an AVIF file's box, a JPEG's marker.
      if (file.mimetype === 'image/avif') expect(bytes.subarray(4, 12).toString('latin1')).toBe('ftypavif')
      else expect([...bytes.subarray(0, 2)]).toEqual([0xff, 0xd8])
      expect(bytes.includes('Exif')).toBe(false)
      expect(bytes.includes('Camera 12')).toBe(false)
    }

    await dialog.getByLabel('Title').fill(`Harbour at dawn ${token}`)
    await dialog.getByLabel('Excerpt').fill(`A photo story ${token}`)
    await dialog.getByLabel('Featured Image Alt Text').fill(`Boats in the harbour ${token}`)
    await dialog.getByRole('textbox', { name: 'Content' }).click()
    await page.keyboard.type('The tide came in before the boats went out.')
    await dialog.getByRole('button', { name: 'Create & Publish' }).click()
    await expectToast(page, 'Success!', 'Article created successfully')
    const row = firstOf(await sql<{ slug: string; image_url: string }>('select slug, image_url from public.articles where title = $1', [`Harbour at dawn ${token}`]))
    expect(row.image_url).toBe(url)

    // A phone 412 px wide at DPR 1.75 needs 721 device pixels: the 800 px file, not the original.
    const phoneContext = await browser.newContext({ viewport: { width: 412, height: 915 }, deviceScaleFactor: 1.75 })
    const reader = await phoneContext.newPage()
    await stubYouTube(reader)
    await reader.goto(`/${row.slug}`)
    const hero = reader.getByTestId('article').getByRole('img', { name: `Boats in the harbour ${token}` })
    await expect(hero).toHaveAttribute('srcset', /480x360\.avif 480w, .*800x600\.avif 800w, .*1200x900\.avif 1200w, .*1600x1200\.avif 1600w/)
    await expect(hero).toHaveAttribute('sizes', /calc\(100vw - 32px\)$/)
    await expect(hero).toHaveAttribute('width', '1600')
    await expect(hero).toHaveAttribute('height', '1200')
    await expect(hero).toHaveAttribute('fetchpriority', 'high')
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc)).toMatch(/800x600\.avif$/)
    const heroBytes = firstOf(files.filter((file) => file.name.includes('800x600'))).size
    expect(heroBytes).toBeLessThanOrEqual(120 * 1024)
    await phoneContext.close()
  })

  test('replacing a featured image removes the old set once saved; deleting the article removes the rest', async ({ page, sql }) => {
    const small = (seed: number) => synthesizePhoto({ width: 1000, height: 600, seed })
    const dialog = await openNewArticle(page)
    const first = await uploadFeatured(page, `First ${token}.jpg`, await small(1))
    await dialog.getByLabel('Title').fill(`Replaced image ${token}`)
    await dialog.getByLabel('Excerpt').fill('Excerpt')
    await dialog.getByRole('textbox', { name: 'Content' }).click()
    await page.keyboard.type('Body.')
    await dialog.getByRole('button', { name: 'Create & Publish' }).click()
    await expectToast(page, 'Success!', 'Article created successfully')
    // 480, 800 and 1000 px in the browser's format, and the newsletter's JPEG at 1000 px.
    expect(await filesOf(sql, setOf(first))).toHaveLength(4)

    const title = `Replaced image ${token}`
    await page.getByRole('searchbox', { name: 'Search articles' }).fill(title)
    await page.getByRole('button', { name: `Edit "${title}"` }).click()
    const edit = page.getByRole('dialog', { name: 'Edit Article' })
    await expect(edit.getByRole('img', { name: 'Featured image preview' })).toHaveAttribute('src', first)
    const second = await uploadFeatured(page, `Second ${token}.jpg`, await small(2))
    await edit.getByRole('button', { name: 'Update Article' }).click()
    await expectToast(page, 'Success!', 'Article updated successfully')
    await expect.poll(() => filesOf(sql, setOf(first))).toEqual([])
    expect(await filesOf(sql, setOf(second))).toHaveLength(4)

    await page.getByRole('button', { name: `Delete "${title}"` }).click()
    await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Yes, delete' }).click()
    await expectToast(page, 'Article deleted', `"${title}" has been removed.`)
    await expect.poll(() => filesOf(sql, setOf(second))).toEqual([])
  })

  test('cancelling a new article after an upload removes the upload', async ({ page, sql }) => {
    const dialog = await openNewArticle(page)
    const url = await uploadFeatured(page, `Abandoned ${token}.jpg`, await synthesizePhoto({ width: 900, height: 600, seed: 3 }))
    expect(await filesOf(sql, setOf(url))).toHaveLength(4)
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await page.getByRole('dialog', { name: 'Discard changes?' }).getByRole('button', { name: 'Discard' }).click()
    await expect(dialog).toBeHidden()
    await expect.poll(() => filesOf(sql, setOf(url))).toEqual([])
  })

  test('a file the browser cannot read as an image says why and uploads nothing', async ({ page, sql }) => {
    const dialog = await openNewArticle(page)
    await dialog.getByLabel('Featured Image', { exact: true }).setInputFiles({ name: `broken-${token}.jpg`, mimeType: 'image/jpeg', buffer: Buffer.from('not really a jpeg') })
    await expectToast(page, 'Image Upload Error', /could not be read as an image/)
    expect(await sql("select name from storage.objects where bucket_id = 'article-images' and name like $1", [`%broken-${token}%`])).toEqual([])
  })
})
