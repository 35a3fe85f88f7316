import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { paths } from '../../../src/config/paths.ts'
import type { ArticleCard } from '../../../src/data/articles/article-fetchers.ts'
import type { SitemapArticle } from '../../../src/lib/sitemap-urls.ts'
import type { SitemapArticle as AppSitemapArticle } from '../../../src/types/database.ts'
import type { FeedArticle } from '../rss/handler.ts'
import { articlePath, categoryLabel, DEFAULT_ARTICLE_IMAGE, HOME_PATH, SITE_NAME } from './site.ts'

// Compile-time: the functions read what the app's reader functions answer: the sitemap exactly
// a sitemap_articles row, the feed a subset of a latest_articles card.
const sitemapRow: AppSitemapArticle = {} as SitemapArticle
const feedRow: Pick<ArticleCard, keyof FeedArticle> = {} as FeedArticle

describe("the functions' view of the site", () => {
  it("reads the app's catalogue: its routes, its category labels and the site's name", () => {
    expect(HOME_PATH).toBe(paths.home)
    expect(articlePath('a-story')).toBe(paths.article('a-story'))
    expect(articlePath('a story?')).toBe('/a%20story%3F')
    expect(categoryLabel('true-crimes')).toBe('True Crimes')
    expect(SITE_NAME).toBe('The Daily Opinion')
  })

  it('points at the default image the app ships', () => {
    expect(readFileSync(new URL(`../../../public${DEFAULT_ARTICLE_IMAGE}`, import.meta.url), 'utf8')).toContain('<svg')
  })

  it('has row shapes that are column subsets of public.articles', () => {
    expect([sitemapRow, feedRow]).toHaveLength(2)
  })
})
