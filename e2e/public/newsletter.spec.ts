import { linkIn, waitForMail } from '../../tests/support/mail.ts'
import { E2E } from '../support/env.ts'
import { expect, test } from '../support/fixtures.ts'
import { uniqueSuffix } from '../support/articles.ts'
import { toastTitled } from '../support/toasts.ts'

// The spec's title stays; its description ("successfully subscribed") was untrue for an address
// that still has to confirm, so the toast says what happens next, alike for every address.
const NEXT_STEP = 'A confirmation e-mail is on its way: open the link in it to start receiving our newsletter.'

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
    await expect(toastTitled(page, 'Thanks for joining the community!')).toContainText(NEXT_STEP)
    await expect(field).toHaveValue('')
    expect(await sql('select email from public.subscribers where email = $1', [email])).toHaveLength(1)

    await field.fill(email)
    const again = page.waitForResponse((res) => res.url().includes('/rest/v1/subscribers'))
    await form.getByRole('button', { name: 'Subscribe' }).click()
    expect((await again).status()).toBe(201)
    await expect(toastTitled(page, 'Thanks for joining the community!')).toContainText(NEXT_STEP)
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

  test('a reader who unsubscribed and subscribes again gets a new confirmation e-mail, and is subscribed again only by its link', async ({ page, sql, onCleanup }) => {
    const email = `back-again-${uniqueSuffix()}@example.com`
    onCleanup(() => sql('delete from public.subscribers where email = $1', [email]))
    onCleanup(() => sql('delete from private.mail_outbox where email = $1', [email]))
    // A confirmed reader who got a newsletter; its footer link carries this token.
    const token = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('hex')
    await sql(`insert into public.subscribers (email, status, confirmed_at, confirm_sent_at) values ($1, 'confirmed', now(), now())`, [email])
    await sql(`insert into private.mail_outbox (kind, issue_id, email, unsubscribe_token_hash, state)
               values ('newsletter', gen_random_uuid(), $1, sha256(convert_to($2, 'UTF8')), 'sent')`, [email, token])

    await page.goto(`/newsletter/unsubscribe?token=${token}`)
    await expect(page.getByRole('heading', { level: 1, name: 'You have been unsubscribed' })).toBeVisible()
    await expect(page.getByText('You will not receive the newsletter from The Daily Opinion any more.')).toBeVisible()
    expect(await sql('select status from public.subscribers where email = $1', [email])).toEqual([{ status: 'unsubscribed' }])

    await page.goto('/')
    const form = page.getByRole('form', { name: 'Newsletter sign-up' })
    await form.getByLabel('Email address').fill(email)
    await form.getByRole('button', { name: 'Subscribe' }).click()
    await expect(toastTitled(page, 'Thanks for joining the community!')).toContainText(NEXT_STEP)
    // Not subscribed by the form alone: the new confirmation decides.
    expect(await sql('select status from public.subscribers where email = $1', [email])).toEqual([{ status: 'unsubscribed' }])

    const [mail] = await waitForMail(E2E.mailUrl, email, { subject: 'Confirm your subscription' })
    expect(mail?.text).toContain('Please confirm that you want to receive the newsletter from The Daily Opinion at this address')
    expect(`${mail?.html}\n${mail?.text}`).not.toMatch(/\bthe The\b/)
    await page.goto(linkIn(mail!.text ?? '', `${E2E.webUrl}/newsletter/confirm?token=`))
    await expect(page.getByRole('heading', { level: 1, name: 'Subscription confirmed' })).toBeVisible()
    await expect(page.getByText('You will receive the newsletter from The Daily Opinion at this address.')).toBeVisible()
    expect(await sql('select status from public.subscribers where email = $1', [email])).toEqual([{ status: 'confirmed' }])
  })

  test('a confirm link with a made-up token confirms nothing and says the link no longer works', async ({ page }) => {
    await page.goto(`/newsletter/confirm?token=${'0'.repeat(64)}`)
    await expect(page.getByRole('heading', { level: 1, name: 'This link no longer works' })).toBeVisible()
  })
})
