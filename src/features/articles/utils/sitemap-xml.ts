import { CATEGORIES } from '@/config/categories.ts'
import { paths } from '@/config/paths.ts'
import type { SitemapArticle } from '@/data/articles/article-fetchers.ts'

/** Spec §2 priorities: home 1.0, other static pages 0.8, categories 0.9, articles 0.7. */
export const SITEMAP_PRIORITY = { home: '1.0', static: '0.8', category: '0.9', article: '0.7' } as const

export const SITEMAP_STATIC_PATHS = [
  paths.about,
  paths.contact,
  paths.careers,
  paths.advertise,
  paths.terms,
  paths.privacy,
  paths.cookies,
] as const

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;')

function urlEntry(loc: string, priority: string, lastmod?: string): string {
  const lines = [`    <loc>${escapeXml(loc)}</loc>`]
  if (lastmod) lines.push(`    <lastmod>${escapeXml(lastmod)}</lastmod>`)
  lines.push(`    <priority>${priority}</priority>`)
  return `  <url>\n${lines.join('\n')}\n  </url>`
}

function isoOrUndefined(value: string): string | undefined {
  const time = new Date(value).getTime()
  return Number.isNaN(time) ? undefined : new Date(time).toISOString()
}

/**
 * The sitemap text: static pages, the 14 category pages and the given articles with their
 * updated_at. `withPages: false` for the later pages of the human /sitemap.xml, which hold
 * articles only.
 */
export function buildSitemapXml(origin: string, articles: SitemapArticle[], { withPages = true } = {}): string {
  const base = origin.replace(/\/+$/, '')
  const pages = withPages
    ? [
        urlEntry(`${base}${paths.home}`, SITEMAP_PRIORITY.home),
        ...SITEMAP_STATIC_PATHS.map((path) => urlEntry(`${base}${path}`, SITEMAP_PRIORITY.static)),
        ...CATEGORIES.map((category) => urlEntry(`${base}${paths.category(category.value)}`, SITEMAP_PRIORITY.category)),
      ]
    : []
  const entries = [
    ...pages,
    ...articles.map((article) =>
      urlEntry(`${base}${paths.article(encodeURIComponent(article.slug))}`, SITEMAP_PRIORITY.article, isoOrUndefined(article.updated_at)),
    ),
  ]
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</urlset>',
  ].join('\n')
}
