import { apiClient, expect, test } from '../support/fixtures.ts'
import { E2E } from '../support/env.ts'
import { signIn } from '../support/sign-in.ts'
import { deleteArticlesWhere, expectToast, unique } from './admin-helpers.ts'

const ADMIN_ROW = `select w.user_id, w.display_name from public.authors w join auth.users u on u.id = w.user_id where u.email = $1`

test.describe('bylines', () => {
  const token = unique()
  const name = `Morgan Reyes ${token}`
  let before: { user_id: string; display_name: string | null } | undefined

  test.beforeAll(async ({ sql }) => {
    ;[before] = await sql<{ user_id: string; display_name: string | null }>(ADMIN_ROW, [E2E.admin.email])
  })
  test.afterAll(async ({ sql }) => {
    if (before) await sql('update public.authors set display_name = $2 where user_id = $1', [before.user_id, before.display_name])
    await deleteArticlesWhere(sql, `%${token}%`)
  })

  test('an admin sets a display name in the dashboard; new articles are signed with it, on the page too', async ({ adminPage: page, sql }) => {
    await page.getByRole('button', { name: 'Change byline' }).click()
    await page.getByLabel('Your byline').fill(`  ${name}  `)
    await page.getByRole('button', { name: 'Save byline' }).click()
    await expectToast(page, 'Byline saved', `New articles will read "By ${name}".`)
    await expect(page.getByText(`Your byline: ${name}`)).toBeVisible()
    const [stored] = await sql<{ display_name: string | null }>(ADMIN_ROW, [E2E.admin.email])
    expect(stored?.display_name).toBe(name)

    // The database signs the article, whatever author the client sends.
    const api = apiClient()
    await api.auth.signInWithPassword({ email: E2E.admin.email, password: E2E.admin.password })
    const { data } = await api
      .from('articles')
      .insert({ title: `Signed piece ${token}`, excerpt: 'Who wrote it.', content: '<p>Body.</p>', status: 'published', author: 'someone@else.example' })
      .select('slug, author')
      .single()
      .throwOnError()
    expect(data.author).toBe(name)

    await page.goto(`/${data.slug}`)
    await expect(page.getByText(`Published by ${name}`)).toBeVisible()
    await expect(page.getByText(E2E.admin.email)).toHaveCount(0)
  })

  test('a name with a hidden text-direction character is refused in the form, with the reason', async ({ page, sql }) => {
    const [stored] = await sql<{ display_name: string | null }>(ADMIN_ROW, [E2E.admin.email])
    await signIn(page)
    await page.getByRole('button', { name: 'Change byline' }).click()
    // As pasted from a page that hid a right-to-left override in it.
    await page.getByLabel('Your byline').fill('Morgan\u202eseyeR')
    await expect(page.getByRole('alert').filter({ hasText: 'A byline can only hold printable text' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Save byline' })).toBeDisabled()
    await page.getByLabel('Your byline').fill('Morgan Reyes')
    await expect(page.getByRole('button', { name: 'Save byline' })).toBeEnabled()
    const [after] = await sql<{ display_name: string | null }>(ADMIN_ROW, [E2E.admin.email])
    expect(after?.display_name).toBe(stored?.display_name)
  })

  test("another writer's name, or the site's, is refused with the reason", async ({ page, sql }) => {
    const [stored] = await sql<{ display_name: string | null }>(ADMIN_ROW, [E2E.admin.email])
    await signIn(page)
    await page.getByRole('button', { name: 'Change byline' }).click()
    await page.getByLabel('Your byline').fill('the daily  opinion')
    await expect(page.getByRole('alert').filter({ hasText: "A byline cannot be the site's name, The Daily Opinion." })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Save byline' })).toBeDisabled()

    // A seeded columnist without a login: only the database knows every writer's name.
    await page.getByLabel('Your byline').fill('priya raman')
    await page.getByRole('button', { name: 'Save byline' }).click()
    await expectToast(page, 'Byline not saved', 'another writer, or the site itself, already has that name')
    const [after] = await sql<{ display_name: string | null }>(ADMIN_ROW, [E2E.admin.email])
    expect(after?.display_name).toBe(stored?.display_name)
  })
})
