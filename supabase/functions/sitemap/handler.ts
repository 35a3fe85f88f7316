import { callFunction, type AnonRest } from '../_shared/anon-rest.ts'
import { anonRest, functionUrl, type FeedHandlerOptions } from '../_shared/feed-options.ts'
import { sitemapFixedUrls, sitemapUrls, type SitemapArticle } from '../../../src/lib/sitemap-urls.ts'
import { buildSitemapIndex, buildUrlset, planSitemap, SITEMAP_MAX_URLS, sitemapFileRange } from '../../../src/lib/sitemap-xml.ts'
import { serveXml, textResponse, xmlResponse } from '../_shared/xml-http.ts'

export interface SitemapHandlerOptions extends FeedHandlerOptions {
  /** URLs per sitemap file: the protocol's 50,000 unless a test lowers it. */
  maxUrlsPerFile?: number
}

export type { SitemapArticle }

const CONTENT_TYPE = 'application/xml; charset=utf-8'
// Crawlers read sitemaps a few times a day; an hour keeps a CDN in front from asking the database more often.
const CACHE_CONTROL = 'public, max-age=3600'
/** The most rows `sitemap_articles` answers at once. */
const ROWS_PER_REQUEST = 1000

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
  const fixed = sitemapFixedUrls(options.siteUrl)
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
      const urls = sitemapUrls(options.siteUrl, articles, { withFixedPages: range.withFixedPages })
      return xmlResponse(buildUrlset(urls), CONTENT_TYPE, CACHE_CONTROL)
    })
}
