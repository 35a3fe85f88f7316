import { expect, test } from '../support/fixtures.ts'
import { E2E } from '../support/env.ts'
import { expectToast, unique } from './admin-helpers.ts'

const ADMIN_ROW = `select w.user_id, w.bio, w.slug from public.authors w join auth.users u on u.id = w.user_id where u.email = $1`

interface AdminRow {
  user_id: string
  bio: string | null
  slug: string | null
}

test.describe('bio', () => {
  test('a member writes their bio in the dashboard (400 characters at most) and their author page shows it', async ({ adminPage: page, sql, onCleanup }) => {
    const [before] = await sql<AdminRow>(ADMIN_ROW, [E2E.admin.email])
    if (!before?.slug) throw new Error('e2e: the demo administrator has no author page')
    onCleanup(() => sql('update public.authors set bio = $2 where user_id = $1', [before.user_id, before.bio]))
    const bio = `Covers the city council and the courts. ${unique()}`

    await page.getByRole('button', { name: 'Change bio' }).click()
    const field = page.getByLabel('Your bio (shown on your author page)')
    await field.fill('x'.repeat(401))
    await expect(page.getByRole('alert')).toHaveText('A bio can be at most 400 characters long (this one has 401).')
    await expect(page.getByText('401/400 characters')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Save bio' })).toBeDisabled()

    await field.fill(bio)
    await page.getByRole('button', { name: 'Save bio' }).click()
    await expectToast(page, 'Bio saved', 'Your author page shows it now.')
    const [after] = await sql<AdminRow>(ADMIN_ROW, [E2E.admin.email])
    expect(after?.bio).toBe(bio)

    await expect(page.getByRole('link', { name: 'View your author page' })).toHaveAttribute('href', `/author/${before.slug}`)
    await page.goto(`/author/${before.slug}`)
    await expect(page.getByTestId('author-bio')).toHaveText(bio)
  })
})
