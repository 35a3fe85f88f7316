import { gotoAppRendered } from '../support/app-rendered.ts'
import { expect, test } from '../support/fixtures.ts'
import { toastTitled } from '../support/toasts.ts'

/** No toast shows a JavaScript error name, "{}" or a raw server message. */
const TECHNICAL = /TypeError|Failed to fetch|\{\}|exploded|unavailable|read failed|PGRST|XX000/

test.describe("backend failures show the spec's titles with plain-words descriptions", () => {
  test("backend down: one destructive 'Supabase error' that says to check the connection; the detail goes to the console", async ({ page }) => {
    const logged: string[] = []
    page.on('console', (message) => { if (message.type() === 'error') logged.push(message.text()) })
    await page.route('**/rest/v1/**', (route) => route.abort('connectionrefused'))
    await page.goto('/')
    const notice = toastTitled(page, 'Supabase error')
    await expect(notice).toBeVisible({ timeout: 15_000 })
    await expect(notice).toHaveAttribute('data-variant', 'destructive')
    await expect(notice).toContainText(/Couldn't load .+\. Check your connection and try again\./)
    await expect(notice).not.toContainText(TECHNICAL)
    await expect(page.locator('[data-variant]')).toHaveCount(1)
    await expect.poll(() => logged.some((line) => line.startsWith('Supabase error: '))).toBe(true)
  })

  test('a failing articles read says what failed, never the server message', async ({ page }) => {
    await page.route('**/rest/v1/rpc/category_page?*', (route) =>
      route.fulfill({ status: 500, json: { code: 'XX000', message: 'articles exploded', details: null, hint: null }, headers: { 'access-control-allow-origin': '*' } }),
    )
    // The page's first read: a prerendered category already shows its articles, and a failed
    // background refresh of them leaves the page as it is, without a toast.
    await gotoAppRendered(page, '/category/political')
    const notice = toastTitled(page, 'Supabase error')
    await expect(notice).toContainText('Something went wrong on our side. Try again in a moment.', { timeout: 15_000 })
    await expect(notice).not.toContainText(TECHNICAL)
  })

  test("a failing video read shows 'Supabase error'", async ({ page }) => {
    await page.route('**/rest/v1/rpc/recent_videos?*', (route) =>
      route.fulfill({ status: 503, json: { code: 'PGRST000', message: 'videos unavailable', details: null, hint: null }, headers: { 'access-control-allow-origin': '*' } }),
    )
    await page.goto('/about')
    await expect(toastTitled(page, 'Supabase error')).toContainText("Couldn't load the video. Something went wrong on our side. Try again in a moment.", { timeout: 15_000 })
  })

  test("a failing article read shows 'Error fetching article' and says the article couldn't be loaded (not that it is missing)", async ({ page, makeArticle }) => {
    const article = await makeArticle()
    await page.route('**/rest/v1/rpc/article_page?*', (route) =>
      route.fulfill({ status: 500, json: { code: 'XX000', message: 'detail read failed', details: null, hint: null }, headers: { 'access-control-allow-origin': '*' } }),
    )
    await page.goto(`/${article.slug}`)
    const notice = toastTitled(page, 'Error fetching article')
    await expect(notice).toContainText("Couldn't load this article. Something went wrong on our side. Try again in a moment.", { timeout: 15_000 })
    await expect(notice).toHaveAttribute('data-variant', 'destructive')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Couldn't load this article")
  })

  test('a comment lost on the way keeps the text and says what to do', async ({ page, makeArticle }) => {
    const article = await makeArticle()
    await page.goto(`/${article.slug}`)
    await page.route('**/rest/v1/comments', (route) => route.abort('connectionrefused'))
    const form = page.getByRole('form', { name: 'Leave a comment' })
    await form.getByLabel('Your Name').fill('Ada')
    await form.getByLabel('Your Comment').fill('Lost in transit')
    await form.getByRole('button', { name: 'Post Comment' }).click()
    const notice = toastTitled(page, 'Comment not submitted')
    await expect(notice).toContainText("Your comment wasn't sent. Check your connection and try again.")
    await expect(notice).not.toContainText(TECHNICAL)
    await expect(form.getByLabel('Your Comment')).toHaveValue('Lost in transit')
  })

  test('the sitemap still lists pages when the article read fails (the error is only logged)', async ({ page }) => {
    const logged: string[] = []
    page.on('console', (message) => message.type() === 'error' && logged.push(message.text()))
    await page.route('**/rest/v1/rpc/sitemap_articles?*', (route) => route.abort('connectionrefused'))
    await page.goto('/sitemap.xml')
    await expect(page.getByTestId('sitemap')).toContainText('/category/finance-documentary')
    await expect(page.locator('[data-variant]')).toHaveCount(0)
    expect(logged.some((line) => line.includes('Sitemap'))).toBe(true)
  })
})
