import { readFile } from 'node:fs/promises'
import { upsertUser } from '../../server/src/db/users.ts'
import { expect, test } from '../support/fixtures.ts'
import { firstOf } from '../../tests/support/items.ts'
import { signIn } from '../support/sign-in.ts'
import { expectToast, openTab, unique } from './admin-helpers.ts'

test.describe('subscribers', () => {
  const token = unique()
  test.afterAll(async ({ sql }) => { await sql('delete from public.subscribers where email like $1', [`%${token}%`]) })

  test('newest first, paginated, counted, and exported as CSV', async ({ page, sql }) => {
    // Dated ahead so they are the newest whatever else the table holds.
    for (let i = 0; i < 16; i++) {
      await sql("insert into public.subscribers (email, created_at) values ($1, now() + make_interval(days => 30 - $2))",
        [`reader${String(i).padStart(2, '0')}-${token}@example.com`, i])
    }
    await signIn(page)
    await openTab(page, 'Subscribers')
    const { count } = firstOf(await sql<{ count: string }>('select count(*) from public.subscribers'))
    await expect(page.getByTestId('subscriber-count')).toHaveText(`${count} subscribers`)
    const rows = page.getByRole('table').getByRole('row')
    await expect(rows).toHaveCount(16) // header + 15
    await expect(rows.nth(1)).toContainText(`reader00-${token}@example.com`)
    await expect(rows.nth(15)).toContainText(`reader14-${token}@example.com`)
    await expect(page.getByText(`Page 1 of ${Math.ceil(Number(count) / 15)}`)).toBeVisible()
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(rows.nth(1)).toContainText(`reader15-${token}@example.com`)

    const downloading = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export CSV' }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toMatch(/^subscribers-\d{4}-\d{2}-\d{2}\.csv$/)
    const lines = (await readFile(await download.path(), 'utf8')).trimEnd().split('\r\n')
    expect(lines[0]).toBe('"email","status","subscribed_at"')
    expect(lines).toHaveLength(Number(count) + 1)
    expect(lines[1]).toMatch(new RegExp(`^"reader00-${token}@example\\.com","pending","\\d{4}-`))
  })

  test('shows each status with counts, and erases an address after asking', async ({ page, sql }) => {
    const gone = `erase-${token}@example.com`
    await sql("insert into public.subscribers (email, status, confirmed_at, created_at) values ($1, 'confirmed', now(), now() + interval '60 days')", [gone])
    await sql("insert into private.mail_outbox (kind, issue_id, email) values ('newsletter', gen_random_uuid(), $1)", [gone])
    await signIn(page)
    await openTab(page, 'Subscribers')
    await expect(page.getByTestId('subscriber-status-counts')).toContainText(/Confirmed \d+ · Pending \d+ · Unsubscribed \d+/)
    const row = page.getByRole('row', { name: new RegExp(gone) })
    await expect(row).toContainText('Confirmed')
    await row.getByRole('button', { name: `Delete ${gone}` }).click()
    const dialog = page.getByRole('dialog', { name: 'Delete this subscriber?' })
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(row).toBeVisible()
    await row.getByRole('button', { name: `Delete ${gone}` }).click()
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click()
    await expectToast(page, 'Subscriber deleted', gone)
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('row', { name: new RegExp(gone) })).toHaveCount(0)
    expect(await sql('select 1 from public.subscribers where email = $1', [gone])).toEqual([])
    expect(await sql('select 1 from private.mail_outbox where email = $1', [gone])).toEqual([])
  })

  test('an editor sees how many subscribers there are in each state, never an address', async ({ page, sql }) => {
    const known = `counted-${token}@example.com`
    await sql("insert into public.subscribers (email, status, confirmed_at) values ($1, 'confirmed', now())", [known])
    await signIn(page, 'editor@example.com', 'editor-password')
    await openTab(page, 'Subscribers')
    const [counts] = await sql<{ confirmed: number; pending: number; unsubscribed: number }>(
      `select count(*) filter (where status = 'confirmed')::int as confirmed, count(*) filter (where status = 'pending')::int as pending,
              count(*) filter (where status = 'unsubscribed')::int as unsubscribed from public.subscribers`)
    await expect(page.getByTestId('subscriber-status-counts'))
      .toHaveText(`Confirmed ${counts?.confirmed} · Pending ${counts?.pending} · Unsubscribed ${counts?.unsubscribed}`)
    await expect(page.getByText('Only administrators see subscriber addresses.', { exact: false })).toBeVisible()
    await expect(page.getByRole('table')).toHaveCount(0)
    await expect(page.getByText(known)).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Export CSV' })).toHaveCount(0)
  })

  test("an administrator's session short of the two-factor rule is told what would show the addresses, not given an empty list", async ({ page, pool, sql, onCleanup }) => {
    const account = { email: `aal1-admin-${token}@example.com`, password: 'aal1-admin-password' }
    const { id } = await upsertUser(pool, { ...account, admin: true, role: 'admin' })
    onCleanup(() => sql('delete from auth.users where id = $1', [id]))
    await signIn(page, account.email, account.password)
    // A factor set up from another device while this password-only (aal1) session stays open.
    await sql(`insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
               values (gen_random_uuid(), $1, 'Phone', 'totp', 'verified', now(), now(), 'JBSWY3DPEHPK3PXP')`, [id])
    await openTab(page, 'Subscribers')
    await expect(page.getByText('Subscriber addresses are shown only to administrators signed in with two-factor.', { exact: false })).toBeVisible()
    await expect(page.getByRole('table')).toHaveCount(0)
    await expect(page.getByText('No subscribers yet')).toHaveCount(0)

    await page.getByRole('tab', { name: 'Team' }).click()
    await expect(page.getByText('The team and its e-mail addresses are shown only to administrators signed in with two-factor.', { exact: false })).toBeVisible()
    await expect(page.getByRole('table')).toHaveCount(0)
  })
})
