import { expect, test } from '../support/fixtures.ts'
import { E2E } from '../support/env.ts'
import { waitForMail } from '../../tests/support/mail.ts'
import { signIn } from '../support/sign-in.ts'
import { deleteArticlesWhere, expectToast, insertArticle, unique } from './admin-helpers.ts'

test.describe('newsletter tab', () => {
  const token = unique()
  test.afterAll(async ({ sql }) => {
    await sql('delete from private.mail_outbox where email like $1', [`%${token}%`])
    await sql('delete from public.subscribers where email like $1', [`%${token}%`])
    await deleteArticlesWhere(sql, `%${token}%`)
  })

  test('compose, preview, send a test, send with "Yes, send", watch it finish, find it in the inbox and the history', async ({ page, sql }) => {
    test.setTimeout(120_000)
    const reader = `reader-${token}@example.com`
    await sql(`insert into public.subscribers (email, status, confirmed_at) values ($1, 'confirmed', now())`, [reader])
    const article = await insertArticle(sql, { title: `Newsletter pick ${token}`, excerpt: `Why it matters ${token}` })
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
    await page.reload()
    const history = page.getByRole('region', { name: 'Sent newsletters' })
    await expect(history.getByRole('row', { name: new RegExp(subject) })).toBeVisible()
    // The composer starts the next issue afresh.
    await expect(page.getByLabel('Subject')).toHaveValue('')
  })
})
