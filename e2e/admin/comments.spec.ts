import { expect, test } from '../support/fixtures.ts'
import { firstOf } from '../../tests/support/items.ts'
import { signIn } from '../support/sign-in.ts'
import { expectToast, insertArticle, openTab, unique } from './admin-helpers.ts'

test.describe('comment moderation', () => {
  const token = unique()
  test.afterAll(async ({ sql }) => { await sql('delete from public.articles where title like $1', [`%${token}%`]) })

  test('approve and reject pending comments; the public page follows', async ({ page, sql }) => {
    const article = await insertArticle(sql, { title: `Discussed ${token}` })
    const insert = (author: string, content: string, status = 'pending') =>
      sql('insert into public.comments (article_id, author_name, content, status) values ($1, $2, $3, $4)', [article.id, author, content, status])
    await insert('Old Approver', `Already fine ${token}`, 'approved')
    await insert('Ada', `Worth publishing ${token}`)
    await insert('Troll', `Spam spam ${token}`)

    await signIn(page)
    await openTab(page, 'Comments')
    const items = page.getByRole('list', { name: 'Comments' }).getByRole('listitem')
    // Pending comments come first: the two new ones are the newest pending.
    const good = items.filter({ hasText: `Worth publishing ${token}` })
    const bad = items.filter({ hasText: `Spam spam ${token}` })
    await expect(items.nth(0).or(items.nth(1)).filter({ hasText: token })).toHaveCount(2)
    await expect(good.getByRole('link', { name: article.title })).toHaveAttribute('href', `/${article.slug}`)
    await expect(good).toContainText('Ada')

    await good.getByRole('button', { name: 'Approve comment by Ada' }).click()
    await expectToast(page, 'Comment Updated', 'Comment status changed to approved.')
    await bad.getByRole('button', { name: 'Reject comment by Troll' }).click()
    await expectToast(page, 'Comment Updated', 'Comment status changed to rejected.')
    await expect(good.getByText('approved', { exact: true })).toBeVisible()
    await expect(bad.getByText('rejected', { exact: true })).toBeVisible()
    await expect(good.getByRole('button')).toHaveCount(0)

    const statuses = await sql<{ author_name: string; status: string }>(
      'select author_name, status from public.comments where article_id = $1 order by author_name', [article.id])
    expect(statuses).toEqual([
      { author_name: 'Ada', status: 'approved' },
      { author_name: 'Old Approver', status: 'approved' },
      { author_name: 'Troll', status: 'rejected' },
    ])
    await page.goto(`/${article.slug}`)
    const section = page.getByTestId('comments')
    await expect(section).toContainText(`Worth publishing ${token}`)
    await expect(section).toContainText(`Already fine ${token}`)
    await expect(section).not.toContainText(`Spam spam ${token}`)
  })

  test('a refused status change shows Update Error', async ({ page, sql }) => {
    const article = await insertArticle(sql, { title: `Contested ${token}` })
    await sql('insert into public.comments (article_id, author_name, content) values ($1, $2, $3)', [article.id, 'Bea', `Hold on ${token}`])
    await signIn(page)
    await openTab(page, 'Comments')
    await page.route('**/rest/v1/comments?*', (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'status not saved', code: 'XX000', details: null, hint: null }) })
        : route.fallback())
    const item = page.getByRole('list', { name: 'Comments' }).getByRole('listitem').filter({ hasText: `Hold on ${token}` })
    await item.getByRole('button', { name: 'Approve comment by Bea' }).click()
    await expectToast(page, 'Update Error', "The comment's status wasn't changed. Something went wrong on our side. Try again in a moment.")
    await expect(item.getByRole('button', { name: 'Approve comment by Bea' })).toBeVisible()
  })

  test('pages by key, 15 at a time: Next continues after the last comment shown, Previous goes back', async ({ page, sql }) => {
    const article = await insertArticle(sql, { title: `Queued ${token}` })
    // Last in this file: until the afterAll removes them, these are the newest pending comments.
    // 17 pending comments dated ahead of every other: page 1 shows 15 of them, page 2 starts with the other two.
    for (let i = 0; i < 17; i++) {
      await sql(`insert into public.comments (article_id, author_name, content, created_at)
                 values ($1, $2, $3, now() + make_interval(days => 30, mins => -$4::int))`,
      [article.id, `Queued ${i}`, `Queue ${String(i).padStart(2, '0')} ${token}`, i])
    }
    const reads: URL[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.pathname === '/rest/v1/comments' && request.method() === 'GET') reads.push(url)
    })
    const { total } = firstOf(await sql<{ total: string }>('select count(*) as total from public.comments'))
    const pages = Math.ceil(Number(total) / 15)

    await signIn(page)
    await openTab(page, 'Comments')
    const items = page.getByRole('list', { name: 'Comments' }).getByRole('listitem')
    await expect(page.getByText(`Page 1 of ${pages}`)).toBeVisible()
    await expect(items).toHaveCount(15)
    await expect(items.first()).toContainText(`Queue 00 ${token}`)
    await expect(items.last()).toContainText(`Queue 14 ${token}`)

    await page.getByRole('button', { name: 'Next' }).click()
    await expect(page.getByText(`Page 2 of ${pages}`)).toBeVisible()
    await expect(items.nth(0)).toContainText(`Queue 15 ${token}`)
    await expect(items.nth(1)).toContainText(`Queue 16 ${token}`)
    // By key, never by offset: page 2 asks for the comments after the last one of page 1.
    const lastOfFirst = firstOf(await sql<{ id: string }>('select id from public.comments where content = $1', [`Queue 14 ${token}`]))
    expect(reads.every((url) => !url.searchParams.has('offset'))).toBe(true)
    expect(reads.some((url) => (url.searchParams.get('or') ?? '').includes(`id.lt.${lastOfFirst.id}`))).toBe(true)

    await page.getByRole('button', { name: 'Previous' }).click()
    await expect(page.getByText(`Page 1 of ${pages}`)).toBeVisible()
    await expect(items.first()).toContainText(`Queue 00 ${token}`)
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled()
  })
})
