import { callFunction } from '../_shared/anon-rest.ts'
import { anonRest, functionUrl, type FeedHandlerOptions } from '../_shared/feed-options.ts'
import { buildRssFeed, type RssItem } from '../_shared/rss-xml.ts'
import { previewImage } from '../../../src/lib/preview-image.ts'
import {
  articlePath,
  authorPath,
  categoryLabel,
  DEFAULT_ARTICLE_IMAGE,
  HOME_PATH,
  SITE_DESCRIPTION,
  SITE_LANGUAGE,
  SITE_NAME,
  siteHref,
} from '../_shared/site.ts'
import { serveXml, textResponse, xmlResponse } from '../_shared/xml-http.ts'

/** What the feed uses of a card from `latest_articles` (which also sends the image's alt text and the flags). */
export interface FeedArticle {
  id: string
  slug: string
  title: string
  excerpt: string
  category: string
  author: string
  publish_date: string
  image_url: string | null
}

export const FEED_SIZE = 50
/** An author's feed: one page of `author_page`, which gives at most 24. */
export const AUTHOR_FEED_SIZE = 24
/** An author slug as the database's check has it (lower-case words joined by hyphens, at most 80). */
const AUTHOR_SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/

/** `author_page`'s answer, as far as the feed uses it. */
interface AuthorFeedPage {
  author: { display_name: string; bio: string | null; slug: string } | null
  articles: FeedArticle[]
}
const CONTENT_TYPE = 'application/rss+xml; charset=utf-8'
// Feed readers poll often; ten minutes spares the database and still delivers news promptly.
const CACHE_CONTROL = 'public, max-age=600'

function feedItem(siteUrl: string, article: FeedArticle): RssItem {
  return {
    title: article.title,
    link: siteHref(siteUrl, articlePath(article.slug)),
    description: article.excerpt,
    pubDate: article.publish_date,
    guid: `urn:uuid:${article.id}`,
    category: categoryLabel(article.category),
    creator: article.author,
    // The site shows the default stock image for articles without one; so does the feed. Of a
    // photo set, the file link previews show: an AVIF set's JPEG copy, which every feed reader shows.
    imageUrl: siteHref(siteUrl, previewImage(article.image_url?.trim() || DEFAULT_ARTICLE_IMAGE).src),
  }
}

/**
 * GET /functions/v1/rss: RSS 2.0 with the newest 50 articles, newest first (publish_date desc,
 * id desc). `?author=<slug>`: that author's newest 24, one bounded call of `author_page`; an
 * unknown author is a 404.
 */
export function createRssHandler(options: FeedHandlerOptions): (req: Request) => Promise<Response> {
  const rest = anonRest(options)
  const log = options.log ?? ((line: string) => console.error(line))

  return (req) =>
    serveXml(req, 'feed', log, async (url) => {
      const authorSlug = url.searchParams.get('author')
      if (authorSlug !== null) {
        if (authorSlug.length > 80 || !AUTHOR_SLUG.test(authorSlug)) return textResponse(404, 'No author has this address.')
        const page = await callFunction<AuthorFeedPage>(rest, 'author_page', { slug: authorSlug, page_size: String(AUTHOR_FEED_SIZE) })
        if (!page.author) return textResponse(404, 'No author has this address.')
        const articles = page.articles.slice(0, AUTHOR_FEED_SIZE)
        const channel = {
          title: `${page.author.display_name} - ${SITE_NAME}`,
          link: siteHref(options.siteUrl, authorPath(page.author.slug)),
          description: page.author.bio ?? `Articles by ${page.author.display_name}.`,
          selfUrl: `${functionUrl(options, 'rss')}?author=${encodeURIComponent(page.author.slug)}`,
          language: SITE_LANGUAGE,
          lastBuildDate: articles[0]?.publish_date,
        }
        return xmlResponse(buildRssFeed(channel, articles.map((article) => feedItem(options.siteUrl, article))), CONTENT_TYPE, CACHE_CONTROL)
      }
      const articles = await callFunction<FeedArticle[]>(rest, 'latest_articles', { max_rows: String(FEED_SIZE) })
      const channel = {
        title: SITE_NAME,
        link: siteHref(options.siteUrl, HOME_PATH),
        description: SITE_DESCRIPTION,
        selfUrl: functionUrl(options, 'rss'),
        language: SITE_LANGUAGE,
        lastBuildDate: articles[0]?.publish_date,
      }
      const body = buildRssFeed(channel, articles.map((article) => feedItem(options.siteUrl, article)))
      return xmlResponse(body, CONTENT_TYPE, CACHE_CONTROL)
    })
}
