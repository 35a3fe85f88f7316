import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { CATEGORIES as APP_CATEGORIES } from '../../../src/config/categories.ts'
import { paths } from '../../../src/config/paths.ts'
import type { ArticleCard, SitemapArticle as AppSitemapArticle } from '../../../src/data/articles/article-fetchers.ts'
import type { FeedArticle } from '../rss/handler.ts'
import type { SitemapArticle } from '../sitemap/handler.ts'
import { articlePath, CATEGORIES, categoryLabel, categoryPath, DEFAULT_ARTICLE_IMAGE, HOME_PATH, siteHref, STATIC_PATHS } from './site.ts'

// Compile-time: the functions read what the app's reader functions answer: the sitemap exactly
// a sitemap_articles row, the feed a subset of a latest_articles card.
const sitemapRow: AppSitemapArticle = {} as SitemapArticle
const feedRow: Pick<ArticleCard, keyof FeedArticle> = {} as FeedArticle

describe('the functions mirror the web app', () => {
  it('lists the same categories, in order, with the same labels', () => {
    expect(CATEGORIES.map(({ slug, label }) => ({ slug, label }))).toEqual(APP_CATEGORIES.map(({ value, label }) => ({ slug: value, label })))
    expect(categoryLabel('true-crimes')).toBe('True Crimes')
  })

  it('uses the app routes for home, static pages, categories and articles', () => {
    expect(HOME_PATH).toBe(paths.home)
    expect(STATIC_PATHS).toEqual([paths.about, paths.contact, paths.careers, paths.advertise, paths.terms, paths.privacy, paths.cookies])
    expect(categoryPath('uk-today')).toBe(paths.category('uk-today'))
    expect(articlePath('a-story')).toBe(paths.article('a-story'))
  })

  it('points at the default image the app ships', () => {
    expect(readFileSync(new URL(`../../../public${DEFAULT_ARTICLE_IMAGE}`, import.meta.url), 'utf8')).toContain('<svg')
  })

  it('has row shapes that are column subsets of public.articles', () => {
    expect([sitemapRow, feedRow]).toHaveLength(2)
  })
})

describe('siteHref', () => {
  it('joins paths to the site URL and passes absolute URLs through', () => {
    expect(siteHref('https://news.example/', '/')).toBe('https://news.example/')
    expect(siteHref('https://news.example', '/a-story')).toBe('https://news.example/a-story')
    expect(siteHref('http://127.0.0.1:5173', 'images/x.svg')).toBe('http://127.0.0.1:5173/images/x.svg')
    expect(siteHref('https://news.example', 'https://images.example/x.png')).toBe('https://images.example/x.png')
  })
})
