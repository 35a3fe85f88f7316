import { describe, expect, it } from 'vitest'
import { parseXml, texts } from '../../../tests/support/xml.ts'
import { firstOf, itemAt } from '../../../tests/support/items.ts'
import { buildRssFeed, imageTypeFromUrl, rfc822Date, type RssItem } from './rss-xml.ts'

const MEDIA_NS = 'http://search.yahoo.com/mrss/'
const ATOM_NS = 'http://www.w3.org/2005/Atom'
const DC_NS = 'http://purl.org/dc/elements/1.1/'

const channel = {
  title: 'The Daily Opinion',
  link: 'https://news.example/',
  description: 'Opinion & news',
  selfUrl: 'https://x.supabase.co/functions/v1/rss',
  language: 'en-us',
  lastBuildDate: '2026-02-03T04:05:06Z',
}

const item: RssItem = {
  title: `Q&A: "Ask <Me>" – it's <script>alert(1)</script>`,
  link: 'https://news.example/q-a-ask-me',
  description: 'Fish & chips < 5 "pounds"',
  pubDate: '2026-02-03T04:05:06.789+00:00',
  guid: 'urn:uuid:3f0c4f1e-3d0a-4c6f-9b8a-0a1b2c3d4e5f',
  category: 'Health News',
  creator: 'Priya Raman',
  imageUrl: 'https://news.example/images/a.png?v=2&size=large',
}

describe('buildRssFeed', () => {
  const doc = parseXml(buildRssFeed(channel, [item, { ...item, guid: 'urn:uuid:2', title: 'Second' }]))

  it('is well-formed RSS 2.0 with the channel elements and a self link', () => {
    expect(doc.documentElement.localName).toBe('rss')
    expect(doc.documentElement.getAttribute('version')).toBe('2.0')
    const channelEl = firstOf(doc.getElementsByTagName('channel'), 'a channel')
    const own = (name: string) => Array.from(channelEl.children).find((child) => child.localName === name && !child.namespaceURI)?.textContent
    expect(own('title')).toBe('The Daily Opinion')
    expect(own('link')).toBe('https://news.example/')
    expect(own('description')).toBe('Opinion & news')
    expect(own('language')).toBe('en-us')
    expect(own('lastBuildDate')).toBe('Tue, 03 Feb 2026 04:05:06 GMT')
    const self = firstOf(doc.getElementsByTagNameNS(ATOM_NS, 'link'), 'atom:link')
    expect(self.getAttribute('href')).toBe(channel.selfUrl)
    expect(self.getAttribute('rel')).toBe('self')
    expect(self.getAttribute('type')).toBe('application/rss+xml')
  })

  it('gives each item title, link, description, pubDate, guid, category, author and image, escaped', () => {
    const items = doc.getElementsByTagName('item')
    expect(items).toHaveLength(2)
    const first = firstOf(items, 'an item')
    expect(texts(first, 'title')).toEqual([item.title])
    expect(texts(first, 'link')).toEqual([item.link])
    expect(texts(first, 'description')).toEqual([item.description])
    expect(texts(first, 'pubDate')).toEqual(['Tue, 03 Feb 2026 04:05:06 GMT'])
    expect(texts(first, 'guid')).toEqual([item.guid])
    expect(first.getElementsByTagName('guid')[0]?.getAttribute('isPermaLink')).toBe('false')
    expect(texts(first, 'category')).toEqual(['Health News'])
    expect(Array.from(first.getElementsByTagNameNS(DC_NS, 'creator'), (el) => el.textContent)).toEqual(['Priya Raman'])
    const media = firstOf(first.getElementsByTagNameNS(MEDIA_NS, 'content'), 'media:content')
    expect(media.getAttribute('url')).toBe(item.imageUrl)
    expect(media.getAttribute('medium')).toBe('image')
    expect(media.getAttribute('type')).toBe('image/png')
    // An enclosure needs the byte length, which is not known: none is written.
    expect(first.getElementsByTagName('enclosure')).toHaveLength(0)
    expect(texts(itemAt(items, 1), 'title')).toEqual(['Second'])
  })

  it('never lets markup in a title become an element', () => {
    expect(doc.getElementsByTagName('script')).toHaveLength(0)
  })

  it('omits optional parts that are missing or unreadable', () => {
    const bare = parseXml(
      buildRssFeed({ ...channel, lastBuildDate: undefined }, [
        { title: 't', link: 'https://news.example/t', description: 'd', pubDate: 'garbage', guid: 'g' },
      ]),
    )
    expect(bare.getElementsByTagName('lastBuildDate')).toHaveLength(0)
    expect(bare.getElementsByTagName('pubDate')).toHaveLength(0)
    expect(bare.getElementsByTagName('category')).toHaveLength(0)
    expect(bare.getElementsByTagNameNS(MEDIA_NS, 'content')).toHaveLength(0)
  })

  it('is still a valid channel with no items', () => {
    const empty = parseXml(buildRssFeed(channel, []))
    expect(empty.getElementsByTagName('channel')).toHaveLength(1)
    expect(empty.getElementsByTagName('item')).toHaveLength(0)
  })
})

describe('rfc822Date and imageTypeFromUrl', () => {
  it('formats RFC 822 dates in GMT', () => {
    expect(rfc822Date('2026-12-31T23:59:59-05:00')).toBe('Fri, 01 Jan 2027 04:59:59 GMT')
    expect(rfc822Date('nope')).toBeUndefined()
  })

  it('names image types from the extension, ignoring query and fragment', () => {
    expect(imageTypeFromUrl('/images/a.SVG')).toBe('image/svg+xml')
    expect(imageTypeFromUrl('https://images.example/p/photo.jpeg?w=800#x')).toBe('image/jpeg')
    expect(imageTypeFromUrl('https://images.example/render?id=7')).toBeUndefined()
  })
})
