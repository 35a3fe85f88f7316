import { gzipSync } from 'node:zlib'
import type { Page } from '@playwright/test'
import { ENTRY_JS_BUDGET_BYTES, entryScriptPaths } from '../../scripts/bench/lib/entry-scripts.ts'
import { encodedBytes, FIRST_ROUND_TRIP_BYTES, HOST_ENCODINGS } from '../../scripts/bench/lib/html-bytes.ts'
import { gotoAppRendered } from '../support/app-rendered.ts'
import { newestPublishedSlug } from '../support/articles.ts'
import { E2E } from '../support/env.ts'
import { expect, test } from '../support/fixtures.ts'
import { firstOf } from '../../tests/support/items.ts'
import { networkQuiet } from '../support/network-quiet.ts'

/** Collects the scripts a reader downloads and every read the page makes of the API, with its answer. */
function watch(page: Page) {
  const scripts = new Map<string, Promise<string>>()
  const reads: { url: URL; body: Promise<string> }[] = []
  page.on('response', (response) => {
    const url = new URL(response.url())
    if (url.origin === new URL(E2E.webUrl).origin && response.request().resourceType() === 'script') {
      scripts.set(url.pathname, response.text().catch(() => ''))
    }
    if (url.pathname.startsWith('/rest/v1/') && response.request().method() === 'GET') {
      reads.push({ url, body: response.text().catch(() => '') })
    }
  })
  return { scripts, reads }
}

/** The reader functions the public pages call, and the argument that bounds each list. */
const READER_FUNCTIONS: Record<string, { bound?: string; max?: number }> = {
  home_page: {},
  article_page: {},
  category_page: { bound: 'page_size', max: 12 },
  latest_articles: { bound: 'max_rows', max: 10 },
  recent_videos: {},
}

/** Holds the app's entry script until `release` is called: what shows meanwhile came from index.html alone. */
async function holdEntryScript(page: Page) {
  let release = () => undefined as void
  const held = new Promise<void>((resolve) => (release = resolve))
  let intercepted = 0
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    intercepted++
    await held
    await route.continue()
  })
  // Proves the hold took: a renamed entry file would otherwise let these tests pass on a loaded app.
  const isHeld = () => expect.poll(() => intercepted).toBe(1)
  return { release, isHeld }
}

test.describe('what readers download', () => {
  test('public pages never load the admin area or the editor', async ({ page, sql }) => {
    const seen = watch(page)
    const slug = await newestPublishedSlug(sql)
    for (const path of ['/', '/category/political', `/${slug}`, '/about', '/contact']) {
      await page.goto(path)
      await networkQuiet(page)
    }
    const bodies = await Promise.all([...seen.scripts.values()])
    expect(bodies.length).toBeGreaterThan(0)
    for (const [index, body] of bodies.entries()) {
      const name = [...seen.scripts.keys()][index]
      expect(body, name).not.toMatch(/prosemirror|tiptap/i)
      expect(body, name).not.toContain('Admin Sign In')
      expect(body, name).not.toContain('Create New Article')
      expect(body, name).not.toContain('No comments to moderate')
    }
  })

  test('pages read only through the reader functions, lists are bounded and never carry content', async ({ page, sql }) => {
    const seen = watch(page)
    const slug = await newestPublishedSlug(sql)
    for (const path of ['/', '/category/sports', `/${slug}`]) {
      await page.goto(path)
      await networkQuiet(page)
    }
    // From the keyboard: the tab shows on focus where the right edge has no free place for it.
    await page.getByRole('button', { name: 'Latest News', exact: true }).press('Enter')
    await expect(page.getByRole('dialog', { name: 'Latest News' }).getByRole('link').first()).toBeVisible()
    await networkQuiet(page)

    const called = new Set(seen.reads.map(({ url }) => url.pathname))
    const functionPath = (name: string) => `/rest/v1/rpc/${name}`
    for (const name of ['home_page', 'category_page', 'article_page', 'latest_articles']) expect(called).toContain(functionPath(name))
    for (const path of called) expect(Object.keys(READER_FUNCTIONS).map(functionPath)).toContain(path)
    for (const { url, body } of seen.reads) {
      const { bound, max } = READER_FUNCTIONS[url.pathname.replace('/rest/v1/rpc/', '')] ?? {}
      if (bound) expect(Number(url.searchParams.get(bound)), url.search).toBe(max)
      // Only the article page sends the article's body.
      if (!url.pathname.endsWith('/article_page')) expect(await body, url.pathname).not.toContain('"content"')
    }
  })

  test('the document asks for home_page before the app script has arrived, and only once', async ({ page }) => {
    const homeRequests: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/rest/v1/rpc/home_page' && request.method() === 'GET') homeRequests.push(request.url())
    })
    const script = await holdEntryScript(page)
    const homeRequested = page.waitForRequest((request) => new URL(request.url()).pathname === '/rest/v1/rpc/home_page', { timeout: 15_000 })
    // The app's document (a prerendered home carries its data and asks for nothing early).
    const navigation = gotoAppRendered(page, '/')
    // The entry script is still held here: only index.html can have sent this request.
    await homeRequested
    await script.isHeld()
    script.release()
    await navigation
    await expect(page.getByTestId('lead-article')).toBeVisible()
    await networkQuiet(page)
    expect(homeRequests).toHaveLength(1)
  })

  test('when the early home_page request fails, the app asks again and the page still shows', async ({ page }) => {
    let requests = 0
    await page.route('**/rest/v1/rpc/home_page', async (route) => {
      if (route.request().method() !== 'GET') return route.continue()
      requests++
      // The first one is index.html's: it fails, as a dropped connection would.
      if (requests === 1) return route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"unavailable"}' })
      return route.continue()
    })
    await gotoAppRendered(page, '/')
    await expect(page.getByTestId('lead-article')).toBeVisible()
    expect(requests).toBe(2)
    await expect(page.getByText('Supabase error')).toHaveCount(0)
  })

  test("on an article's address the document asks for article_page, its image and its chunks before the app script has arrived", async ({ page, sql }) => {
    const article = firstOf(await sql<{ slug: string; image_url: string }>(
      "select slug, image_url from public.articles where image_url like '/images/photos/%' and status = 'published' and publish_date <= now() order by publish_date desc limit 1"))
    const articleRequests: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/rest/v1/rpc/article_page') articleRequests.push(request.url())
    })
    const script = await holdEntryScript(page)
    const requested = page.waitForRequest((request) => new URL(request.url()).pathname === '/rest/v1/rpc/article_page', { timeout: 15_000 })
    const chunk = page.waitForRequest((request) => /^\/assets\/article-[\w-]+\.js$/.test(new URL(request.url()).pathname), { timeout: 15_000 })
    const navigation = gotoAppRendered(page, `/${article.slug}`)
    await Promise.all([requested, chunk])
    // The featured image's preload, with the srcset and sizes of the hero's <img>.
    const preload = page.locator('head link[rel="preload"][as="image"]')
    await expect(preload).toHaveAttribute('href', article.image_url)
    await expect(preload).toHaveAttribute('imagesrcset', /480w/)
    await expect(preload).toHaveAttribute('imagesizes', /896px/)
    await script.isHeld()
    script.release()
    await navigation
    await expect(page.getByTestId('article').getByRole('heading', { level: 1 })).toBeVisible()
    await networkQuiet(page)
    expect(articleRequests).toEqual([expect.stringContaining(`slug=${article.slug}`)])
  })

  test('when the early article_page request fails, the app asks again and the article still shows', async ({ page, sql }) => {
    const article = firstOf(await sql<{ slug: string; title: string }>("select slug, title from public.articles where status = 'published' and publish_date <= now() order by publish_date desc limit 1"))
    let requests = 0
    await page.route('**/rest/v1/rpc/article_page?*', async (route) => {
      requests++
      if (requests === 1) return route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"unavailable"}' })
      return route.continue()
    })
    await gotoAppRendered(page, `/${article.slug}`)
    await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible()
    expect(requests).toBe(2)
    await expect(page.getByText('Error fetching article')).toHaveCount(0)
  })

  test('no article is asked for where no article can be', async ({ page }) => {
    const articleRequests: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/rest/v1/rpc/article_page') articleRequests.push(request.url())
    })
    for (const path of ['/about', '/legal', '/category/political']) {
      await page.goto(path)
      await networkQuiet(page)
    }
    expect(articleRequests).toEqual([])
  })

  test('index.html paints the masthead before the app script arrives, and not on the dashboard', async ({ page }) => {
    const script = await holdEntryScript(page)
    // The app's document: a prerendered home paints the whole page, not only the masthead.
    const navigation = gotoAppRendered(page, '/', { waitUntil: 'commit' })
    await expect(page.getByRole('link', { name: /The Daily Opinion/ })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Site information' }).getByRole('link', { name: 'About' })).toBeVisible()
    await script.isHeld()
    script.release()
    await navigation
    // The app's first render takes over (today's date, which the build-time shell leaves empty)
    // and replaces the shell rather than adding a second header and main.
    await expect(page.getByTestId('today')).not.toBeEmpty()
    await expect(page.getByRole('banner')).toHaveCount(1)
    await expect(page.locator('main')).toHaveCount(1)

    const admin = await page.context().newPage()
    const adminScript = await holdEntryScript(admin)
    const adminNavigation = admin.goto('/admin/signin', { waitUntil: 'commit' })
    // (DOMContentLoaded would wait for the held module script.)
    await expect(admin.locator('#root')).toBeEmpty()
    await adminScript.isHeld()
    adminScript.release()
    await adminNavigation
    await expect(admin.getByRole('heading', { name: 'Admin Sign In' })).toBeVisible()
    await expect(admin.getByRole('navigation', { name: 'Site information' })).toHaveCount(0)
  })

  test('the entry script stays within its budget (120 KiB gzip)', async ({ request }) => {
    // app.html, the page of every address the build did not prerender (a prerendered page
    // imports the same entry once it has painted).
    const scripts = entryScriptPaths(await (await request.get('/app.html')).text())
    expect(scripts.length).toBeGreaterThan(0)
    let bytes = 0
    for (const src of scripts) bytes += gzipSync(await (await request.get(src)).body()).length
    // The same budget `npm run bench` reports against.
    expect(bytes).toBeLessThanOrEqual(ENTRY_JS_BUDGET_BYTES)
  })

  test("home's and the newest article's HTML fit a new connection's first round trip, as the server compresses them", async ({ sql }) => {
    const slug = await newestPublishedSlug(sql)
    for (const path of ['/', `/${slug}`]) {
      for (const encoding of HOST_ENCODINGS) {
        const sent = await encodedBytes(`${E2E.webUrl}${path}`, encoding)
        // A prerendered page, compressed as asked (a server sending it whole would pass no size check).
        expect(sent.encoding, `${path} ${encoding}`).toBe(encoding)
        expect(sent.bytes, `${path} ${encoding}`).toBeLessThanOrEqual(FIRST_ROUND_TRIP_BYTES)
      }
    }
  })

  test('home takes at most 3 API requests, and other pages share its ticker and trending', async ({ page, sql }) => {
    const api: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      // The page view's beacon writes, after paint; the page's reads are what is counted here.
      if (url.pathname === '/rest/v1/rpc/collect_page_view') return
      if (url.pathname.startsWith('/rest/v1/') && request.method() !== 'OPTIONS') api.push(url.pathname + url.search)
    })
    await page.goto('/')
    await expect(page.getByTestId('lead-article')).toBeVisible()
    await expect(page.getByTestId('trending').getByRole('listitem')).toHaveCount(5)
    // The prerendered home asks once it has hydrated (its background revalidation), however late that is.
    await expect.poll(() => api.filter((path) => path.startsWith('/rest/v1/rpc/home_page')).length).toBeGreaterThan(0)
    await networkQuiet(page)
    expect(api.length, api.join('\n')).toBeLessThanOrEqual(3)
    expect(api.filter((path) => path.startsWith('/rest/v1/rpc/home_page'))).toHaveLength(1)

    const slug = await newestPublishedSlug(sql)
    api.length = 0
    await page.goto(`/${slug}`)
    await expect(page.getByTestId('article')).toBeVisible()
    await expect.poll(() => api.filter((path) => /^\/rest\/v1\/rpc\/(home_page|article_page)/.test(path)).length).toBeGreaterThanOrEqual(2)
    await networkQuiet(page)
    expect(api.filter((path) => path.startsWith('/rest/v1/rpc/home_page')), api.join('\n')).toHaveLength(1)
    // The article, its related pool and its comments: one request, and no table is read.
    expect(api.filter((path) => path.startsWith('/rest/v1/rpc/article_page')), api.join('\n')).toHaveLength(1)
    expect(api.filter((path) => !path.startsWith('/rest/v1/rpc/')), api.join('\n')).toEqual([])
  })
})
