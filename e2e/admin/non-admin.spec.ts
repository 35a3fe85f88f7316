import { apiClient, expect, test } from '../support/fixtures.ts'
import { firstOf } from '../../tests/support/items.ts'
import { createNonAdmin, deleteUser, insertArticle, TINY_PNG, unique } from './admin-helpers.ts'

test.describe('a signed-in account that is not an administrator', () => {
  let account: { email: string; password: string }
  const token = unique()
  test.beforeAll(async ({ pool }) => { account = await createNonAdmin(pool) })
  test.afterAll(async ({ sql }) => {
    await deleteUser(sql, account.email)
    await sql('delete from public.articles where title like $1', [`%${token}%`])
  })

  test('sees a clear message instead of the dashboard', async ({ page }) => {
    await page.goto('/admin/signin')
    await page.getByLabel('Email Address').fill(account.email)
    await page.getByLabel('Password', { exact: true }).fill(account.password)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await page.waitForURL('**/admin/dashboard')
    await expect(page.getByRole('heading', { name: 'Not an administrator' })).toBeVisible()
    await expect(page.getByRole('alert')).toContainText(account.email)
    await expect(page.getByRole('tab')).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'New Article' })).toHaveCount(0)
    await page.getByRole('button', { name: 'Logout' }).click()
    await page.waitForURL('**/admin/signin')
  })

  test('can change nothing through the API', async ({ sql }) => {
    const article = await insertArticle(sql, { title: `Guarded ${token}` })
    await sql('insert into public.comments (article_id, author_name, content) values ($1, $2, $3)', [article.id, 'Dee', `Pending ${token}`])
    const api = apiClient()
    const { error: signInError } = await api.auth.signInWithPassword(account)
    expect(signInError).toBeNull()
    expect((await api.rpc('is_admin')).data).toBe(false)

    const insert = await api.from('articles').insert({ title: `Hijack ${token}`, excerpt: 'x', slug: `hijack-${token}`, author: account.email })
    expect(insert.error?.code).toBe('42501')
    const update = await api.from('articles').update({ title: 'Defaced' }).eq('id', article.id).select('id')
    expect(update.data).toEqual([])
    const remove = await api.from('articles').delete().eq('id', article.id).select('id')
    expect(remove.data).toEqual([])
    const video = await api.from('video_posts').insert({ title: `Hijack ${token}`, url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' })
    expect(video.error?.code).toBe('42501')
    const moderate = await api.from('comments').update({ status: 'approved' }).eq('article_id', article.id).select('id')
    expect(moderate.data).toEqual([])
    const subscribers = await api.from('subscribers').select('email')
    expect(subscribers.data).toEqual([])
    const upload = await api.storage.from('article-images').upload(`${Date.now()}-${token}.png`, TINY_PNG, { contentType: 'image/png' })
    expect(upload.error?.message).toMatch(/row-level security/)

    const row = firstOf(await sql<{ title: string }>('select title from public.articles where id = $1', [article.id]))
    expect(row.title).toBe(article.title)
    expect(await sql("select 1 from public.comments where article_id = $1 and status = 'pending'", [article.id])).toHaveLength(1)
    expect(await sql('select 1 from public.video_posts where title like $1', [`%${token}%`])).toHaveLength(0)
    await api.auth.signOut()
  })
})
