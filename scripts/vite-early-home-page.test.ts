import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { IMAGE_SIZES } from '../src/config/image-sizes.ts'
import { imageSources } from '../src/lib/image-variants.ts'
import { earlyHomePage, inlineImageSources } from './vite-early-home-page.ts'

const BUCKET = 'https://abc.supabase.co/storage/v1/object/public/article-images'

describe('inlineImageSources', () => {
  const inline = runInNewContext(`(${inlineImageSources()})`) as (url: string) => { src: string; srcSet?: string }

  it.each([
    `${BUCKET}/1767225600000-harbour/1600x1067.webp`,
    `${BUCKET}/1767225600000-small/300x200.avif`,
    `${BUCKET}/1767225600000-mid/1000x667.jpg`,
    '/images/photos/world-news-1/1600x1067.webp',
    `${BUCKET}/1767225600000-photo.jpg`,
    '/images/default-article.svg',
    'https://example.com/images/1600x1067.webp',
  ])('answers as imageSources() does for %s', (url) => {
    const { src, srcSet } = imageSources(url)
    expect({ ...inline(url) }).toEqual(srcSet ? { src, srcSet } : { src })
  })
})

interface FakeLink {
  rel?: string
  as?: string
  href?: string
  attributes: Record<string, string>
}

/** Runs index.html's early script with a fake window, fetch and document; returns the links it added. */
async function runEarlyScript(pathname: string, homePage: unknown): Promise<FakeLink[]> {
  const plugin = earlyHomePage()
  const configResolved = plugin.configResolved as (config: unknown) => void
  configResolved({ env: { VITE_SUPABASE_URL: 'http://127.0.0.1:54321', VITE_SUPABASE_ANON_KEY: 'anon-key-for-the-test-0123456789' } })
  const transform = plugin.transformIndexHtml as (html: string) => string
  const html = transform('<head><meta charset="UTF-8" /></head>')
  const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? ''
  const links: FakeLink[] = []
  const window: Record<string, unknown> = {}
  const context = {
    window,
    location: { pathname },
    fetch: () => Promise.resolve({ ok: true, json: () => Promise.resolve(homePage) }),
    document: {
      createElement: () => {
        const link: FakeLink = { attributes: {} }
        return Object.assign(link, { setAttribute: (name: string, value: string) => { link.attributes[name] = value } })
      },
      head: { appendChild: (link: FakeLink) => links.push(link) },
    },
    Promise,
  }
  runInNewContext(script, context)
  await (window.__earlyHomePage as Promise<unknown>)
  await new Promise((resolve) => setImmediate(resolve))
  return links
}

describe('the early script preloads the lead image', () => {
  const lead = { image_url: `${BUCKET}/1767225600000-harbour/1600x1067.webp` }

  it('on the front page, with the srcset and sizes of its <img>, at high priority', async () => {
    const [link, ...rest] = await runEarlyScript('/', { lead })
    expect(rest).toEqual([])
    expect(link).toMatchObject({ rel: 'preload', as: 'image', href: lead.image_url })
    expect(link?.attributes).toEqual({
      imagesrcset: imageSources(lead.image_url).srcSet,
      imagesizes: IMAGE_SIZES.lead,
      fetchpriority: 'high',
    })
  })

  it('the default image when the lead has none', async () => {
    const [link] = await runEarlyScript('/', { lead: { image_url: null } })
    expect(link?.href).toBe('/images/default-article.svg')
  })

  it('nowhere else, and not when there is no lead', async () => {
    expect(await runEarlyScript('/world-news', { lead })).toEqual([])
    expect(await runEarlyScript('/', { lead: null })).toEqual([])
  })
})
