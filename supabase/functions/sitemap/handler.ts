import { callFunction, type AnonRest } from '../_shared/anon-rest.ts'
import { anonRest, functionUrl, type FeedHandlerOptions } from '../_shared/feed-options.ts'
import { sitemapUrls, type SitemapArticle } from '../../../src/lib/sitemap-urls.ts'
import { buildSitemapIndex, buildUrlset } from '../../../src/lib/sitemap-xml.ts'
import { serveXml, textResponse, xmlResponse } from '../_shared/xml-http.ts'

export type SitemapHandlerOptions = FeedHandlerOptions

const CONTENT_TYPE = 'application/xml; charset=utf-8'
// Crawlers read sitemaps a few times a day; an hour keeps a CDN in front from asking the
// database more often, and a page may be served stale while it is fetched again.
const CACHE_CONTROL = 'public, max-age=3600, stale-while-revalidate=600'

/**
 * `sitemap_page`'s answer: how many pages, the asked page's articles (null: no such page) and,
 * on page 1, the slugs of the author pages.
 */
interface SitemapPage {
  pages: number
  articles: SitemapArticle[] | null
  authors?: string[]
}

/**
 * One call whatever the page: `sitemap_page` reads a page (about 200 articles) as one range of
 * an index, by key, never the pages before it. Page 0 asks only for the number of pages.
 */
async function readPage(rest: AnonRest, page: number): Promise<SitemapPage> {
  const answer = await callFunction<SitemapPage>(rest, 'sitemap_page', { page: String(page) })
  if (!Number.isInteger(answer.pages) || answer.pages < 1 || !(answer.articles === null || Array.isArray(answer.articles))) {
    throw new Error(`sitemap_page answered ${JSON.stringify(answer).slice(0, 200)}`)
  }
  return answer
}

/** The author slugs of an answer, ignoring anything that is not a list of strings. */
function answerAuthors(answer: SitemapPage): string[] {
  return Array.isArray(answer.authors) ? answer.authors.filter((slug): slug is string => typeof slug === 'string') : []
}

/**
 * GET /functions/v1/sitemap: the sitemap protocol for machines. A small archive (one page) is
 * one `<urlset>`; beyond that the root is a `<sitemapindex>` of `?page=N` files. Every request
 * costs at most two bounded database calls, so no page is dearer than another.
 */
export function createSitemapHandler(options: SitemapHandlerOptions): (req: Request) => Promise<Response> {
  const rest = anonRest(options)
  const log = options.log ?? ((line: string) => console.error(line))

  return (req) =>
    serveXml(req, 'sitemap', log, async (url) => {
      const param = url.searchParams.get('page')
      if (param !== null && !/^[1-9]\d{0,6}$/.test(param)) return textResponse(400, 'page must be a whole number from 1')

      if (param === null) {
        const { pages } = await readPage(rest, 0)
        if (pages > 1) {
          const base = functionUrl(options, 'sitemap')
          const locs = Array.from({ length: pages }, (_, index) => `${base}?page=${index + 1}`)
          return xmlResponse(buildSitemapIndex(locs), CONTENT_TYPE, CACHE_CONTROL)
        }
      }

      const page = param === null ? 1 : Number(param)
      const answer = await readPage(rest, page)
      const { pages, articles } = answer
      if (articles === null) return textResponse(404, `The sitemap has ${pages} page${pages === 1 ? '' : 's'}; there is no page ${page}.`)
      // The home, static, category and author pages go in the first file only.
      const urls = sitemapUrls(options.siteUrl, articles, { withFixedPages: page === 1, authors: page === 1 ? answerAuthors(answer) : [] })
      return xmlResponse(buildUrlset(urls), CONTENT_TYPE, CACHE_CONTROL)
    })
}
