import { expect, test } from './public-test.ts'
import { toastTitled } from './test-data.ts'

test.describe('backend failures show the spec texts', () => {
  test("backend down: articles fail with a destructive 'Supabase error' carrying the raw text", async ({ page }) => {
    await page.route('**/rest/v1/**', (route) => route.abort('connectionrefused'))
    await page.goto('/')
    const notice = toastTitled(page, 'Supabase error')
    await expect(notice).toBeVisible({ timeout: 15_000 })
    await expect(notice).toHaveAttribute('data-variant', 'destructive')
    await expect(notice).toContainText(/fetch/i)
    await expect(page.locator('[data-variant]')).toHaveCount(1)
  })

  test("a failing articles read shows the server's message", async ({ page }) => {
    await page.route('**/rest/v1/articles?*', (route) =>
      route.fulfill({ status: 500, json: { code: 'XX000', message: 'articles exploded', details: null, hint: null }, headers: { 'access-control-allow-origin': '*' } }),
    )
    await page.goto('/category/political')
    await expect(toastTitled(page, 'Supabase error')).toContainText('articles exploded', { timeout: 15_000 })
  })

  test("a failing video read shows 'Supabase error'", async ({ page }) => {
    await page.route('**/rest/v1/video_posts?*', (route) =>
      route.fulfill({ status: 503, json: { code: 'PGRST000', message: 'videos unavailable', details: null, hint: null }, headers: { 'access-control-allow-origin': '*' } }),
    )
    await page.goto('/about')
    await expect(toastTitled(page, 'Supabase error')).toContainText('videos unavailable', { timeout: 15_000 })
  })

  test("a failing article read shows 'Error fetching article' and the missing-article page", async ({ page, makeArticle }) => {
    const article = await makeArticle()
    await page.route('**/rest/v1/articles?*slug=eq.*', (route) =>
      route.fulfill({ status: 500, json: { code: 'XX000', message: 'detail read failed', details: null, hint: null }, headers: { 'access-control-allow-origin': '*' } }),
    )
    await page.goto(`/${article.slug}`)
    const notice = toastTitled(page, 'Error fetching article')
    await expect(notice).toContainText('detail read failed', { timeout: 15_000 })
    await expect(notice).toHaveAttribute('data-variant', 'destructive')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Article Not Found')
  })

  test('a refused comment keeps the text and says why', async ({ page, makeArticle }) => {
    const article = await makeArticle()
    await page.goto(`/${article.slug}`)
    await page.route('**/rest/v1/comments', (route) => route.abort('connectionrefused'))
    const form = page.getByRole('form', { name: 'Leave a comment' })
    await form.getByLabel('Your Name').fill('Ada')
    await form.getByLabel('Your Comment').fill('Lost in transit')
    await form.getByRole('button', { name: 'Post Comment' }).click()
    await expect(page.locator('[data-variant="destructive"]')).toBeVisible()
    await expect(form.getByLabel('Your Comment')).toHaveValue('Lost in transit')
  })

  test('the sitemap still lists pages when the article read fails (the error is only logged)', async ({ page }) => {
    const logged: string[] = []
    page.on('console', (message) => message.type() === 'error' && logged.push(message.text()))
    await page.route('**/rest/v1/articles?*', (route) => route.abort('connectionrefused'))
    await page.goto('/sitemap.xml')
    await expect(page.getByTestId('sitemap')).toContainText('/category/finance-documentary')
    await expect(page.locator('[data-variant]')).toHaveCount(0)
    expect(logged.some((line) => line.includes('Sitemap'))).toBe(true)
  })
})
