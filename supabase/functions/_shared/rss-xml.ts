import { XML_DECLARATION, xmlElement } from '../../../src/lib/xml.ts'

export interface RssChannel {
  title: string
  /** The site's home page. */
  link: string
  description: string
  /** Where this feed is served (atom:link rel="self", which feed validators ask for). */
  selfUrl: string
  language: string
  lastBuildDate?: string
}

export interface RssItem {
  title: string
  link: string
  description: string
  pubDate: string
  /** Stable identity for readers that track what was read; not a URL, so isPermaLink="false". */
  guid: string
  category?: string
  creator?: string
  /** Shown as media:content: an <enclosure> must state the file's byte length, which is not stored. */
  imageUrl?: string
}

const IMAGE_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  avif: 'image/avif',
}

/** The MIME type a URL's file extension implies, if it names an image format. */
export function imageTypeFromUrl(url: string): string | undefined {
  const extension = /\.([a-z0-9]+)$/i.exec(url.split(/[?#]/)[0] ?? '')?.[1]?.toLowerCase()
  return extension ? IMAGE_TYPES[extension] : undefined
}

/** RFC 822 date as RSS 2.0 requires ("Tue, 10 Jun 2003 04:00:00 GMT"); undefined if it does not parse. */
export function rfc822Date(value: string): string | undefined {
  const time = new Date(value).getTime()
  return Number.isNaN(time) ? undefined : new Date(time).toUTCString()
}

function itemXml(item: RssItem): string {
  const pubDate = rfc822Date(item.pubDate)
  const children = [
    xmlElement('title', item.title),
    xmlElement('link', item.link),
    xmlElement('description', item.description),
    pubDate && xmlElement('pubDate', pubDate),
    xmlElement('guid', item.guid, { isPermaLink: 'false' }),
    item.category && xmlElement('category', item.category),
    item.creator && xmlElement('dc:creator', item.creator),
    item.imageUrl &&
      xmlElement('media:content', undefined, { url: item.imageUrl, medium: 'image', type: imageTypeFromUrl(item.imageUrl) }),
  ].filter(Boolean)
  return `<item>${children.join('')}</item>`
}

/** An RSS 2.0 document with the Atom (self link), Media RSS (images) and Dublin Core (author) namespaces. */
export function buildRssFeed(channel: RssChannel, items: readonly RssItem[]): string {
  const lastBuildDate = channel.lastBuildDate ? rfc822Date(channel.lastBuildDate) : undefined
  const head = [
    xmlElement('title', channel.title),
    xmlElement('link', channel.link),
    xmlElement('description', channel.description),
    xmlElement('language', channel.language),
    lastBuildDate && xmlElement('lastBuildDate', lastBuildDate),
    xmlElement('atom:link', undefined, { href: channel.selfUrl, rel: 'self', type: 'application/rss+xml' }),
  ].filter(Boolean)
  return [
    XML_DECLARATION,
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:media="http://search.yahoo.com/mrss/" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    ...head,
    ...items.map(itemXml),
    '</channel>',
    '</rss>',
    '',
  ].join('\n')
}
