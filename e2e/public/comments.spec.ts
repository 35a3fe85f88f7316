import { expect, test } from './public-test.ts'
import { E2E } from '../support/env.ts'
import { stubYouTube, toastTitled, uniqueSuffix } from './test-data.ts'

test.describe('comments', () => {
  test('validation: a name and a comment are required', async ({ page, sql, makeArticle }) => {
    const article = await makeArticle()
    await page.goto(`/${article.slug}`)
    const form = page.getByRole('form', { name: 'Leave a comment' })
    await form.getByRole('button', { name: 'Post Comment' }).click()
    await expect(toastTitled(page, 'Name required')).toContainText('Please enter your name.')
    await expect(toastTitled(page, 'Name required')).toHaveAttribute('data-variant', 'destructive')

    await form.getByLabel('Your Name').fill('   ')
    await form.getByLabel('Your Comment').fill('Something')
    await form.getByRole('button', { name: 'Post Comment' }).click()
    await expect(toastTitled(page, 'Name required')).toBeVisible()

    await form.getByLabel('Your Name').fill('Ada')
    await form.getByLabel('Your Comment').fill('   ')
    await form.getByRole('button', { name: 'Post Comment' }).click()
    await expect(toastTitled(page, 'Comment is empty')).toContainText('Please write a comment.')
    const rows = await sql('select 1 from public.comments where article_id = $1', [article.id])
    expect(rows).toHaveLength(0)
  })

  test('a submitted comment lands as pending, shows to its writer as awaiting approval, and appears once an admin approves it', async ({ page, sql, adminApi, browser, makeArticle }) => {
    const article = await makeArticle()
    const text = `A fair argument, well made ${uniqueSuffix()}`
    await sql("insert into public.comments (article_id, author_name, content, status) values ($1, 'Someone Else', 'Not yet moderated', 'pending')", [article.id])
    await sql("insert into public.comments (article_id, author_name, content, status) values ($1, 'Earlier Reader', 'An approved opinion', 'approved')", [article.id])
    await page.goto(`/${article.slug}`)
    const section = page.getByTestId('comments')
    await expect(section.getByText('An approved opinion')).toBeVisible()
    await expect(section.getByText('Not yet moderated')).toHaveCount(0)

    const form = page.getByRole('form', { name: 'Leave a comment' })
    await form.getByLabel('Your Name').fill('Grace Reader')
    await form.getByLabel('Your Comment').fill(text)
    await form.getByRole('button', { name: 'Post Comment' }).click()
    await expect(toastTitled(page, 'Comment Submitted!')).toContainText('Your comment is awaiting approval from the administrator.')
    await expect(form.getByLabel('Your Comment')).toHaveValue('')
    await expect(form.getByLabel('Your Name')).toHaveValue('Grace Reader')

    const [row] = await sql<{ id: string; status: string; author_name: string }>(
      'select id, status, author_name from public.comments where article_id = $1 and content = $2',
      [article.id, text],
    )
    expect(row).toMatchObject({ status: 'pending', author_name: 'Grace Reader' })

    const mine = section.getByTestId('comment').filter({ hasText: text })
    await expect(mine).toContainText('Awaiting approval')
    await page.reload()
    await expect(section.getByTestId('comment').filter({ hasText: text })).toContainText('Awaiting approval')

    // Another visitor does not see it while it is pending.
    const otherBrowser = await browser.newContext()
    const stranger = await otherBrowser.newPage()
    await stubYouTube(stranger)
    await stranger.goto(`${E2E.webUrl}/${article.slug}`)
    await expect(stranger.getByText('An approved opinion')).toBeVisible()
    await expect(stranger.getByText(text)).toHaveCount(0)
    await otherBrowser.close()

    const { error } = await adminApi.from('comments').update({ status: 'approved' }).eq('id', row.id)
    expect(error).toBeNull()
    await page.reload()
    const approved = section.getByTestId('comment').filter({ hasText: text })
    await expect(approved).toHaveCount(1)
    await expect(approved).not.toContainText('Awaiting approval')
    await expect(approved).toContainText('Grace Reader')
  })
})
