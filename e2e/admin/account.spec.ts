import { LOCAL_ANON_KEY } from '../../server/src/config.ts'
import { upsertUser } from '../../server/src/db/users.ts'
import { linkIn, waitForMail } from '../../tests/support/mail.ts'
import { E2E } from '../support/env.ts'
import { apiClient, expect, test } from '../support/fixtures.ts'
import { expectToast, unique } from './admin-helpers.ts'

/** A member of the staff made for one test (an editor, with a byline), removed after it. */
async function makeMember(pool: Parameters<typeof upsertUser>[0], onCleanup: (undo: () => Promise<unknown>) => void) {
  const account = { email: `member-${unique()}@example.com`, password: 'first-password' }
  const { id } = await upsertUser(pool, { ...account, admin: false })
  await pool.query(`insert into public.admins (user_id, role) values ($1, 'editor')`, [id])
  await pool.query('update public.authors set display_name = $2 where user_id = $1', [id, `Member ${unique()}`])
  onCleanup(() => pool.query('delete from auth.users where id = $1', [id]))
  return { ...account, id }
}

async function signInWith(page: import('@playwright/test').Page, email: string, password: string) {
  await page.goto('/admin/signin')
  await page.getByLabel('Email Address').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign In' }).click()
}

test.describe('passwords', () => {
  test('a forgotten password is reset from the e-mailed link, and the new one signs in', async ({ page, pool, onCleanup }) => {
    const member = await makeMember(pool, onCleanup)
    await page.goto('/admin/signin')
    await page.getByRole('link', { name: 'Forgot password?' }).click()
    await page.waitForURL('**/admin/forgot-password')
    await page.getByLabel('Email Address').fill(member.email)
    await page.getByRole('button', { name: 'Send reset link' }).click()
    await expect(page.getByRole('status')).toContainText(`If ${member.email} belongs to an account`)

    const [mail] = await waitForMail(E2E.mailUrl, member.email)
    const link = linkIn(mail!.text ?? mail!.html ?? '', `${E2E.apiUrl}/auth/v1/verify`)
    await page.goto(link)
    await page.waitForURL('**/admin/reset-password**')
    await page.getByLabel('New password', { exact: true }).fill('second-password')
    await page.getByLabel('Confirm new password').fill('second-password')
    await page.getByRole('button', { name: 'Save new password' }).click()
    await expectToast(page, 'Password changed')
    await page.waitForURL('**/admin/dashboard')

    // The link worked once: opened again, it says so.
    await page.goto(link)
    await page.waitForURL('**/admin/reset-password**')
    await expect(page.getByRole('alert')).toContainText('This link has expired or has already been used.')

    await page.context().clearCookies()
    await page.evaluate(() => window.localStorage.clear())
    await signInWith(page, member.email, 'second-password')
    await page.waitForURL('**/admin/dashboard')
  })

  test('a recovery link that lands at the Site URL (sent from the hosted dashboard, no redirect of ours) opens the reset form', async ({ page, pool, onCleanup }) => {
    const member = await makeMember(pool, onCleanup)
    // What Supabase's dashboard ("Send password recovery") does: no redirect_to, so the link's
    // session arrives at the Site URL, the home page.
    const asked = await fetch(`${E2E.apiUrl}/auth/v1/recover`, {
      method: 'POST', headers: { apikey: LOCAL_ANON_KEY, 'content-type': 'application/json' }, body: JSON.stringify({ email: member.email }),
    })
    expect(asked.status).toBe(200)
    const [mail] = await waitForMail(E2E.mailUrl, member.email)
    const link = linkIn(mail!.text ?? mail!.html ?? '', `${E2E.apiUrl}/auth/v1/verify`)
    // The link works once: the browser opens it, and the addresses it passes are recorded.
    const visited: string[] = []
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(frame.url())
    })
    await page.goto(link)
    await page.waitForURL('**/admin/reset-password**')
    expect(visited.some((url) => new RegExp(`^${E2E.webUrl}/?#access_token=.*type=recovery`).test(url))).toBe(true)
    await expect(page.getByRole('heading', { name: 'Choose a New Password' })).toBeVisible()
    await page.getByLabel('New password', { exact: true }).fill('third-password')
    await page.getByLabel('Confirm new password').fill('third-password')
    await page.getByRole('button', { name: 'Save new password' }).click()
    await expectToast(page, 'Password changed')
    await page.waitForURL('**/admin/dashboard')
    // Back does not return to the address that held the tokens.
    expect(page.url()).not.toContain('access_token')
  })

  test('an unknown address gets the same answer and no e-mail', async ({ page }) => {
    const nobody = `nobody-${unique()}@example.com`
    await page.goto('/admin/forgot-password')
    await page.getByLabel('Email Address').fill(nobody)
    await page.getByRole('button', { name: 'Send reset link' }).click()
    await expect(page.getByRole('status')).toContainText(`If ${nobody} belongs to an account`)
    await expect(waitForMail(E2E.mailUrl, nobody, { timeoutMs: 2_000 })).rejects.toThrow(/\(0 arrived\)/)
  })

  test('"Change password" in the dashboard sets a new password', async ({ page, pool, onCleanup }) => {
    const member = await makeMember(pool, onCleanup)
    await signInWith(page, member.email, member.password)
    await page.waitForURL('**/admin/dashboard')
    await page.getByRole('button', { name: 'Change password' }).click()
    const dialog = page.getByRole('dialog', { name: 'Change password' })
    await dialog.getByLabel('New password', { exact: true }).fill('short')
    await dialog.getByLabel('Confirm new password').fill('short')
    await dialog.getByRole('button', { name: 'Save new password' }).click()
    await expect(dialog.getByRole('alert')).toHaveText('Use at least 8 characters.')
    await dialog.getByLabel('New password', { exact: true }).fill('changed-password')
    await dialog.getByLabel('Confirm new password').fill('changed-password')
    await dialog.getByRole('button', { name: 'Save new password' }).click()
    await expectToast(page, 'Password changed')

    const api = apiClient()
    expect((await api.auth.signInWithPassword({ email: member.email, password: member.password })).error?.code).toBe('invalid_credentials')
    expect((await api.auth.signInWithPassword({ email: member.email, password: 'changed-password' })).error).toBeNull()
  })
})
