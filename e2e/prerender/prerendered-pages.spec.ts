import { firstOf } from '../../tests/support/items.ts'
import { SITE_DESCRIPTION } from '../../src/config/site-catalogue.ts'
import { escapeXml } from '../../src/lib/xml.ts'
import { E2E } from '../support/env.ts'
import { toastTitled } from '../support/toasts.ts'
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { expect, test, type Sql } from '../support/fixtures.ts'

/**
 * The suite's own site is the build `npm run build` makes (vite build, then build/prerender/prerender.ts)
 * against the e2e backend once its seed is loaded, served by `vite preview` as the hosts serve it.
 */
const site = { url: E2E.webUrl }

interface NewestArticle {
  slug: string
  title: string
  excerpt: string
  author: string
  comment: string
}

const meta = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`).exec(html)?.[1]

/**
 * The newest published article with an approved comment that the build prerendered as it stands
 * now (the build takes the newest 1000; a test elsewhere in the suite may since have published a
 * newer one, which has no page, or edited one, whose page is older than its row).
 */
async function newestWithComment(sql: Sql, request: APIRequestContext): Promise<NewestArticle> {
  const candidates = await sql<NewestArticle>(`
    select distinct on (a.publish_date, a.id) a.slug, a.title, a.excerpt, a.author, c.content as comment
      from public.articles a join public.comments c on c.article_id = a.id and c.status = 'approved'
     where a.status = 'published' and a.publish_date <= now()
     order by a.publish_date desc, a.id, c.created_at limit 20`)
  for (const candidate of candidates) {
    const html = await (await request.get(`${site.url}/${candidate.slug}`)).text()
    if (html.includes('id="prerendered-state"') && meta(html, 'og:title') === escapeXml(candidate.title)) return candidate
  }
  throw new Error(`e2e: none of the ${candidates.length} newest articles with a comment has an up-to-date prerendered page`)
}

/** Whether React has attached itself to the element (hydrated it, rather than drawn a new one). */
const isHydrated = (element: Locator) => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber')))

/** Every error the page logs or throws from now on. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

test.describe('prerendered pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('home shows its lead story and headlines, with its own preview tags', async ({ page, sql }) => {
    const lead = firstOf(await sql<{ title: string }>("select title from public.articles where status = 'published' and publish_date <= now() order by publish_date desc limit 1"))
    await page.goto(`${site.url}/`)
    await expect(page).toHaveTitle('The Daily Opinion')
    await expect(page.getByRole('link', { name: lead.title }).first()).toBeVisible()
    await expect(page.getByTestId('home-sections')).toBeVisible()
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'The Daily Opinion')
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', new RegExp(`^${site.url}/`))
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${site.url}/`)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', SITE_DESCRIPTION)
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', SITE_DESCRIPTION)
  })

  test('a category shows its first page of articles and its title', async ({ page, sql }) => {
    const newest = firstOf(await sql<{ title: string }>("select title from public.articles where status = 'published' and publish_date <= now() and category = 'political' order by publish_date desc limit 1"))
    await page.goto(`${site.url}/category/political`)
    await expect(page).toHaveTitle('Political - The Daily Opinion')
    await expect(page.getByRole('heading', { name: newest.title })).toBeVisible()
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${site.url}/category/political`)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /./)
  })

  test('an article shows headline, byline, picture, body and approved comments, with article tags and JSON-LD', async ({ page, sql, request }) => {
    const article = await newestWithComment(sql, request)
    await page.goto(`${site.url}/${article.slug}`)
    await expect(page).toHaveTitle(`${article.title} - The Daily Opinion`)
    const view = page.getByTestId('article')
    await expect(view.getByRole('heading', { level: 1, name: article.title })).toBeVisible()
    await expect(view.getByText(article.excerpt)).toBeVisible()
    await expect(view.getByText(article.author).first()).toBeVisible()
    await expect(view.locator('time').first()).toHaveAttribute('datetime', /\d{4}-\d{2}-\d{2}/)
    const image = view.locator('img').first()
    for (const name of ['srcset', 'sizes', 'width', 'height']) await expect(image).toHaveAttribute(name, /./)
    await expect(page.getByText(article.comment)).toBeVisible()
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', article.title)
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image')
    await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute('content', /Z$/)
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as { '@type'?: string; headline?: string }
    expect(jsonLd).toMatchObject({ '@type': 'NewsArticle', headline: article.title })
    // Sent before the app has taken over, the comment form would not put what was typed in the address.
    await expect(page.getByRole('form', { name: 'Leave a comment' })).toHaveAttribute('method', 'post')
  })

  test('a sign-up sent before the app has taken over keeps the address out of the URL', async ({ page }) => {
    await page.goto(`${site.url}/`)
    const form = page.getByRole('form', { name: 'Newsletter sign-up' })
    await form.getByRole('textbox', { name: 'Email address' }).fill('early.reader@example.com')
    const [sent] = await Promise.all([
      page.waitForRequest((request) => request.isNavigationRequest() && request.frame() === page.mainFrame()),
      form.getByRole('button', { name: 'Subscribe' }).click(),
    ])
    expect(sent.method()).toBe('POST')
    expect(sent.url()).not.toContain('early.reader')
  })
})

test('a preview bot reading an article address gets its title, picture and headline', async ({ request, sql }) => {
  const article = await newestWithComment(sql, request)
  const response = await request.get(`${site.url}/${article.slug}`, { headers: { 'User-Agent': 'facebookexternalhit/1.1' } })
  expect(response.status()).toBe(200)
  const html = await response.text()
  expect(meta(html, 'og:title')).toBe(article.title.replace(/&/g, '&amp;').replace(/'/g, '&apos;').replace(/"/g, '&quot;'))
  expect(meta(html, 'og:image')).toMatch(new RegExp(`^${site.url}/.+\\.(webp|jpg|avif|svg)$`))
  expect(html).toContain('<h1')
  expect(html).toContain(article.title.replace(/&/g, '&amp;').replace(/'/g, '&#x27;'))
  // The security headers come with it, and the page runs no inline script of its own.
  expect(response.headers()['content-security-policy']).toContain("script-src 'self'")
  expect(html).not.toMatch(/<script>/)
})

test('the app hydrates the HTML it finds: same nodes, no data request first, no warning (the page fixture fails the test on any CSP violation)', async ({ page, sql, request }) => {
  const article = await newestWithComment(sql, request)
  const errors = consoleErrors(page)
  // Each read of the page's data, and whether React had hydrated the headline when it was sent.
  const pageReads: { url: string; afterHydration: boolean }[] = []
  const headlineHydrated = () => isHydrated(page.getByRole('heading', { level: 1, name: article.title }))
  await page.route(/\/rest\/v1\/rpc\/(article_page|home_page)/, async (route) => {
    pageReads.push({ url: route.request().url(), afterHydration: await headlineHydrated() })
    await route.continue()
  })
  let release = () => undefined as void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held
    await route.continue()
  })

  // Not waiting for 'load' (nor DOMContentLoaded): both wait for the held module script.
  await page.goto(`${site.url}/${article.slug}`, { waitUntil: 'commit' })
  const headline = page.getByRole('heading', { level: 1, name: article.title })
  await expect(headline).toBeVisible()
  await headline.evaluate((element) => element.setAttribute('data-before-hydration', 'yes'))
  release()

  // Hydrated: React has attached itself to the very element the HTML drew.
  await expect.poll(() => isHydrated(headline)).toBe(true)
  await expect(headline).toHaveAttribute('data-before-hydration', 'yes')
  // The data came with the HTML: the one read of it is the background revalidation, sent after hydration.
  await expect.poll(() => pageReads.length).toBeGreaterThan(0)
  expect(pageReads.every((read) => read.afterHydration), JSON.stringify(pageReads)).toBe(true)
  expect(errors.filter((text) => /hydrat|Minified React error #4(18|19|21|23)/i.test(text))).toEqual([])

  // Client-side navigation still works from the hydrated page.
  await page.getByRole('link', { name: 'About' }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible()
})

test('a change since the build shows once the page has hydrated: the app revalidates in the background', async ({ page, sql, request }) => {
  const article = await newestWithComment(sql, request)
  const edited = `${article.title} (updated)`
  await sql(`update public.articles set title = $2 where slug = $1`, [article.slug, edited])
  try {
    const response = await page.goto(`${site.url}/${article.slug}`)
    expect(await response?.text()).not.toContain(edited)
    await expect(page.getByRole('heading', { level: 1, name: edited })).toBeVisible()
  } finally {
    await sql(`update public.articles set title = $2 where slug = $1`, [article.slug, article.title])
  }
})

test('a background refresh that fails (offline, API down) keeps the page as it is, with no error toast', async ({ page, sql, request }) => {
  const article = await newestWithComment(sql, request)
  // Every toast the page draws, in order, however briefly it stays.
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, { toastsSeen: seen })
    new MutationObserver((records) => {
      for (const node of records.flatMap((record) => [...record.addedNodes])) {
        if (node instanceof Element && node.matches('[data-variant]')) seen.push(node.textContent ?? '')
      }
    }).observe(document, { childList: true, subtree: true })
  })
  const toastsSeen = () => page.evaluate(() => (window as unknown as { toastsSeen: string[] }).toastsSeen)
  // Every read of the page's data fails, as it does offline: the article's and the sidebar's.
  const failedReads: string[] = []
  await page.route(/\/rest\/v1\/rpc\/(article_page|home_page)/, async (route) => {
    failedReads.push(new URL(route.request().url()).pathname)
    await route.abort('internetdisconnected')
  })
  // The app's error path logs each query once it has failed for good (its retry included), toast or not.
  const failureLogged = (text: string) => page.waitForEvent('console', (message) => message.type() === 'error' && message.text().includes(text))
  const articleFailed = failureLogged("Couldn't load this article.")
  const sidebarFailed = failureLogged("Couldn't load the latest news.")

  await page.goto(`${site.url}/${article.slug}`)
  await Promise.all([articleFailed, sidebarFailed])
  expect(failedReads.filter((path) => path.endsWith('/article_page')).length).toBeGreaterThanOrEqual(2)
  expect(failedReads.filter((path) => path.endsWith('/home_page')).length).toBeGreaterThanOrEqual(2)

  // A failure that does toast, through the same path: a toast the refresh had sent would have
  // been drawn before this one (both wait for the same texts module, the refresh's first).
  await page.route('**/rest/v1/comments', (route) => route.abort('internetdisconnected'))
  const form = page.getByRole('form', { name: 'Leave a comment' })
  await form.getByLabel('Your Name').fill('Ada')
  await form.getByLabel('Your Comment').fill('Sent while offline')
  await form.getByRole('button', { name: 'Post Comment' }).click()
  await expect(toastTitled(page, 'Comment not submitted')).toBeVisible()
  expect(await toastsSeen()).toEqual([expect.stringContaining('Comment not submitted')])

  // The page still shows what the build rendered.
  await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible()
  await expect(page.getByText(article.comment)).toBeVisible()
  await expect(page.getByTestId('trending').getByRole('listitem')).toHaveCount(5)
  await expect(page.getByRole('alert').filter({ hasText: "Couldn't load" })).toHaveCount(0)
})

test('an address with no prerendered page gets the app, which renders it in the browser', async ({ page }) => {
  const response = await page.goto(`${site.url}/no-such-article-anywhere`)
  expect(await response?.text()).not.toContain('prerendered-state')
  await expect(page.getByText('Article Not Found')).toBeVisible()
})

test('a prerendered page whose data file does not arrive still comes alive: the app renders it in the browser', async ({ page }) => {
  await page.route('**/assets/state/*.json', (route) => route.abort())
  // The fixture's goto returns once the app has taken the page over, and fails if it never does.
  await page.goto(`${site.url}/about`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.getByRole('button', { name: 'Search' }).first().click()
  await expect(page.getByRole('dialog')).toBeVisible()
})

test.describe('a reader in another time zone than the build', () => {
  test.use({ timezoneId: 'America/New_York' })

  test('hydrates without a mismatch, then shows dates in their own time zone', async ({ page, sql, request }) => {
    const article = await newestWithComment(sql, request)
    const { publish_date: published } = firstOf(await sql<{ publish_date: Date }>(`select publish_date from public.articles where slug = $1`, [article.slug]))
    const errors = consoleErrors(page)

    await page.goto(`${site.url}/${article.slug}`)
    const headline = page.getByRole('heading', { level: 1, name: article.title })
    await expect.poll(() => isHydrated(headline)).toBe(true)
    // Formatted by the browser itself, so the expectation uses its own ICU's spacing.
    const [local, utc] = await page.evaluate((iso) => ['America/New_York', 'UTC'].map((timeZone) =>
      new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone }).format(new Date(iso))), published.toISOString())
    // The HTML holds the build's (UTC) time; the reader ends up with their own, hours apart.
    expect(local).not.toBe(utc)
    await expect(page.locator('time[datetime]').filter({ hasText: /\d:\d\d/ }).first()).toHaveText(local!)
    expect(errors.filter((text) => /hydrat|Minified React error #4(18|19|21|23)/i.test(text))).toEqual([])
  })
})

test.describe('the prerendered head belongs to its page only', () => {
  /** The page-specific tags a head holds now: canonical, preview tags, JSON-LD, robots and description. */
  const headTags = (page: Page) => page.evaluate(() => ({
    canonical: [...document.head.querySelectorAll('link[rel="canonical"]')].map((link) => link.getAttribute('href')),
    preview: [...document.head.querySelectorAll('meta[property^="og:"], meta[property^="article:"], meta[name^="twitter:"]')]
      .map((tag) => `${tag.getAttribute('property') ?? tag.getAttribute('name')}=${tag.getAttribute('content')}`),
    jsonLd: document.head.querySelectorAll('script[type="application/ld+json"]').length,
    robots: document.head.querySelectorAll('meta[name="robots"]').length,
    description: [...document.head.querySelectorAll('meta[name="description"]')].map((tag) => tag.getAttribute('content')),
  }))

  test('leaving a prerendered article in the app leaves none of its tags behind', async ({ page, sql, request }) => {
    const article = await newestWithComment(sql, request)
    await page.goto(`${site.url}/${article.slug}`)
    const headline = page.getByRole('heading', { level: 1, name: article.title })
    await expect.poll(() => isHydrated(headline)).toBe(true)
    expect((await headTags(page)).jsonLd).toBe(1)

    // Home, as the app draws it in the browser: its title and the site's description, and no tag of the article's.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home', exact: true }).click()
    await expect(page).toHaveTitle('The Daily Opinion')
    await expect(page.getByTestId('home-sections')).toBeVisible()
    expect(await headTags(page)).toEqual({ canonical: [], preview: [], jsonLd: 0, robots: 0, description: [SITE_DESCRIPTION] })

    // Back on the article (from the cache, in the app), its tags are the app's own: once each.
    await page.goBack()
    await expect(page).toHaveTitle(`${article.title} - The Daily Opinion`)
    await expect.poll(async () => (await headTags(page)).jsonLd).toBe(1)
    const onArticle = await headTags(page)
    expect(onArticle.canonical).toEqual([`${site.url}/${article.slug}`])
    expect(onArticle.preview).toContain(`og:title=${article.title}`)
    expect(onArticle.preview.filter((tag) => tag.startsWith('og:title='))).toHaveLength(1)
    expect(onArticle.description).toEqual([article.excerpt])

    // On to a category: again nothing of the article's.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Political', exact: true }).click()
    await expect(page).toHaveTitle('Political - The Daily Opinion')
    const onCategory = await headTags(page)
    expect(onCategory).toMatchObject({ canonical: [], preview: [], jsonLd: 0, robots: 0 })
    expect(onCategory.description).toHaveLength(1)
    expect(onCategory.description).not.toContain(article.excerpt)
  })

  test('leaving the prerendered home for a category leaves none of home\'s tags behind', async ({ page }) => {
    await page.goto(`${site.url}/`)
    await expect.poll(() => isHydrated(page.getByTestId('home-sections'))).toBe(true)
    const onHome = await headTags(page)
    expect(onHome.canonical).toEqual([`${site.url}/`])
    expect(onHome.preview).toContain('og:title=The Daily Opinion')

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sports', exact: true }).click()
    await expect(page).toHaveTitle('Sports - The Daily Opinion')
    const onCategory = await headTags(page)
    expect(onCategory).toMatchObject({ canonical: [], preview: [], jsonLd: 0, robots: 0 })
    expect(onCategory.description).toHaveLength(1)
  })
})
