import { callFunction, type AnonRest } from '../_shared/anon-rest.ts'
import { anonRest, functionUrl, type FeedHandlerOptions } from '../_shared/feed-options.ts'
import { articlePath, CATEGORIES, categoryPath, HOME_PATH, siteHref, STATIC_PATHS } from '../_shared/site.ts'
import {
  buildSitemapIndex,
  buildUrlset,
  planSitemap,
  SITEMAP_MAX_URLS,
  sitemapFileRange,
  type SitemapUrl,
} from '../_shared/sitemap-xml.ts'
import { serveXml, textResponse, xmlResponse } from '../_shared/xml-http.ts'

export interface SitemapHandlerOptions extends FeedHandlerOptions {
  /** URLs per sitemap file: the protocol's 50,000 unless a test lowers it. */
  maxUrlsPerFile?: number
}

/** What `sitemap_articles` answers for each article: its address and its lastmod. */
export interface SitemapArticle {
  slug: string
  updated_at: string
}

const CONTENT_TYPE = 'application/xml; charset=utf-8'
// Crawlers read sitemaps a few times a day; an hour keeps a CDN in front from asking the database more often.
const CACHE_CONTROL = 'public, max-age=3600'
/** The most rows `sitemap_articles` answers at once. */
const ROWS_PER_REQUEST = 1000
/** Spec §2 priorities: home 1.0, other static pages 0.8, categories 0.9, articles 0.7. */
const PRIORITY = { home: '1.0', static: '0.8', category: '0.9', article: '0.7' } as const

function fixedPages(siteUrl: string): SitemapUrl[] {
  return [
    { loc: siteHref(siteUrl, HOME_PATH), priority: PRIORITY.home },
    ...STATIC_PATHS.map((path) => ({ loc: siteHref(siteUrl, path), priority: PRIORITY.static })),
    ...CATEGORIES.map((category) => ({ loc: siteHref(siteUrl, categoryPath(category.slug)), priority: PRIORITY.category })),
  ]
}

/** Up to `limit` articles after `afterSlug` in slug order (from the first with none). */
function articlesAfter(rest: AnonRest, afterSlug: string | undefined, limit: number): Promise<SitemapArticle[]> {
  return callFunction<SitemapArticle[]>(rest, 'sitemap_articles', {
    ...(afterSlug === undefined ? {} : { after_slug: afterSlug }),
    max_rows: String(limit),
  })
}

/**
 * Up to `take` articles after the first `skip`, in slug order, read by key (slug > last seen)
 * so every request is a range of the slug index whatever the page. Earlier files' articles are
 * read and passed over, a thousand a request.
 */
async function readArticles(rest: AnonRest, skip: number, take: number): Promise<SitemapArticle[]> {
  let after: string | undefined
  for (let skipped = 0; skipped < skip; ) {
    const limit = Math.min(ROWS_PER_REQUEST, skip - skipped)
    const rows = await articlesAfter(rest, after, limit)
    if (rows.length < limit) return []
    skipped += rows.length
    after = rows[rows.length - 1]!.slug
  }
  const articles: SitemapArticle[] = []
  while (articles.length < take) {
    const limit = Math.min(ROWS_PER_REQUEST, take - articles.length)
    const rows = await articlesAfter(rest, after, limit)
    articles.push(...rows)
    if (rows.length < limit) break
    after = rows[rows.length - 1]!.slug
  }
  return articles
}

/** How many articles readers can see (`article_total`, a maintained counter: no scan). */
async function countArticles(rest: AnonRest): Promise<number> {
  const total = await callFunction<unknown>(rest, 'article_total')
  if (typeof total !== 'number' || !Number.isInteger(total) || total < 0) throw new Error(`article_total answered ${JSON.stringify(total)}`)
  return total
}

/**
 * GET /functions/v1/sitemap: the sitemap protocol for machines. Up to maxUrlsPerFile URLs it is
 * one `<urlset>`; beyond that it is a `<sitemapindex>` of `?page=N` files, each within the limit.
 */
export function createSitemapHandler(options: SitemapHandlerOptions): (req: Request) => Promise<Response> {
  const rest = anonRest(options)
  const log = options.log ?? ((line: string) => console.error(line))
  const maxUrls = options.maxUrlsPerFile ?? SITEMAP_MAX_URLS
  const fixed = fixedPages(options.siteUrl)
  if (maxUrls <= fixed.length) throw new Error(`maxUrlsPerFile must exceed the ${fixed.length} fixed pages`)

  return (req) =>
    serveXml(req, 'sitemap', log, async (url) => {
      const page = url.searchParams.get('page')
      if (page !== null && !/^[1-9]\d{0,6}$/.test(page)) return textResponse(400, 'page must be a whole number from 1')

      const { files } = planSitemap(fixed.length, await countArticles(rest), maxUrls)
      if (page === null && files > 1) {
        const base = functionUrl(options, 'sitemap')
        const locs = Array.from({ length: files }, (_, index) => `${base}?page=${index + 1}`)
        return xmlResponse(buildSitemapIndex(locs), CONTENT_TYPE, CACHE_CONTROL)
      }

      const file = page === null ? 1 : Number(page)
      if (file > files) return textResponse(404, `The sitemap has ${files} page${files === 1 ? '' : 's'}; there is no page ${file}.`)
      const range = sitemapFileRange(file, fixed.length, maxUrls)
      const articles = await readArticles(rest, range.skip, range.take)
      const urls = [
        ...(range.withFixedPages ? fixed : []),
        ...articles.map((article) => ({
          loc: siteHref(options.siteUrl, articlePath(article.slug)),
          lastmod: article.updated_at,
          priority: PRIORITY.article,
        })),
      ]
      return xmlResponse(buildUrlset(urls), CONTENT_TYPE, CACHE_CONTROL)
    })
}
