import { expect, test } from '../support/fixtures.ts'
import { toastTitled } from '../support/toasts.ts'

test.describe('article page', () => {
  test('shows the article with its back link, badge, image fallbacks, byline, date, excerpt, content and footer', async ({ page, makeArticle }) => {
    const article = await makeArticle({
      category: 'usa-today',
      title: `Highways Need More Than Patches ${Date.now()}`,
      excerpt: 'Fixing roads is a choice about priorities, not a technical mystery.',
      content: '<h2>The bill comes due</h2><p>Every winter the potholes return.</p><blockquote>Maintenance is policy.</blockquote>',
      author: 'Jordan Vale',
      image_url: null,
      image_alt: null,
    })
    await page.goto(`/${article.slug}`)
    const view = page.getByTestId('article')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title)
    await expect(page).toHaveTitle(`${article.title} - The Daily Opinion`)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', article.excerpt)

    await expect(view.getByRole('link', { name: 'Back to USA Today', exact: true })).toHaveAttribute('href', '/category/usa-today')
    await expect(view.getByRole('link', { name: 'USA Today', exact: true })).toBeVisible()
    const image = view.getByRole('img', { name: `Featured image for: ${article.title}` })
    await expect(image).toHaveAttribute('src', '/images/default-article.svg')
    await expect(view.getByText('Jordan Vale').first()).toBeVisible()
    const expectedDate = await page.evaluate(
      (iso) =>
        new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit' }).format(new Date(iso)),
      article.publish_date,
    )
    await expect(view.locator('header time')).toHaveText(expectedDate)
    await expect(view.getByText(article.excerpt)).toBeVisible()
    await expect(view.getByRole('heading', { level: 2, name: 'The bill comes due' })).toBeVisible()
    await expect(view.getByText('Maintenance is policy.')).toBeVisible()
    await expect(view.getByText('Published by Jordan Vale')).toBeVisible()
    await expect(page.getByTestId('article-filler')).toHaveCount(0)

    await view.getByRole('button', { name: 'Share', exact: true }).click()
    await expect(toastTitled(page, "This feature isn't implemented yet")).toBeVisible()
    await view.getByRole('button', { name: 'Share Article' }).click()
    await expect(toastTitled(page, "This feature isn't implemented yet")).toHaveCount(1)

    await expect(page.getByRole('heading', { name: /Join the Conversation/ })).toBeVisible()
    // A 500x200 banner between the article and the comments.
    const banner = page.getByRole('main').getByTestId('ad-slot').and(page.locator('[data-size="500x200"]'))
    await expect(banner).toBeVisible()
    expect((await banner.boundingBox())!.y).toBeGreaterThan((await view.boundingBox())!.y + (await view.boundingBox())!.height - 1)
    expect((await banner.boundingBox())!.y).toBeLessThan((await page.getByTestId('comments').boundingBox())!.y)
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' })
    await expect(sidebar.getByTestId('trending')).toBeVisible()
    await sidebar.getByRole('button', { name: 'Search for articles...' }).click()
    await expect(page.getByRole('dialog', { name: 'Search articles' })).toBeVisible()
  })

  test("the back link names a multi-word category as written: 'Back to Health News'", async ({ page, makeArticle }) => {
    const article = await makeArticle({ category: 'health-news' })
    await page.goto(`/${article.slug}`)
    await expect(page.getByTestId('article').getByRole('link', { name: 'Back to Health News', exact: true })).toHaveAttribute('href', '/category/health-news')
  })

  test('uses the stored image and alt text when present', async ({ page, makeArticle }) => {
    const article = await makeArticle({ image_url: '/images/articles/uk-today-1.svg', image_alt: 'Big Ben at dusk' })
    await page.goto(`/${article.slug}`)
    await expect(page.getByRole('img', { name: 'Big Ben at dusk' })).toHaveAttribute('src', '/images/articles/uk-today-1.svg')
  })

  test('empty content shows filler paragraphs and a 728x90 advertisement', async ({ page, makeArticle }) => {
    const article = await makeArticle({ content: '' })
    await page.goto(`/${article.slug}`)
    const filler = page.getByTestId('article-filler')
    await expect(filler).toBeVisible()
    expect(await filler.locator('p').count()).toBeGreaterThanOrEqual(2)
    await expect(filler.getByTestId('ad-slot')).toHaveAttribute('data-size', '728x90')
  })

  test("'Loading article...' while loading, then 'Article Not Found' for an unknown slug", async ({ page }) => {
    // The article's answer is held until the loading state has been seen.
    let release = () => {}
    const seen = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/rest/v1/rpc/article_page?*', async (route) => {
      await seen
      await route.continue()
    })
    await page.goto('/no-such-article-anywhere')
    await expect(page.getByRole('status').filter({ hasText: 'Loading article...' })).toBeVisible()
    release()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Article Not Found')
    await expect(page.getByText("The article you're looking for doesn't exist.")).toBeVisible()
    await expect(page.locator('[data-variant]')).toHaveCount(0)
    await page.getByRole('link', { name: 'Return to Homepage' }).click()
    await expect(page).toHaveURL('/')
  })

  test("unknown paths that cannot be article slugs show 'Page not found'", async ({ page }) => {
    await page.goto('/some/deeper/path')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
    await expect(page.getByRole('link', { name: 'Return to Homepage' })).toHaveAttribute('href', '/')
  })

  test("'You Might Also Like' shows two other articles of the same category", async ({ page, sql, makeArticle }) => {
    const category = 'nigeria-today'
    await makeArticle({ category, title: `Related other A ${Date.now()}`, publishedIn: '-1 hour' })
    await makeArticle({ category, title: `Related other B ${Date.now()}`, publishedIn: '-2 hours' })
    const current = await makeArticle({ category, title: `Related current ${Date.now()}` })
    await page.goto(`/${current.slug}`)
    const related = page.getByTestId('related-articles')
    await expect(related.getByRole('heading', { name: 'You Might Also Like' })).toBeVisible()
    const cards = related.getByTestId('category-card')
    await expect(cards).toHaveCount(2)
    const titles = await cards.getByRole('heading').allTextContents()
    expect(titles).not.toContain(current.title)
    expect(new Set(titles).size).toBe(2)
    const rows = await sql<{ category: string }>('select category from public.articles where title = any($1::text[])', [titles])
    expect(rows.map((row) => row.category)).toEqual([category, category])
  })

  test('scrolls to the top when an article opens', async ({ page, makeArticle }) => {
    const article = await makeArticle({ title: `Scroll target ${Date.now()}`, publishedIn: '2 hours' })
    await page.goto('/')
    await page.getByTestId('lead-article').waitFor()
    await page.evaluate(() => window.scrollTo(0, 1200))
    await page.getByRole('button', { name: 'Latest News', exact: true }).press('Enter')
    await page.getByRole('dialog', { name: 'Latest News' }).getByRole('link', { name: new RegExp(article.title) }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })

  test('stored HTML never executes: script, onerror, javascript: link and base64 image', async ({ page, makeArticle }) => {
    const dialogs: string[] = []
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message())
      await dialog.dismiss()
    })
    const article = await makeArticle({
      title: `Hostile HTML ${Date.now()}`,
      content: [
        '<p>Safe paragraph.</p>',
        '<script>window.__xss = "script"; alert("script")</script>',
        '<img src="/no-such-image.png" onerror="window.__xss = \'onerror\'; alert(\'onerror\')" alt="broken">',
        '<p><a id="bad-link" href="javascript:window.__xss=\'link\';alert(\'link\')">Click me</a></p>',
        '<img id="b64" src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==" alt="pixel">',
        '<svg><script>alert("svg")</script></svg><iframe src="javascript:alert(\'frame\')"></iframe>',
        '<p onmouseover="alert(\'hover\')">Hover me</p>',
      ].join(''),
    })
    await page.goto(`/${article.slug}`)
    const content = page.getByTestId('article-content')
    await expect(content.getByText('Safe paragraph.')).toBeVisible()
    await content.getByText('Click me').click()
    await content.getByText('Hover me').hover()
    // The broken image's error event is what an onerror handler would run on: wait until it has
    // failed to load, then one more frame for any handler to have run.
    await expect.poll(() => content.locator('img').evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete))).toBe(true)
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)))

    expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined()
    expect(dialogs).toEqual([])
    const html = await content.innerHTML()
    expect(html).not.toMatch(/<script|onerror|onmouseover|javascript:|base64|<iframe|<svg/i)
    await expect(content.locator('img[src^="data:"]')).toHaveCount(0)
    // The sanitiser keeps no id attributes, so the link is found by its text.
    await expect(content.getByText('Click me')).not.toHaveAttribute('href', /.+/)
  })
})
