import { linkIn, waitForMail } from '../../tests/support/mail.ts'
import { E2E } from '../support/env.ts'
import { expect, test } from '../support/fixtures.ts'
import { uniqueSuffix } from '../support/articles.ts'
import { toastTitled } from '../support/toasts.ts'

test.describe('newsletter', () => {
  // The whole suite signs up from 127.0.0.1, one client to the 10-an-hour sign-up limit: each
  // test starts a new hour for it, as a separate reader would.
  test.beforeEach(({ sql }) => sql('delete from private.subscribe_attempts').then(() => undefined))

  test('invalid addresses are refused with the spec texts', async ({ page }) => {
    await page.goto('/')
    const form = page.getByRole('form', { name: 'Newsletter sign-up' })
    for (const value of ['', 'not-an-email', 'no-dot@example', 'two words@example.com', 'x@y.co;=2+3;']) {
      await form.getByLabel('Email address').fill(value)
      await form.getByRole('button', { name: 'Subscribe' }).click()
      const notice = toastTitled(page, 'Invalid Email')
      await expect(notice).toContainText('Please enter a valid email address.')
      await expect(notice).toHaveAttribute('data-variant', 'destructive')
    }
  })

  test('a new address is stored and the field cleared; the same address again answers the same (no membership oracle)', async ({ page, sql, onCleanup }) => {
    const email = `reader-${uniqueSuffix()}@example.com`
    onCleanup(() => sql('delete from public.subscribers where email = $1', [email]))
    await page.goto('/')
    const form = page.getByRole('form', { name: 'Newsletter sign-up' })
    const field = form.getByLabel('Email address')
    await field.fill(`  ${email.toUpperCase()} `)
    const first = page.waitForResponse((res) => res.url().includes('/rest/v1/subscribers'))
    await form.getByRole('button', { name: 'Subscribe' }).click()
    expect((await first).status()).toBe(201)
    await expect(toastTitled(page, 'Thanks for joining the community!')).toContainText("You've been successfully subscribed to our newsletter.")
    await expect(field).toHaveValue('')
    expect(await sql('select email from public.subscribers where email = $1', [email])).toHaveLength(1)

    await field.fill(email)
    const again = page.waitForResponse((res) => res.url().includes('/rest/v1/subscribers'))
    await form.getByRole('button', { name: 'Subscribe' }).click()
    expect((await again).status()).toBe(201)
    await expect(toastTitled(page, 'Thanks for joining the community!')).toContainText("You've been successfully subscribed to our newsletter.")
    await expect(field).toHaveValue('')
    expect(await sql('select email from public.subscribers where email = $1', [email])).toHaveLength(1)
  })

  test('a new reader confirms by the link in the e-mail the site really sent', async ({ page, sql, onCleanup }) => {
    const email = `confirm-${uniqueSuffix()}@example.com`
    onCleanup(() => sql('delete from public.subscribers where email = $1', [email]))
    await page.goto('/')
    const form = page.getByRole('form', { name: 'Newsletter sign-up' })
    await form.getByLabel('Email address').fill(email)
    await form.getByRole('button', { name: 'Subscribe' }).click()
    await expect(toastTitled(page, 'Thanks for joining the community!')).toBeVisible()
    expect(await sql('select status from public.subscribers where email = $1', [email])).toEqual([{ status: 'pending' }])

    // Delivered over SMTP by the stack's own sender to its mail catcher.
    const [mail] = await waitForMail(E2E.mailUrl, email, { subject: 'Confirm your subscription' })
    const link = linkIn(mail!.text ?? '', `${E2E.webUrl}/newsletter/confirm?token=`)
    await page.goto(link)
    await expect(page.getByRole('heading', { level: 1, name: 'Subscription confirmed' })).toBeVisible()
    expect(await sql('select status from public.subscribers where email = $1', [email])).toEqual([{ status: 'confirmed' }])
  })

  test('a confirm link with a made-up token confirms nothing and says the link no longer works', async ({ page }) => {
    await page.goto(`/newsletter/confirm?token=${'0'.repeat(64)}`)
    await expect(page.getByRole('heading', { level: 1, name: 'This link no longer works' })).toBeVisible()
  })
})
