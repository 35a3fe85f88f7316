import { callFunction } from '../_shared/anon-rest.ts'
import { anonRest, functionUrl, type FeedHandlerOptions } from '../_shared/feed-options.ts'
import { buildRssFeed, type RssItem } from '../_shared/rss-xml.ts'
import {
  articlePath,
  categoryLabel,
  DEFAULT_ARTICLE_IMAGE,
  HOME_PATH,
  SITE_DESCRIPTION,
  SITE_LANGUAGE,
  SITE_NAME,
  siteHref,
} from '../_shared/site.ts'
import { serveXml, xmlResponse } from '../_shared/xml-http.ts'

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
    // The site shows the default stock image for articles without one; so does the feed.
    imageUrl: siteHref(siteUrl, article.image_url?.trim() || DEFAULT_ARTICLE_IMAGE),
  }
}

/** GET /functions/v1/rss: RSS 2.0 with the newest 50 articles, newest first (publish_date desc, id desc). */
export function createRssHandler(options: FeedHandlerOptions): (req: Request) => Promise<Response> {
  const rest = anonRest(options)
  const log = options.log ?? ((line: string) => console.error(line))

  return (req) =>
    serveXml(req, 'feed', log, async () => {
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
