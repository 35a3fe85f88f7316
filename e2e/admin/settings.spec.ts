import { mailSource, waitForMail } from '../../tests/support/mail.ts'
import { firstOf } from '../../tests/support/items.ts'
import { E2E } from '../support/env.ts'
import { expect, test } from '../support/fixtures.ts'
import { signIn } from '../support/sign-in.ts'
import { expectToast, makeStaffMember, unique } from './admin-helpers.ts'

interface Settings { site_name: string; reply_to: string; postal_address: string }
const SETTINGS = 'select site_name, reply_to, postal_address from public.site_settings'

test.describe('the Settings tab', () => {
  let saved: Settings | undefined
  test.beforeAll(async ({ sql }) => {
    saved = (await sql<Settings>(SETTINGS))[0]
  })
  test.afterAll(async ({ sql }) => {
    if (saved) await sql('update public.site_settings set site_name = $1, reply_to = $2, postal_address = $3', [saved.site_name, saved.reply_to, saved.postal_address])
  })

  test('an administrator sets the sender name, reply-to and postal address: checked, saved, recorded, and used by the next e-mail', async ({ adminPage: page, sql, anonApi }) => {
    const token = unique()
    await page.getByRole('tab', { name: 'Settings' }).click()
    await expect(page.getByRole('heading', { name: 'Settings', level: 2 })).toBeVisible()
    const form = page.getByRole('form', { name: 'Site settings' })
    await expect(form.getByLabel('Site name')).toHaveValue(saved?.site_name ?? '')
    // The two-factor requirement lives here too.
    await expect(page.getByRole('checkbox', { name: /Require two-factor sign-in for everyone/ })).toBeVisible()

    // Wrong values are explained in words and nothing is saved.
    await form.getByLabel('Site name').fill('   ')
    await form.getByLabel('Reply-to address').fill('letters at example dot com')
    await form.getByRole('button', { name: 'Save settings' }).click()
    await expect(form.getByText('Enter the site name: every e-mail goes out under it.')).toBeVisible()
    await expect(form.getByText('Enter one e-mail address, such as letters@your-site.example, or leave it empty.')).toBeVisible()
    await expect(form.getByLabel('Reply-to address')).toHaveAttribute('aria-invalid', 'true')
    expect(await sql<Settings>(SETTINGS)).toEqual([saved])

    const changesBefore = await sql('select id from private.site_settings_changes')
    const name = `Morning Desk ${token}`
    await form.getByLabel('Site name').fill(`  ${name}  `)
    await form.getByLabel('Reply-to address').fill(`letters-${token}@example.com`)
    await form.getByLabel('Postal address').fill(`The Daily Opinion\n1 Fleet Street\nLondon ${token}`)
    await form.getByRole('button', { name: 'Save settings' }).click()
    await expectToast(page, 'Settings saved')
    expect(await sql<Settings>(SETTINGS)).toEqual([{ site_name: name, reply_to: `letters-${token}@example.com`, postal_address: `The Daily Opinion\n1 Fleet Street\nLondon ${token}` }])

    // Recorded like the other administrators' changes: who, when, before and after.
    const [admin] = await sql<{ id: string }>('select id from auth.users where email = $1', [E2E.admin.email])
    const change = firstOf(await sql<{ changed_by: string; changes: Record<string, { from: unknown; to: unknown }> }>(
      'select changed_by, changes from private.site_settings_changes order by id desc limit 1'))
    expect((await sql('select id from private.site_settings_changes')).length).toBe(changesBefore.length + 1)
    expect(change.changed_by).toBe(admin?.id)
    expect(change.changes.site_name).toEqual({ from: saved?.site_name, to: name })
    expect(change.changes.reply_to?.to).toBe(`letters-${token}@example.com`)

    await page.reload()
    await page.getByRole('tab', { name: 'Settings' }).click()
    await expect(page.getByRole('form', { name: 'Site settings' }).getByLabel('Postal address')).toHaveValue(`The Daily Opinion\n1 Fleet Street\nLondon ${token}`)

    // The sender's next message goes out under the new name, replies to the new address.
    const reader = `settings-${token}@example.com`
    await sql('delete from private.subscribe_attempts')
    expect((await anonApi.from('subscribers').insert({ email: reader })).error).toBeNull()
    const [mail] = await waitForMail(E2E.mailUrl, reader, { subject: 'Confirm your subscription' })
    expect(mail?.from).toEqual([expect.objectContaining({ name })])
    expect(await mailSource(E2E.mailUrl, mail?.id ?? '')).toMatch(new RegExp(`^Reply-To: letters-${token}@example\\.com\\r?$`, 'm'))
    expect(mail?.text).toContain(`the newsletter from ${name} at this address`)
    await sql('delete from public.subscribers where email = $1', [reader])
  })

  test('an editor has no Settings tab', async ({ page, pool, onCleanup }) => {
    const account = await makeStaffMember(pool, onCleanup, { prefix: 'desk' })
    await signIn(page, account.email, account.password)
    await expect(page.getByRole('tab', { name: 'Newsletter' })).toBeVisible()
    await expect(page.getByRole('tab', { name: 'Settings' })).toHaveCount(0)
  })
})
