import { readFile } from 'node:fs/promises'
import { expect, test } from '../support/fixtures.ts'
import { firstOf } from '../../tests/support/items.ts'
import { signIn } from '../support/sign-in.ts'
import { openTab, unique } from './admin-helpers.ts'

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
    expect(lines[0]).toBe('"email","subscribed_at"')
    expect(lines).toHaveLength(Number(count) + 1)
    expect(lines[1]).toMatch(new RegExp(`^"reader00-${token}@example\\.com","\\d{4}-`))
  })
})
