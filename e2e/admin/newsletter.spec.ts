import { expect, test } from '../support/fixtures.ts'
import { E2E } from '../support/env.ts'
import { mailSource, waitForMail } from '../../tests/support/mail.ts'
import { signIn } from '../support/sign-in.ts'
import { deleteArticlesWhere, expectToast, insertArticle, unique } from './admin-helpers.ts'

const SETTINGS = 'select site_name, reply_to, postal_address from public.site_settings'

test.describe('newsletter tab', () => {
  const token = unique()
  let saved: { site_name: string; reply_to: string; postal_address: string } | undefined
  test.beforeAll(async ({ sql }) => {
    saved = (await sql<{ site_name: string; reply_to: string; postal_address: string }>(SETTINGS))[0]
  })
  test.beforeEach(async ({ sql }) => {
    // Each test starts as a newsroom does: no draft waiting, and no postal address until a test sets one.
    await sql(`delete from public.newsletter_issues where state = 'draft'`)
    await sql(`update public.site_settings set postal_address = ''`)
  })
  test.afterAll(async ({ sql }) => {
    await sql('delete from private.mail_outbox where email like $1', [`%${token}%`])
    await sql('delete from public.subscribers where email like $1', [`%${token}%`])
    await sql(`delete from public.newsletter_issues where state = 'draft'`)
    await deleteArticlesWhere(sql, `%${token}%`)
    if (saved) await sql('update public.site_settings set site_name = $1, reply_to = $2, postal_address = $3', [saved.site_name, saved.reply_to, saved.postal_address])
  })

  test("a new newsletter's first click on Send opens the confirmation, with nothing saved before", async ({ page, sql }) => {
    await sql(`update public.site_settings set postal_address = '1 Fleet Street, London'`)
    await sql(`insert into public.subscribers (email, status, confirmed_at) values ($1, 'confirmed', now())`, [`first-click-${token}@example.com`])
    const subject = `First click ${token}`
    await signIn(page)
    await page.getByRole('tab', { name: 'Newsletter' }).click()
    await expect(page.getByLabel('Subject')).toHaveValue('')
    await page.getByLabel('Subject').fill(subject)
    await page.getByRole('button', { name: /^Send to \d+ subscribers?$/ }).click()
    const dialog = page.getByRole('dialog', { name: 'Send this newsletter?' })
    await expect(dialog).toContainText(subject)
    // Asking saved the draft first; cancelling sends nothing and keeps the text.
    expect(await sql('select state from public.newsletter_issues where subject = $1', [subject])).toEqual([{ state: 'draft' }])
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByLabel('Subject')).toHaveValue(subject)
    expect(await sql(`select 1 from private.mail_outbox o join public.newsletter_issues i on i.id = o.issue_id where i.subject = $1`, [subject])).toEqual([])
  })

  test('without a postal address, Send waits and says why; a test to oneself still goes', async ({ page, sql, adminApi }) => {
    await sql(`insert into public.subscribers (email, status, confirmed_at) values ($1, 'confirmed', now())`, [`no-address-${token}@example.com`])
    await signIn(page)
    await page.getByRole('tab', { name: 'Newsletter' }).click()
    await page.getByLabel('Subject').fill(`No address ${token}`)
    await expect(page.getByRole('status').filter({ hasText: 'postal address' })).toContainText(
      "Before the first newsletter can be sent, an administrator must add the newsroom's postal address in the Settings tab")
    await expect(page.getByRole('button', { name: /^Send to \d+ subscribers?$/ })).toBeDisabled()
    await page.getByRole('button', { name: 'Send test to me' }).click()
    await expectToast(page, 'Test sent', E2E.admin.email)
    // The database refuses it too, whatever a client sends.
    const [draft] = await sql<{ id: string }>('select id from public.newsletter_issues where subject = $1', [`No address ${token}`])
    const refused = await adminApi.rpc('send_newsletter_issue', { issue_id: draft!.id })
    expect(refused.error?.message).toContain('postal address')
    expect(await sql(`select 1 from private.mail_outbox where issue_id = $1 and kind = 'newsletter'`, [draft!.id])).toEqual([])
  })

  test('compose, preview, send a test, send with "Yes, send", watch it finish, find it in the inbox as mail clients read it, and in the history', async ({ page, sql }) => {
    test.setTimeout(120_000)
    const siteName = `Opinion Desk ${token}`
    await sql('update public.site_settings set site_name = $1, reply_to = $2, postal_address = $3', [siteName, `letters-${token}@example.com`, `1 Fleet Street\nLondon ${token}`])
    const reader = `reader-${token}@example.com`
    await sql(`insert into public.subscribers (email, status, confirmed_at) values ($1, 'confirmed', now())`, [reader])
    const article = await insertArticle(sql, { title: `Newsletter pick ${token}`, excerpt: `Why it matters ${token}` })
    await sql(`update public.articles set image_url = '/images/photos/health-news-1/1600x1067.avif' where id = $1`, [article.id])
    const subject = `Weekly ${token}`

    await signIn(page)
    await page.getByRole('tab', { name: 'Newsletter' }).click()
    await page.getByLabel('Subject').fill(subject)
    await page.getByLabel('Intro').fill('Hello <readers> & friends')
    await page.getByLabel('Search articles').fill(token)
    // A new issue starts with the articles published since the last one (a week back before the
    // first): this one, published a moment ago, among them.
    await expect(page.getByRole('checkbox', { name: new RegExp(article.title) })).toBeChecked()
    await expect(page.getByText(/^Articles \((?!0 )\d+ chosen\)$/)).toBeVisible()

    await page.getByRole('button', { name: 'Preview' }).click()
    const html = page.getByTestId('newsletter-html-preview')
    await expect(html.getByRole('link', { name: article.title })).toHaveAttribute('href', new RegExp(`/${article.slug}$`))
    await expect(html.getByText('Hello <readers> & friends')).toBeVisible()
    await page.getByRole('tab', { name: 'Plain text' }).click()
    await expect(page.getByTestId('newsletter-text-preview')).toContainText(`${article.title}\nWhy it matters ${token}`)

    await page.getByRole('button', { name: 'Send test to me' }).click()
    await expectToast(page, 'Test sent', E2E.admin.email)
    await waitForMail(E2E.mailUrl, E2E.admin.email, { subject: `[Test] ${subject}` })

    const send = page.getByRole('button', { name: /^Send to \d+ subscribers?$/ })
    await expect(send).toBeEnabled()
    await send.click()
    const dialog = page.getByRole('dialog', { name: 'Send this newsletter?' })
    await expect(dialog).toContainText(subject)
    await dialog.getByRole('button', { name: 'Yes, send' }).click()
    await expect(dialog).toBeHidden()

    // The progress survives a reload: it is read from the outbox, not kept in the page.
    await page.reload()
    const progress = page.getByTestId('newsletter-progress')
    await expect(progress).toContainText(/Sent \d+ · Failed \d+ · Remaining \d+/)
    await expect(progress).toContainText('Remaining 0 · Done', { timeout: 60_000 })

    const [mail] = await waitForMail(E2E.mailUrl, reader, { subject })
    expect(mail?.html).toContain('Hello &lt;readers&gt; &amp; friends')
    // As mail clients read it: a phone-width viewport, the postal address, the photo as a JPEG
    // (Outlook shows no WebP) that the site really serves, sent under the site's name with its reply-to.
    expect(mail?.html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">')
    expect(mail?.html).toContain(`1 Fleet Street<br>London ${token}`)
    expect(mail?.text).toContain(`London ${token}`)
    expect(mail?.html).not.toMatch(/\.(webp|avif)\b/)
    const image = /<img src="([^"]+)"/.exec(mail?.html ?? '')?.[1] ?? ''
    expect(image).toBe(`${E2E.webUrl}/images/photos/health-news-1/1200x800.jpg`)
    const photo = await page.request.get(image)
    expect(photo.status()).toBe(200)
    expect(photo.headers()['content-type']).toBe('image/jpeg')
    expect(mail?.from).toEqual([expect.objectContaining({ name: siteName })])
    expect(await mailSource(E2E.mailUrl, mail?.id ?? '')).toMatch(new RegExp(`^Reply-To: letters-${token}@example\\.com\\r?$`, 'm'))
    expect(`${mail?.html}\n${mail?.text}`).not.toMatch(/\bthe The\b/)
    await page.reload()
    const history = page.getByRole('region', { name: 'Sent newsletters' })
    await expect(history.getByRole('row', { name: new RegExp(subject) })).toBeVisible()
    // The composer starts the next issue afresh.
    await expect(page.getByLabel('Subject')).toHaveValue('')
  })
})
