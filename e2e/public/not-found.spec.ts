import { expect, test } from '../support/fixtures.ts'

const noIndex = (page: import('@playwright/test').Page) => page.locator('meta[name="robots"][content="noindex"]')

test.describe("not found: 'Page not found' for unknown addresses, 'Article Not Found' for /{slug} misses, both noindex", () => {
  test("addresses that are no page and can be no article's say 'Page not found', with a link home and noindex", async ({ page }) => {
    // Route prefixes without their page, deeper paths, and single segments no slug can be.
    for (const path of ['/category', '/legal', '/admin', '/some/deep/path', '/legal/no-such-policy', '/category/political/extra', '/Not-A-Slug']) {
      await test.step(path, async () => {
        await page.goto(path)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
        await expect(page.getByText('Article Not Found')).toHaveCount(0)
        await expect(page.getByRole('link', { name: 'Return to Homepage' })).toHaveAttribute('href', '/')
        await expect(noIndex(page)).toHaveCount(1)
        await expect(page).toHaveTitle(/^Page not found - /)
      })
    }
  })

  test("a slug no article has says 'Article Not Found' with noindex; leaving for a real page drops noindex", async ({ page, makeArticle }) => {
    const article = await makeArticle()
    await page.goto('/no-such-slug')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Article Not Found')
    await expect(page.getByText("The article you're looking for doesn't exist.")).toBeVisible()
    await expect(noIndex(page)).toHaveCount(1)

    await page.getByRole('link', { name: 'Return to Homepage' }).click()
    await expect(page).toHaveURL('/')
    await expect(page.getByTestId('lead-article')).toBeVisible()
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0)

    await page.goto(`/${article.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title)
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0)
  })

  test("an unknown category says 'Category Not Found' with noindex; a real category has none", async ({ page }) => {
    await page.goto('/category/unknown-thing')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Category Not Found')
    await expect(noIndex(page)).toHaveCount(1)
    await page.goto('/category/political')
    await expect(page.getByTestId('category-card').first()).toBeVisible()
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0)
  })
})
