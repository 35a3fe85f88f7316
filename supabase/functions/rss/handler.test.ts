import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { createRssHandler, FEED_SIZE, type FeedArticle } from './handler.ts'

const SUPABASE_URL = 'https://project.supabase.example'
const SITE_URL = 'https://news.example'

const card = (i: number): FeedArticle & { image_alt: null; featured: boolean; breaking: boolean } => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  slug: `story-${i}`,
  title: `Story ${i}`,
  excerpt: `Excerpt ${i}`,
  category: 'true-crimes',
  author: 'Rhea',
  publish_date: `2026-03-${String(10 - i).padStart(2, '0')}T05:06:07+00:00`,
  image_url: i === 0 ? null : `/images/${i}.png`,
  image_alt: null,
  featured: false,
  breaking: false,
})

/** The text of each `<name>` in `xml` (the feed's own well-formedness is _shared/rss-xml.test.ts's). */
const texts = (xml: string, name: string) => Array.from(xml.matchAll(new RegExp(`<${name}[^>]*>([^<]*)</${name}>`, 'g')), ([, text = '']) => text)
const itemsOf = (xml: string) => Array.from(xml.matchAll(/<item>[\s\S]*?<\/item>/g), ([item]) => item)

describe('the RSS function', () => {
  it('lists what latest_articles answers, in its order, asking for the newest 50 with GET', async () => {
    const requests: string[] = []
    const handler = createRssHandler({
      supabaseUrl: SUPABASE_URL,
      anonKey: 'anon.jwt.key',
      siteUrl: SITE_URL,
      fetch: (input, init) => {
        requests.push(`${init?.method ?? 'GET'} ${input}`)
        return Promise.resolve(new Response(JSON.stringify([card(0), card(1)]), { headers: { 'content-type': 'application/json' } }))
      },
    })
    const res = await handler(new Request('https://fn.example/rss'))
    assert.equal(res.status, 200)
    assert.equal(res.headers.get('content-type'), 'application/rss+xml; charset=utf-8')
    assert.deepEqual(requests, [`GET ${SUPABASE_URL}/rest/v1/rpc/latest_articles?max_rows=${FEED_SIZE}`])

    const items = itemsOf(await res.text())
    assert.deepEqual(items.map((item) => texts(item, 'link')[0]), [`${SITE_URL}/story-0`, `${SITE_URL}/story-1`])
    assert.deepEqual(texts(items[0] ?? '', 'guid'), [`urn:uuid:${card(0).id}`])
    assert.deepEqual(texts(items[0] ?? '', 'category'), ['True Crimes'])
  })

  it("shows a stored photo set's JPEG copy, which every feed reader shows, rather than its AVIF", async () => {
    const set = `${SUPABASE_URL}/storage/v1/object/public/article-images/a-set`
    const handler = createRssHandler({
      supabaseUrl: SUPABASE_URL,
      anonKey: 'anon.jwt.key',
      siteUrl: SITE_URL,
      fetch: () => Promise.resolve(new Response(JSON.stringify([{ ...card(1), image_url: `${set}/1600x1067.avif` }]), { headers: { 'content-type': 'application/json' } })),
    })
    const [item = ''] = itemsOf(await (await handler(new Request('https://fn.example/rss'))).text())
    assert.match(item, new RegExp(`<media:content url="${set}/1200x800\\.jpg" medium="image" type="image/jpeg"`))
  })
})
