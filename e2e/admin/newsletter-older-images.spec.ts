import type { Page } from '@playwright/test'
import sharp from 'sharp'
import { synthesizePhoto } from '../../build/photos/synthetic-photo.ts'
import { waitForMail } from '../../tests/support/mail.ts'
import { E2E } from '../support/env.ts'
import { expect, test, type Sql } from '../support/fixtures.ts'
import { signIn } from '../support/sign-in.ts'
import { deleteArticlesWhere, insertArticle, removeUploadedImages, unique } from './admin-helpers.ts'

const BUCKET_URL = `${E2E.apiUrl}/storage/v1/object/public/article-images`
/** The widths an upload of a 1600×1067 photo stores, as WebP only: a set stored before the e-mail's JPEG copy was. */
const OLD_SET_FILES = [[480, 320], [800, 533], [1200, 800], [1600, 1067]] as const

async function openComposer(page: Page, subject: string) {
  await signIn(page)
  await page.getByRole('tab', { name: 'Newsletter' }).click()
  await page.getByLabel('Subject').fill(subject)
}

test.describe('newsletter images stored before the JPEG copy', () => {
  const token = unique()
  test.beforeEach(async ({ sql }) => {
    await sql(`delete from public.newsletter_issues where state = 'draft'`)
    await sql(`update public.site_settings set postal_address = '1 Fleet Street, London'`)
  })
  test.afterAll(async ({ sql, adminApi }) => {
    await sql('delete from private.mail_outbox where email like $1', [`%${token}%`])
    await sql('delete from public.subscribers where email like $1', [`%${token}%`])
    await sql(`delete from public.newsletter_issues where state = 'draft'`)
    await deleteArticlesWhere(sql, `%${token}%`)
    await removeUploadedImages(sql, adminApi, token)
  })

  async function articleWithImage(sql: Sql, title: string, imageUrl: string) {
    const article = await insertArticle(sql, { title })
    await sql('update public.articles set image_url = $1, image_alt = $2 where id = $3', [imageUrl, `Photo of ${title}`, article.id])
    return article
  }

  test('sending makes the missing JPEG copy in the browser, says so, and the mail links to a JPEG the storage serves', async ({ page, sql, adminApi }) => {
    // Decoding and encoding a 1600 px photo in the browser, and a whole send: on a busy 2-CPU machine.
    test.setTimeout(90_000)
    const set = `older-${token}`
    const photo = await synthesizePhoto({ width: 1600, height: 1067, seed: 7 })
    for (const [width, height] of OLD_SET_FILES) {
      const webp = await sharp(photo).resize(width, height).webp({ quality: 72 }).toBuffer()
      const stored = await adminApi.storage.from('article-images').upload(`${set}/${width}x${height}.webp`, webp, { contentType: 'image/webp' })
      expect(stored.error).toBeNull()
    }
    const before = await sql<{ name: string }>(`select name from storage.objects where bucket_id = 'article-images' and name like $1 order by name`, [`${set}/%`])
    expect(before.map((file) => file.name).filter((name) => name.endsWith('.jpg'))).toEqual([])
    const article = await articleWithImage(sql, `Older photo ${token}`, `${BUCKET_URL}/${set}/1600x1067.webp`)
    const reader = `older-image-${token}@example.com`
    await sql(`insert into public.subscribers (email, status, confirmed_at) values ($1, 'confirmed', now())`, [reader])
    const subject = `Older images ${token}`

    await openComposer(page, subject)
    await page.getByLabel('Search articles').fill(token)
    await expect(page.getByRole('checkbox', { name: new RegExp(article.title) })).toBeChecked()
    await page.getByRole('button', { name: /^Send to \d+ subscribers?$/ }).click()
    // The confirmation opens once the copy is stored. The page behind it is then hidden from the
    // accessibility tree, so the status is found by its text; it is read before the send, which
    // replaces the composer with a new draft once it is done.
    const dialog = page.getByRole('dialog', { name: 'Send this newsletter?' })
    await expect(dialog).toBeVisible({ timeout: 30_000 })
    await expect(page.getByText('Made JPEG copies of 1 older image for e-mail.')).toBeVisible()
    await dialog.getByRole('button', { name: 'Yes, send' }).click()
    await expect(dialog).toBeHidden()

    const [mail] = await waitForMail(E2E.mailUrl, reader, { subject, timeoutMs: 45_000 })
    expect(mail?.html).not.toMatch(/\.(webp|avif)\b/)
    const image = /<img src="([^"]+)"/.exec(mail?.html ?? '')?.[1] ?? ''
    expect(image).toBe(`${BUCKET_URL}/${set}/1200x800.jpg`)
    const served = await page.request.get(image)
    expect(served.status()).toBe(200)
    expect(served.headers()['content-type']).toBe('image/jpeg')
    const size = await sharp(await served.body()).metadata()
    expect([size.format, size.width, size.height]).toEqual(['jpeg', 1200, 800])
  })

  test('a copy that cannot be made stops the send with the reason, and nothing goes out', async ({ page, sql }) => {
    // A set whose files are gone: there is nothing to make the copy from.
    const article = await articleWithImage(sql, `Lost photo ${token}`, `${BUCKET_URL}/lost-${token}/1600x1067.webp`)
    await sql(`insert into public.subscribers (email, status, confirmed_at) values ($1, 'confirmed', now())`, [`lost-image-${token}@example.com`])
    const subject = `Lost image ${token}`

    await openComposer(page, subject)
    await page.getByLabel('Search articles').fill(token)
    await expect(page.getByRole('checkbox', { name: new RegExp(article.title) })).toBeChecked()
    await page.getByRole('button', { name: /^Send to \d+ subscribers?$/ }).click()
    await expect(page.getByRole('alert')).toContainText(`The JPEG copy e-mails show of the image of "${article.title}" could not be made`)
    await expect(page.getByRole('alert')).toContainText('Nothing was sent')
    await expect(page.getByRole('dialog', { name: 'Send this newsletter?' })).toBeHidden()
    // Send test stops the same way.
    await page.getByRole('button', { name: 'Send test to me' }).click()
    await expect(page.getByRole('alert')).toContainText('could not be made')
    expect(await sql(`select 1 from private.mail_outbox o join public.newsletter_issues i on i.id = o.issue_id where i.subject = $1`, [subject])).toEqual([])
  })
})
