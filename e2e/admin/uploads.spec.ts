import { expect, test } from '../support/fixtures.ts'
import { expectToast, openTab, signIn, TINY_PNG, unique } from './admin-helpers.ts'

const THREE_MB = 3 * 1024 * 1024

test.describe('featured image upload', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page)
    await openTab(page, 'Articles')
    await page.getByRole('button', { name: 'New Article' }).click()
    await expect(page.getByText('PNG, JPG, GIF up to 2MB')).toBeVisible()
  })

  test('a file that is not an image is refused before any upload', async ({ page }) => {
    const uploads: string[] = []
    page.on('request', (request) => { if (request.url().includes('/storage/v1/object')) uploads.push(request.url()) })
    await page.getByLabel('Featured Image', { exact: true }).setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') })
    await expectToast(page, 'Image Upload Error', '"notes.txt" is not a supported image. Choose a PNG, JPG, GIF or WebP file.')
    expect(uploads).toEqual([])
    await expect(page.getByRole('img', { name: 'Featured image preview' })).toHaveCount(0)
  })

  test('an image over 2 MB is refused before any upload', async ({ page }) => {
    const uploads: string[] = []
    page.on('request', (request) => { if (request.url().includes('/storage/v1/object')) uploads.push(request.url()) })
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(THREE_MB - TINY_PNG.length)])
    await page.getByLabel('Featured Image', { exact: true }).setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: big })
    await expectToast(page, 'Image Upload Error', '"huge.png" is 3.0 MB; images can be at most 2.0 MB.')
    expect(uploads).toEqual([])
  })

  test('the server refuses a file that only claims to be an image, and the UI says why', async ({ page }) => {
    await page.getByLabel('Featured Image', { exact: true }).setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('<script>alert(1)</script>') })
    await expectToast(page, 'Image Upload Error', "The image wasn't uploaded: its content is not a PNG, JPG, GIF or WebP image. Choose another file.")
    await expect(page.getByRole('img', { name: 'Featured image preview' })).toHaveCount(0)
  })
})

test.describe('article-images bucket (API)', () => {
  test('refuses non-images and files over 2 MB even from an admin', async ({ adminApi }) => {
    const bucket = adminApi.storage.from('article-images')
    const text = await bucket.upload(`${Date.now()}-${unique()}.txt`, Buffer.from('hello'), { contentType: 'text/plain' })
    expect(text.error?.message).toMatch(/mime type text\/plain is not supported/)
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(THREE_MB - TINY_PNG.length)])
    const huge = await bucket.upload(`${Date.now()}-${unique()}.png`, big, { contentType: 'image/png' })
    expect(huge.error?.message).toMatch(/exceeded the maximum allowed size/)
  })
})
