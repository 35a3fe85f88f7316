import { crc32 } from 'node:zlib'
import { expect, test } from '../support/fixtures.ts'
import { signIn } from '../support/sign-in.ts'
import { expectToast, openTab, TINY_PNG, unique } from './admin-helpers.ts'

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

  test('a photo over 25 MB and a GIF over 2 MB are refused before any upload', async ({ page }) => {
    const uploads: string[] = []
    page.on('request', (request) => { if (request.url().includes('/storage/v1/object')) uploads.push(request.url()) })
    const huge = Buffer.concat([TINY_PNG, Buffer.alloc(26 * 1024 * 1024 - TINY_PNG.length)])
    await page.getByLabel('Featured Image', { exact: true }).setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: huge })
    await expectToast(page, 'Image Upload Error', '"huge.png" is 26.0 MB; photos can be at most 25.0 MB.')
    const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(THREE_MB - 6)])
    await page.getByLabel('Featured Image', { exact: true }).setInputFiles({ name: 'big.gif', mimeType: 'image/gif', buffer: gif })
    await expectToast(page, 'Image Upload Error', '"big.gif" is 3.0 MB; GIFs can be at most 2.0 MB.')
    expect(uploads).toEqual([])
  })

  test('a photo the browser cannot read is refused before any upload, and says why', async ({ page }) => {
    const uploads: string[] = []
    page.on('request', (request) => { if (request.url().includes('/storage/v1/object')) uploads.push(request.url()) })
    await page.getByLabel('Featured Image', { exact: true }).setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('<script>alert(1)</script>') })
    await expectToast(page, 'Image Upload Error', '"fake.png" could not be read as an image by this browser. Save it as JPEG or PNG and try again.')
    expect(uploads).toEqual([])
    await expect(page.getByRole('img', { name: 'Featured image preview' })).toHaveCount(0)
  })

  test('an image whose header claims over 50 megapixels is refused before it is decoded or uploaded', async ({ page }) => {
    const uploads: string[] = []
    page.on('request', (request) => { if (request.url().includes('/storage/v1/object')) uploads.push(request.url()) })
    // A few hundred bytes claiming 65,000 × 65,000 pixels (17 GB decoded); the IHDR's CRC is kept valid.
    const bomb = Buffer.from(TINY_PNG)
    bomb.writeUInt32BE(65_000, 16)
    bomb.writeUInt32BE(65_000, 20)
    bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29)
    await page.getByLabel('Featured Image', { exact: true }).setInputFiles({ name: 'bomb.png', mimeType: 'image/png', buffer: bomb })
    await expectToast(page, 'Image Upload Error', '"bomb.png" is 65,000 × 65,000 pixels (4,225 megapixels); images can have at most 50 megapixels.')
    expect(uploads).toEqual([])
    await expect(page.getByRole('img', { name: 'Featured image preview' })).toHaveCount(0)
  })

  test('the server refuses a GIF (stored as it is) that only claims to be one, and the UI says why', async ({ page }) => {
    await page.getByLabel('Featured Image', { exact: true }).setInputFiles({ name: 'fake.gif', mimeType: 'image/gif', buffer: Buffer.from('<script>alert(1)</script>') })
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
