import type { Page } from '@playwright/test'
import { TOTP } from 'otpauth'
import { upsertUser } from '../../server/src/db/users.ts'
import { linkIn, waitForMail } from '../../tests/support/mail.ts'
import { E2E } from '../support/env.ts'
import { expect, test } from '../support/fixtures.ts'
import { signIn } from '../support/sign-in.ts'
import { expectToast, unique } from './admin-helpers.ts'

async function openTeam(page: Page) {
  await page.getByRole('tab', { name: 'Team' }).click()
  await expect(page.getByRole('heading', { name: 'Team', level: 2 })).toBeVisible()
}

async function invite(page: Page, email: string, role: 'Contributor' | 'Editor' | 'Administrator') {
  await page.getByLabel('Email Address').fill(email)
  await page.getByLabel('Role', { exact: true }).selectOption({ label: role })
  await page.getByRole('button', { name: 'Invite', exact: true }).click()
  await expectToast(page, 'Invitation sent')
}

/** The code the member's app shows half a step from now: accepted (one step of drift is allowed) and never the one just used. */
const codeFor = (secret: string, offsetMs = 0) => new TOTP({ secret, digits: 6, period: 30 }).generate({ timestamp: Date.now() + offsetMs })

test.describe('the team', () => {
  test('an administrator invites a contributor, who joins from the e-mail with a name and a password', async ({ adminPage: page, browser, sql, onCleanup }) => {
    const email = `invitee-${unique()}@example.com`
    onCleanup(() => sql('delete from auth.users where email = $1', [email]))
    await openTeam(page)
    await invite(page, email, 'Contributor')
    const row = page.getByRole('row').filter({ hasText: email })
    await expect(row).toContainText('Invited')

    const [mail] = await waitForMail(E2E.mailUrl, email)
    const link = linkIn(mail!.text ?? mail!.html ?? '', `${E2E.apiUrl}/auth/v1/verify`)
    const invitee = await browser.newPage()
    await invitee.goto(link)
    await invitee.waitForURL('**/admin/accept-invite**')
    const name = `Nadia ${unique()}`
    await invitee.getByLabel('Display name').fill(name)
    await invitee.getByLabel('Password', { exact: true }).fill('joined-password')
    await invitee.getByLabel('Confirm password').fill('joined-password')
    await invitee.getByRole('button', { name: 'Join the team' }).click()
    await invitee.waitForURL('**/admin/dashboard')
    await expect(invitee.getByRole('tab', { name: 'Team' })).toHaveCount(0)
    await invitee.close()

    const [member] = await sql<{ role: string; display_name: string }>(
      `select a.role, w.display_name from public.admins a join auth.users u on u.id = a.user_id
         join public.authors w on w.user_id = a.user_id where u.email = $1`, [email])
    expect(member).toEqual({ role: 'contributor', display_name: name })
    await page.reload()
    await openTeam(page)
    await expect(page.getByRole('row').filter({ hasText: email })).toContainText(name)
    await expect(page.getByRole('row').filter({ hasText: email })).not.toContainText('Invited')
  })

  test('an invitation can be withdrawn: its link stops working', async ({ adminPage: page, sql, onCleanup }) => {
    const email = `withdrawn-${unique()}@example.com`
    onCleanup(() => sql('delete from auth.users where email = $1', [email]))
    await openTeam(page)
    await invite(page, email, 'Editor')
    const [mail] = await waitForMail(E2E.mailUrl, email)
    const link = linkIn(mail!.text ?? mail!.html ?? '', `${E2E.apiUrl}/auth/v1/verify`)
    await page.getByRole('row').filter({ hasText: email }).getByRole('button', { name: 'Withdraw invitation' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Withdraw' }).click()
    await expectToast(page, 'Invitation withdrawn')
    await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(0)
    expect(await sql('select 1 from auth.users where email = $1', [email])).toEqual([])
    await page.goto(link)
    await page.waitForURL('**/admin/accept-invite**')
    await expect(page.getByRole('alert')).toContainText('This link has expired or has already been used.')
  })

  test('two-factor sign-in: enrol with the key, then sign-in asks for a code; an administrator can remove a lost factor', async ({ page, browser, pool, sql, onCleanup }) => {
    const account = { email: `totp-${unique()}@example.com`, password: 'totp-password' }
    const { id } = await upsertUser(pool, { ...account, admin: false })
    await sql(`insert into public.admins (user_id, role) values ($1, 'editor')`, [id])
    await sql('update public.authors set display_name = $2 where user_id = $1', [id, `Tess ${unique()}`])
    onCleanup(() => sql('delete from auth.users where id = $1', [id]))

    await signIn(page, account.email, account.password)
    await page.getByRole('button', { name: 'Set up two-factor' }).click()
    const dialog = page.getByRole('dialog', { name: 'Set up two-factor sign-in' })
    await expect(dialog.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible()
    const secret = (await dialog.locator('code').textContent())!.trim()
    await dialog.getByLabel('Authentication code').fill('000000')
    await dialog.getByRole('button', { name: 'Turn on two-factor' }).click()
    await expect(dialog.getByRole('alert')).toContainText('That code is not right')
    await dialog.getByLabel('Authentication code').fill(codeFor(secret))
    await dialog.getByRole('button', { name: 'Turn on two-factor' }).click()
    await expectToast(page, 'Two-factor is on')
    expect(await sql(`select 1 from auth.mfa_factors where user_id = $1 and status = 'verified'`, [id])).toHaveLength(1)

    await page.getByRole('button', { name: 'Logout' }).click()
    await page.waitForURL('**/admin/signin')
    await page.getByLabel('Email Address').fill(account.email)
    await page.getByLabel('Password', { exact: true }).fill(account.password)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(page.getByRole('heading', { name: 'Two-Factor Sign In' })).toBeVisible()
    // The password alone does not open the dashboard.
    await page.goto('/admin/dashboard')
    await page.waitForURL('**/admin/signin')
    await page.getByLabel('Authentication code').fill(codeFor(secret, 30_000))
    await page.getByRole('button', { name: 'Verify' }).click()
    await page.waitForURL('**/admin/dashboard')
    await expect(page.getByText('Two-factor sign-in is on')).toBeVisible()

    // Lost phone: the administrator removes the factor; the password alone signs in again.
    const admin = await browser.newPage()
    await signIn(admin, E2E.admin.email, E2E.admin.password)
    await openTeam(admin)
    const row = admin.getByRole('row').filter({ hasText: account.email })
    await expect(row).toContainText('On')
    await row.getByRole('button', { name: 'Remove two-factor' }).click()
    await admin.getByRole('dialog').getByRole('button', { name: 'Remove two-factor' }).click()
    await expectToast(admin, 'Two-factor removed')
    await admin.close()
    expect(await sql('select 1 from auth.mfa_factors where user_id = $1', [id])).toEqual([])
  })

  test('an invitation names the site, the role and who invites; the tab and the e-mail give the same link lifetime; inviting again sends a new link', async ({ adminPage: page, sql, onCleanup }) => {
    const email = `named-${unique()}@example.com`
    onCleanup(() => sql('delete from auth.users where email = $1', [email]))
    await openTeam(page)
    const lifetime = 'The link works once, within one hour.'
    await expect(page.getByText(lifetime, { exact: false })).toBeVisible()
    await invite(page, email, 'Editor')

    const [mail] = await waitForMail(E2E.mailUrl, email)
    expect(mail?.subject).toBe('Hannah Cole invited you to join The Daily Opinion')
    expect(mail?.text).toContain('Hannah Cole invited you to join The Daily Opinion as an editor.')
    expect(mail?.text).toContain(lifetime)

    // Invited again while pending: a new link, the same account, the new role; nothing deleted.
    await page.getByLabel('Email Address').fill(email)
    await page.getByLabel('Role', { exact: true }).selectOption({ label: 'Contributor' })
    await page.getByRole('button', { name: 'Invite', exact: true }).click()
    await expectToast(page, 'Invitation sent again', `${email} has a new link; the earlier one no longer works.`)
    const [, again] = await waitForMail(E2E.mailUrl, email, { count: 2 })
    expect(again?.text).toContain('as a contributor.')
    expect(await sql('select count(*)::int as accounts from auth.users where email = $1', [email])).toEqual([{ accounts: 1 }])
    await expect(page.getByRole('row').filter({ hasText: email }).getByLabel(/^Role of /)).toHaveValue('contributor')
  })

  test('a role change asks first; Cancel keeps the role', async ({ adminPage: page, pool, sql, onCleanup }) => {
    const account = { email: `promoted-${unique()}@example.com`, password: 'promoted-password' }
    const name = `Rosa ${unique()}`
    const { id } = await upsertUser(pool, { ...account, admin: true, role: 'editor', displayName: name })
    onCleanup(() => sql('delete from auth.users where id = $1', [id]))
    await openTeam(page)
    const role = page.getByLabel(`Role of ${name}`)
    await role.selectOption('contributor')
    const dialog = page.getByRole('dialog', { name: `Make ${name} a contributor?` })
    await expect(dialog).toContainText(`${name} is signed out at once and signs in again as a contributor`)
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toBeHidden()
    await expect(role).toHaveValue('editor')
    expect(await sql('select role from public.admins where user_id = $1', [id])).toEqual([{ role: 'editor' }])

    await role.selectOption('contributor')
    await dialog.getByRole('button', { name: 'Change role' }).click()
    await expectToast(page, 'Role changed', `${name} is now contributor.`)
    await expect(role).toHaveValue('contributor')
    expect(await sql('select role from public.admins where user_id = $1', [id])).toEqual([{ role: 'contributor' }])
  })
})
