import type { Page, Request, Response } from '@playwright/test'
import { uniqueSuffix } from '../support/articles.ts'
import { gotoAppRendered } from '../support/app-rendered.ts'
import { expect, test, type Sql } from '../support/fixtures.ts'

const COLLECT = '/rest/v1/rpc/collect_page_view'
const isCollect = (request: Request) => new URL(request.url()).pathname === COLLECT

/** Every page view the page sends, and every response's Set-Cookie header. */
function watch(page: Page) {
  const views: Record<string, unknown>[] = []
  const cookies: string[] = []
  page.on('request', (request) => {
    if (isCollect(request)) views.push(request.postDataJSON() as Record<string, unknown>)
  })
  page.on('response', (response: Response) => {
    void response.allHeaders().then((headers) => {
      if (headers['set-cookie']) cookies.push(`${response.url()}: ${headers['set-cookie']}`)
    }).catch(() => undefined)
  })
  return { views, cookies }
}

/** The suite reads every page from 127.0.0.1, one reader to the 120-a-minute limit: each test starts a new minute for it. */
const forgetLimits = (sql: Sql) => sql('delete from private.analytics_client_minutes').then(() => undefined)

async function dailyViews(sql: Sql, dimension: string, key: string): Promise<number> {
  await sql('select private.analytics_tick()')
  const rows = await sql<{ views: string }>(
    `select views::text from private.analytics_daily where dimension = $1 and key = $2 and day = private.analytics_day(now())`, [dimension, key])
  return Number(rows[0]?.views ?? 0)
}

test.describe('counting page views', () => {
  test.beforeEach(({ sql }) => forgetLimits(sql))

  test('a prerendered page and an app-rendered one each send one view after painting, with referrer, campaign and device; no cookie, nothing stored', async ({ page, sql, makeArticle }) => {
    const seen = watch(page)
    const campaign = `e2e-${uniqueSuffix()}`
    const article = await makeArticle({ title: `Counted ${uniqueSuffix()}` })
    const firstView = page.waitForResponse((response) => isCollect(response.request()))
    await page.goto(`/?utm_source=e2e&utm_medium=test&utm_campaign=${campaign}`, { referer: 'https://www.Example.org/a/page?q=1' })
    expect((await firstView).status()).toBe(204)
    // Sent after the page had painted.
    const [paint, sent] = await page.evaluate((path) => [
      performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
      performance.getEntriesByType('resource').find((entry) => entry.name.includes(path))?.startTime ?? -1,
    ], COLLECT)
    expect(sent).toBeGreaterThan(paint)
    expect(seen.views).toEqual([{ path: '/', referrer: 'example.org', utm_source: 'e2e', utm_medium: 'test', utm_campaign: campaign, device: 'desktop' }])

    const secondView = page.waitForResponse((response) => isCollect(response.request()))
    await gotoAppRendered(page, `/${article.slug}`)
    expect((await secondView).status()).toBe(204)
    expect(seen.views.at(-1)).toMatchObject({ path: `/${article.slug}`, device: 'desktop', utm_source: null })

    expect(await dailyViews(sql, 'campaign', JSON.stringify(['e2e', 'test', campaign]).replaceAll(',', ', '))).toBe(1)
    expect(await dailyViews(sql, 'path', `/${article.slug}`)).toBe(1)
    expect(await page.context().cookies()).toEqual([])
    expect(await page.evaluate(() => document.cookie)).toBe('')
    expect(seen.cookies).toEqual([])
    const stored = await page.evaluate(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)])
    expect(stored.filter((key) => /analytic|visit|view|track/i.test(key))).toEqual([])
  })

  test('a move inside the app is one more view, without the referrer of the first', async ({ page }) => {
    const seen = watch(page)
    const first = page.waitForResponse((response) => isCollect(response.request()))
    await page.goto('/', { referer: 'https://news.example.net/' })
    await first
    const next = page.waitForResponse((response) => isCollect(response.request()))
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sports', exact: true }).first().click()
    await expect(page).toHaveURL(/\/category\/sports$/)
    await next
    expect(seen.views.map((view) => [view.path, view.referrer])).toEqual([['/', 'news.example.net'], ['/category/sports', null]])
  })

  test('sends nothing when the browser asks sites not to track (Global Privacy Control, Do Not Track)', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true })
      Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' })
      // Counted in the page as the sender calls it, not when the request reaches the network.
      const calls: string[] = []
      Object.assign(window, { viewCalls: calls })
      const send = window.fetch.bind(window)
      window.fetch = (input, init) => {
        const url = input instanceof Request ? input.url : String(input)
        if (url.includes('collect_page_view')) calls.push(url)
        return send(input, init)
      }
    })
    // The sender's chunk loads when the page would count itself.
    const sender = page.waitForResponse((response) => /collect-page-view[^/]*\.js$/.test(new URL(response.url()).pathname))
    await page.goto('/')
    const chunk = (await sender).url()
    // Importing it again settles after the page's own import has run the sender, which was first in line.
    const calls = await page.evaluate(async (url) => {
      await import(url)
      return (window as Window & { viewCalls?: string[] }).viewCalls ?? ['not installed']
    }, chunk)
    expect(calls).toEqual([])
  })
})
