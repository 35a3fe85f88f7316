import type { Page } from '@playwright/test'
import { E2E } from '../support/env.ts'
import { expect, test } from '../support/fixtures.ts'

const iso = (value: string | Date) => new Date(value).toISOString()

const metaContent = (page: Page, attribute: 'property' | 'name', key: string) =>
  page.locator(`head meta[${attribute}="${key}"]`)

async function jsonLdBlocks(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('head script[type="application/ld+json"]').allTextContents()
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>)
}

test.describe('link previews and structured data on article pages', () => {
  test("carry the article's og:*, article:*, twitter:* tags and one NewsArticle JSON-LD block, replaced on navigation", async ({ page, makeArticle }) => {
    const first = await makeArticle({
      category: 'true-crimes',
      title: `Closing </script> & "Quotes" in Court ${Date.now()}`,
      excerpt: 'A verdict <b>nobody</b> expected & what follows.',
      author: 'Dana Ortiz',
      image_url: '/images/articles/true-crimes-1.svg',
    })
    // Newest of all, so it leads the front page and can be reached by a click.
    const second = await makeArticle({ category: 'sports', title: `Second Story ${Date.now()}`, publishedIn: '1 hour', image_url: null })

    await test.step('the first article sets every tag from its data', async () => {
      await page.goto(`/${first.slug}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.title)
      const url = `${E2E.webUrl}/${first.slug}`
      const image = `${E2E.webUrl}/images/articles/true-crimes-1.svg`
      await expect(metaContent(page, 'property', 'og:type')).toHaveAttribute('content', 'article')
      await expect(metaContent(page, 'property', 'og:title')).toHaveAttribute('content', first.title)
      await expect(metaContent(page, 'property', 'og:description')).toHaveAttribute('content', first.excerpt)
      await expect(metaContent(page, 'property', 'og:url')).toHaveAttribute('content', url)
      await expect(metaContent(page, 'property', 'og:image')).toHaveAttribute('content', image)
      await expect(metaContent(page, 'property', 'og:site_name')).toHaveAttribute('content', 'The Daily Opinion')
      await expect(metaContent(page, 'property', 'article:published_time')).toHaveAttribute('content', iso(first.publish_date))
      await expect(metaContent(page, 'property', 'article:modified_time')).toHaveAttribute('content', iso(first.updated_at))
      await expect(metaContent(page, 'property', 'article:section')).toHaveAttribute('content', 'True Crimes')
      await expect(metaContent(page, 'name', 'twitter:card')).toHaveAttribute('content', 'summary_large_image')
      await expect(metaContent(page, 'name', 'twitter:title')).toHaveAttribute('content', first.title)
      await expect(metaContent(page, 'name', 'twitter:image')).toHaveAttribute('content', image)
      await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', url)

      const blocks = await jsonLdBlocks(page)
      expect(blocks).toHaveLength(1)
      expect(blocks[0]).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'NewsArticle',
        headline: first.title,
        datePublished: iso(first.publish_date),
        dateModified: iso(first.updated_at),
        author: [{ '@type': 'Person', name: 'Dana Ortiz' }],
        image: [image],
        articleSection: 'True Crimes',
        mainEntityOfPage: { '@type': 'WebPage', '@id': url },
      })
      // The title's "</script>" stayed inside the JSON: no stray script element, nothing executed.
      await expect(page.locator('head script[type="application/ld+json"]')).toHaveCount(1)
    })

    await test.step('leaving for the front page removes them', async () => {
      await page.getByRole('link', { name: 'The Daily Opinion' }).first().click()
      await expect(page).toHaveURL('/')
      await expect(page.locator('head script[type="application/ld+json"]')).toHaveCount(0)
      await expect(metaContent(page, 'property', 'og:type')).toHaveCount(0)
      await expect(page.locator('head link[rel="canonical"]')).toHaveCount(0)
    })

    await test.step('the next article brings its own, once', async () => {
      await page.getByTestId('lead-article').getByRole('heading').getByRole('link', { name: second.title }).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(second.title)
      await expect(metaContent(page, 'property', 'og:title')).toHaveAttribute('content', second.title)
      await expect(metaContent(page, 'property', 'og:title')).toHaveCount(1)
      await expect(metaContent(page, 'property', 'og:image')).toHaveAttribute('content', `${E2E.webUrl}/images/default-article.svg`)
      const blocks = await jsonLdBlocks(page)
      expect(blocks.map((block) => block.headline)).toEqual([second.title])
    })
  })
})

test.describe('feeds for machines', () => {
  test('the page head links the RSS function, which answers without a key', async ({ page, makeArticle }) => {
    const article = await makeArticle({ title: `Feed Headline & More ${Date.now()}`, publishedIn: '2 hours' })
    await page.goto('/')
    const link = page.locator('head link[rel="alternate"][type="application/rss+xml"]')
    await expect(link).toHaveCount(1)
    await expect(link).toHaveAttribute('title', 'The Daily Opinion')
    const href = `${E2E.apiUrl}/functions/v1/rss`
    await expect(link).toHaveAttribute('href', href)

    const feed = await page.request.get(href)
    expect(feed.status()).toBe(200)
    expect(feed.headers()['content-type']).toBe('application/rss+xml; charset=utf-8')
    const body = await feed.text()
    expect(body).toContain(`<title>Feed Headline &amp; More`)
    expect(body).toContain(`<link>${E2E.webUrl}/${article.slug}</link>`)
  })

  test("robots.txt names the sitemap function, which lists the site's pages as XML", async ({ page, makeArticle }) => {
    const article = await makeArticle()
    const robots = await page.request.get('/robots.txt')
    expect(robots.status()).toBe(200)
    const sitemapUrl = `${E2E.apiUrl}/functions/v1/sitemap`
    expect(await robots.text()).toContain(`Sitemap: ${sitemapUrl}`)
    expect(await robots.text()).toContain('Disallow: /admin/')

    const sitemap = await page.request.get(sitemapUrl)
    expect(sitemap.status()).toBe(200)
    expect(sitemap.headers()['content-type']).toBe('application/xml; charset=utf-8')
    const xml = await sitemap.text()
    expect(xml).toContain(`<loc>${E2E.webUrl}/${article.slug}</loc>`)
    expect(xml).toContain(`<loc>${E2E.webUrl}/category/finance-documentary</loc>`)
  })
})
