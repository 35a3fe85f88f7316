import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { IMAGE_SIZES } from '../../src/config/image-sizes.ts'
import { imageSources } from '../../src/lib/image-variants.ts'
import { earlyPageData, inlineImageSources } from './vite-early-page-data.ts'

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

interface EarlyRun {
  links: FakeLink[]
  requests: string[]
  window: Record<string, unknown>
}

/**
 * Runs index.html's early script at `pathname` with a fake window, fetch and document, the API
 * answering `home_page` and `article_page` with the given documents; returns what it asked for
 * and the links it added.
 */
async function runEarlyScript(pathname: string, answers: { home?: unknown; article?: unknown }, build: object = {}): Promise<EarlyRun> {
  const plugin = earlyPageData()
  const configResolved = plugin.configResolved as (config: unknown) => void
  configResolved({ base: '/', env: { VITE_SUPABASE_URL: 'http://127.0.0.1:54321', VITE_SUPABASE_ANON_KEY: 'anon-key-for-the-test-0123456789' } })
  const transform = (plugin.transformIndexHtml as { handler: (html: string, context: object) => string }).handler
  const html = transform('<head><meta charset="UTF-8" /></head>', build)
  const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? ''
  const links: FakeLink[] = []
  const requests: string[] = []
  const window: Record<string, unknown> = {}
  const context = {
    window,
    location: { pathname },
    fetch: (url: string) => {
      requests.push(url)
      const body = url.includes('/rpc/article_page') ? answers.article : answers.home
      return Promise.resolve({ ok: true, json: () => Promise.resolve(body) })
    },
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
  await new Promise((resolve) => setImmediate(resolve))
  return { links, requests, window }
}

describe('the early script preloads the lead image', () => {
  const lead = { image_url: `${BUCKET}/1767225600000-harbour/1600x1067.webp` }

  it('on the front page, with the srcset and sizes of its <img>, at high priority', async () => {
    const [link, ...rest] = (await runEarlyScript('/', { home: { lead } })).links
    expect(rest).toEqual([])
    expect(link).toMatchObject({ rel: 'preload', as: 'image', href: lead.image_url })
    expect(link?.attributes).toEqual({
      imagesrcset: imageSources(lead.image_url).srcSet,
      imagesizes: IMAGE_SIZES.lead,
      fetchpriority: 'high',
    })
  })

  it('the default image when the lead has none', async () => {
    const [link] = (await runEarlyScript('/', { home: { lead: { image_url: null } } })).links
    expect(link?.href).toBe('/images/default-article.svg')
  })

  it('nowhere else, and not when there is no lead', async () => {
    expect((await runEarlyScript('/category/world-news', { home: { lead } })).links).toEqual([])
    expect((await runEarlyScript('/', { home: { lead: null } })).links).toEqual([])
  })
})

describe('on an article address, the early script', () => {
  const article = { image_url: `${BUCKET}/1767225600000-harbour/1600x1067.webp` }

  it('asks for article_page(slug) beside home_page() and hands it out under its slug', async () => {
    const { requests, window } = await runEarlyScript('/budget-vote-delayed/', { home: { lead: null }, article: { article } })
    expect(requests).toEqual([
      'http://127.0.0.1:54321/rest/v1/rpc/home_page',
      'http://127.0.0.1:54321/rest/v1/rpc/article_page?slug=budget-vote-delayed',
    ])
    const early = window.__earlyArticlePage as { slug: string; page: Promise<unknown> }
    expect(early.slug).toBe('budget-vote-delayed')
    await expect(early.page).resolves.toEqual({ article })
  })

  it("preloads the featured image with the hero's srcset and sizes", async () => {
    const { links } = await runEarlyScript('/budget-vote-delayed', { home: { lead: null }, article: { article } })
    expect(links).toHaveLength(1)
    expect(links[0]).toMatchObject({ rel: 'preload', as: 'image', href: article.image_url })
    expect(links[0]?.attributes).toEqual({
      imagesrcset: imageSources(article.image_url).srcSet,
      imagesizes: IMAGE_SIZES.hero,
      fetchpriority: 'high',
    })
  })

  it('preloads nothing when no article has the slug', async () => {
    const { links, requests } = await runEarlyScript('/gone', { home: { lead: null }, article: { article: null } })
    expect(requests).toHaveLength(2)
    expect(links).toEqual([])
  })

  it.each(['/legal', '/Budget', '/a--b', '/wp-login.php', `/${'a'.repeat(121)}`, '/category/politics', '/'])(
    'asks nothing more where no article can be (%s)',
    async (pathname) => {
      const { requests, window } = await runEarlyScript(pathname, { home: { lead: null } })
      expect(requests).toEqual(['http://127.0.0.1:54321/rest/v1/rpc/home_page'])
      expect(window.__earlyArticlePage).toBeUndefined()
    },
  )

  it('asks for nothing on the dashboard', async () => {
    const { requests } = await runEarlyScript('/admin/dashboard', {})
    expect(requests).toEqual([])
  })
})

describe("in a build, the early script asks for the page's chunks", () => {
  const chunk = (fileName: string, facadeModuleId: string | null, imports: string[] = []) =>
    ({ type: 'chunk', fileName, facadeModuleId, imports })
  const entry = chunk('assets/index.js', '/repo/src/main.tsx', ['assets/shared.js'])
  const bundle = Object.fromEntries([
    entry,
    chunk('assets/shared.js', null),
    chunk('assets/home.js', '/repo/src/app/routes/home.tsx', ['assets/shared.js', 'assets/cards.js']),
    chunk('assets/cards.js', null),
    chunk('assets/article.js', '/repo/src/app/routes/article.tsx', ['assets/cards.js', 'assets/sanitize.js']),
    chunk('assets/sanitize.js', null),
    chunk('assets/category.js', '/repo/src/app/routes/category.tsx', ['assets/cards.js']),
  ].map((file) => [file.fileName, file]))
  const build = { bundle, chunk: entry }
  const modulePreloads = (links: FakeLink[]) => links.filter((link) => link.rel === 'modulepreload').map((link) => link.href)

  it.each([
    ['/', []],
    ['/budget-vote-delayed', ['/assets/article.js', '/assets/cards.js', '/assets/sanitize.js']],
    ['/category/politics', ['/assets/category.js', '/assets/cards.js']],
    ['/Category/Politics/', ['/assets/category.js', '/assets/cards.js']],
    ['/about', []],
  ])('on %s, the chunks the entry has not loaded (none for home, whose lead photo goes first)', async (pathname, files) => {
    const { links } = await runEarlyScript(pathname, { home: { lead: null }, article: { article: null } }, build)
    expect(modulePreloads(links)).toEqual(files)
  })
})
