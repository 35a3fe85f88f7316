import { CATEGORIES } from '../config/categories.ts'
import { authorPath } from '../config/author-paths.ts'
import { paths } from '../config/paths.ts'
import { siteHref } from './site-href.ts'
import type { SitemapUrl } from './sitemap-xml.ts'

// Relative imports with `.ts`: the sitemap Edge Function (Deno) imports this file too.

/** Priorities: home 1.0, other static pages 0.8, categories 0.9, articles 0.7; author pages, lists of articles, 0.6. */
export const SITEMAP_PRIORITY = { home: '1.0', static: '0.8', category: '0.9', article: '0.7', author: '0.6' } as const

export const SITEMAP_STATIC_PATHS = [
  paths.about,
  paths.contact,
  paths.careers,
  paths.advertise,
  paths.terms,
  paths.privacy,
  paths.cookies,
] as const

/** What a sitemap needs of an article: `sitemap_articles` answers these two columns. */
export interface SitemapArticle {
  slug: string
  updated_at: string
}

/** The pages every sitemap starts with: home, the static pages and the category pages. */
export function sitemapFixedUrls(siteUrl: string): SitemapUrl[] {
  return [
    { loc: siteHref(siteUrl, paths.home), priority: SITEMAP_PRIORITY.home },
    ...SITEMAP_STATIC_PATHS.map((path) => ({ loc: siteHref(siteUrl, path), priority: SITEMAP_PRIORITY.static })),
    ...CATEGORIES.map((category) => ({
      loc: siteHref(siteUrl, paths.category(encodeURIComponent(category.value))),
      priority: SITEMAP_PRIORITY.category,
    })),
  ]
}

/** An article's entry, last modified at its updated_at. */
export function sitemapArticleUrl(siteUrl: string, article: SitemapArticle): SitemapUrl {
  return {
    loc: siteHref(siteUrl, paths.article(encodeURIComponent(article.slug))),
    lastmod: article.updated_at,
    priority: SITEMAP_PRIORITY.article,
  }
}

/** An author page's entry, by the author's slug. */
export function sitemapAuthorUrl(siteUrl: string, slug: string): SitemapUrl {
  return { loc: siteHref(siteUrl, authorPath(encodeURIComponent(slug))), priority: SITEMAP_PRIORITY.author }
}

/** The fixed pages (unless a later file or page leaves them out), the articles in order, then the author pages given. */
export function sitemapUrls(
  siteUrl: string, articles: readonly SitemapArticle[], { withFixedPages = true, authors = [] }: { withFixedPages?: boolean; authors?: readonly string[] } = {},
): SitemapUrl[] {
  return [
    ...(withFixedPages ? sitemapFixedUrls(siteUrl) : []),
    ...articles.map((article) => sitemapArticleUrl(siteUrl, article)),
    ...authors.map((slug) => sitemapAuthorUrl(siteUrl, slug)),
  ]
}
