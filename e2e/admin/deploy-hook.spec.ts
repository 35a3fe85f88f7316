import { firstOf } from '../../tests/support/items.ts'
import { expect, test } from '../support/fixtures.ts'
import { clearHookHits, hookHits } from '../support/hook-receiver.ts'
import { signIn } from '../support/sign-in.ts'
import { deleteArticlesWhere, expectToast, openTab, unique } from './admin-helpers.ts'

test.describe('deploy hook', () => {
  const token = unique()
  test.afterAll(async ({ sql }) => deleteArticlesWhere(sql, `%${token}%`))

  test('publishing through the dashboard asks the host for one build, naming the article', async ({ page, sql }) => {
    // Every POST earlier specs' changes cause has been made (the stack's hook accepts them all)
    // once nothing waits and none is open; then the hook's record starts empty.
    const busy = async () => firstOf(await sql<{ busy: boolean }>(
      `select exists (select 1 from private.deploy_hook_requests where delivery_id is null)
           or exists (select 1 from private.deploy_hook_deliveries where state <> 'sent') as busy`)).busy
    await expect.poll(busy, { timeout: 15_000 }).toBe(false)
    await clearHookHits()

    const title = `Built on publish ${token}`
    await signIn(page)
    await openTab(page, 'Articles')
    await page.getByRole('button', { name: 'New Article' }).click()
    const dialog = page.getByRole('dialog', { name: 'Create New Article' })
    await dialog.getByLabel('Title').fill(title)
    await dialog.getByLabel('Excerpt').fill(`Excerpt ${token}`)
    await dialog.getByRole('textbox', { name: 'Content' }).click()
    await page.keyboard.type('The body of the article.')
    await dialog.getByRole('button', { name: 'Create & Publish' }).click()
    await expectToast(page, 'Success!', 'Article created successfully')
    const row = firstOf(await sql<{ id: string; slug: string }>('select id, slug from public.articles where title = $1', [title]))

    await expect.poll(async () => (await hookHits()).length).toBe(1)
    expect(firstOf(await hookHits())).toMatchObject({
      method: 'POST',
      path: '/deploy-hook',
      body: { reason: 'publish', reasons: ['publish'], article_ids: [row.id], slugs: [row.slug], article_count: 1 },
    })
    // Every POST this publish causes has been made once nothing waits and none is open.
    await expect.poll(busy).toBe(false)
    expect(await hookHits()).toHaveLength(1)
  })
})
