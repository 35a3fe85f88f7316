import { expect, test } from '../support/fixtures.ts'
import { E2E } from '../support/env.ts'
import { uniqueSuffix } from '../support/articles.ts'
import { stubYouTube } from '../support/youtube.ts'
import { toastTitled } from '../support/toasts.ts'
import { firstOf } from '../../tests/support/items.ts'

const TOO_FAST = "You're commenting too fast — try again in a minute"

test.describe('comments', () => {
  // Every request of this run comes from one client address, so its comments share one
  // rate-limit bucket: each test starts from and leaves an empty submission log.
  test.beforeEach(async ({ sql }) => {
    await sql('delete from private.comment_submissions')
  })
  test.afterEach(async ({ sql }) => {
    await sql('delete from private.comment_submissions')
  })

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

    const row = firstOf(await sql<{ id: string; status: string; author_name: string }>(
      'select id, status, author_name from public.comments where article_id = $1 and content = $2',
      [article.id, text],
    ), 'the submitted comment')
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

  test("a comment rejected in the database leaves its author's 'Awaiting approval' list on reload; a pending one stays", async ({ page, sql, makeArticle }) => {
    const article = await makeArticle()
    const rejected = `Rejected opinion ${uniqueSuffix()}`
    const waiting = `Still waiting ${uniqueSuffix()}`
    await page.goto(`/${article.slug}`)
    const form = page.getByRole('form', { name: 'Leave a comment' })
    const section = page.getByTestId('comments')
    await form.getByLabel('Your Name').fill('Grace Reader')
    for (const text of [rejected, waiting]) {
      await form.getByLabel('Your Comment').fill(text)
      await form.getByRole('button', { name: 'Post Comment' }).click()
      await expect(section.getByTestId('comment').filter({ hasText: text })).toContainText('Awaiting approval')
    }

    // The row carries the id the browser chose and keeps.
    const row = firstOf(await sql<{ id: string }>('select id from public.comments where article_id = $1 and content = $2', [article.id, rejected]), 'the rejected comment')
    expect(await page.evaluate(() => localStorage.getItem('news-blog:my-comments'))).toContain(row.id)

    await sql("update public.comments set status = 'rejected' where id = $1", [row.id])
    await page.reload()
    await expect(section.getByTestId('comment').filter({ hasText: waiting })).toContainText('Awaiting approval')
    await expect(section.getByTestId('comment').filter({ hasText: rejected })).toHaveCount(0)
    await expect.poll(() => page.evaluate(() => localStorage.getItem('news-blog:my-comments') ?? '')).not.toContain(row.id)
    await expect(page.getByRole('heading', { name: /Join the Conversation/ })).toContainText('(1)')
  })

  test('the honeypot is neither on screen nor in the Tab order for a person', async ({ page, makeArticle }) => {
    const article = await makeArticle()
    await page.goto(`/${article.slug}`)
    const form = page.getByRole('form', { name: 'Leave a comment' })
    const honeypot = form.locator('input[name="website"]')
    await expect(honeypot).toHaveCount(1)
    await form.scrollIntoViewIfNeeded()
    await expect(form.getByLabel('Your Comment')).toBeInViewport()
    await expect(honeypot).not.toBeInViewport()
    const box = await honeypot.boundingBox()
    expect(box!.x + box!.width).toBeLessThanOrEqual(0)
    await expect(form.getByRole('textbox', { name: 'Leave this field empty' })).toHaveCount(0)

    await form.getByLabel('Your Name').focus()
    await page.keyboard.press('Tab')
    await expect(form.getByLabel('Your Comment')).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(form.getByRole('button', { name: 'Post Comment' })).toBeFocused()
    await page.keyboard.press('Shift+Tab')
    await expect(form.getByLabel('Your Comment')).toBeFocused()
  })

  test('a filled honeypot gets the generic refusal, stores nothing and keeps the text', async ({ page, sql, makeArticle }) => {
    const article = await makeArticle()
    const text = `Cheap pills ${uniqueSuffix()}`
    await page.goto(`/${article.slug}`)
    const form = page.getByRole('form', { name: 'Leave a comment' })
    await form.getByLabel('Your Name').fill('Bot')
    await form.getByLabel('Your Comment').fill(text)
    // What a form-filling bot does: set the value, no key presses.
    await page.evaluate(() => {
      document.querySelector<HTMLInputElement>('input[name="website"]')!.value = 'https://spam.example'
    })
    const answer = page.waitForResponse((res) => res.url().includes('/rest/v1/comments') && res.request().method() === 'POST')
    await form.getByRole('button', { name: 'Post Comment' }).click()
    expect((await answer).status()).toBe(429)
    const notice = toastTitled(page, 'Comment not submitted')
    await expect(notice).toContainText(TOO_FAST)
    await expect(notice).toHaveAttribute('data-variant', 'destructive')
    await expect(form.getByLabel('Your Comment')).toHaveValue(text)
    expect(await sql('select 1 from public.comments where article_id = $1', [article.id])).toHaveLength(0)
    await expect(page.getByTestId('comments').getByTestId('comment').filter({ hasText: text })).toHaveCount(0)
  })

  test("the 6th comment within a minute is refused with 'commenting too fast' and the form keeps what was typed", async ({ page, sql, makeArticle }) => {
    const article = await makeArticle()
    await page.goto(`/${article.slug}`)
    const form = page.getByRole('form', { name: 'Leave a comment' })
    const name = form.getByLabel('Your Name')
    const comment = form.getByLabel('Your Comment')
    await name.fill('Quick Reader')
    for (let i = 1; i <= 5; i++) {
      await comment.fill(`Thought number ${i} ${uniqueSuffix()}`)
      await form.getByRole('button', { name: 'Post Comment' }).click()
      await expect(comment).toHaveValue('')
    }
    const sixth = `One thought too many ${uniqueSuffix()}`
    await comment.fill(sixth)
    await form.getByRole('button', { name: 'Post Comment' }).click()
    const notice = toastTitled(page, 'Comment not submitted')
    await expect(notice).toContainText(TOO_FAST)
    await expect(notice).not.toContainText('Too many comments')
    await expect(comment).toHaveValue(sixth)
    await expect(name).toHaveValue('Quick Reader')
    const rows = await sql<{ content: string }>('select content from public.comments where article_id = $1', [article.id])
    expect(rows).toHaveLength(5)
    expect(rows.map((row) => row.content)).not.toContain(sixth)
    await expect(page.getByTestId('comments').getByTestId('comment').filter({ hasText: sixth })).toHaveCount(0)
  })

  test('a double click on Post Comment sends one comment and says it was submitted, with no refusal after it', async ({ page, sql, makeArticle }) => {
    const article = await makeArticle()
    const text = `Clicked twice ${uniqueSuffix()}`
    await page.goto(`/${article.slug}`)
    const form = page.getByRole('form', { name: 'Leave a comment' })
    await form.getByLabel('Your Name').fill('Quick Clicker')
    await form.getByLabel('Your Comment').fill(text)
    const posts: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/rest/v1/comments')) posts.push(request.url())
    })
    await form.getByRole('button', { name: 'Post Comment' }).dblclick()
    await expect(toastTitled(page, 'Comment Submitted!')).toBeVisible()
    await expect(form.getByLabel('Your Comment')).toHaveValue('')
    // The one toast slot still shows the success, not a later 'Comment not submitted'.
    await expect(toastTitled(page, 'Comment not submitted')).toHaveCount(0)
    expect(posts).toHaveLength(1)
    expect(await sql('select 1 from public.comments where article_id = $1 and content = $2', [article.id, text])).toHaveLength(1)
    expect(await sql('select 1 from private.comment_submissions')).toHaveLength(1)
  })
})
