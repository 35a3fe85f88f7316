import type { Page } from '@playwright/test'
import { gotoAppRendered } from '../support/app-rendered.ts'
import { expect, test } from '../support/fixtures.ts'
import { networkQuiet } from '../support/network-quiet.ts'
import { signIn } from '../support/sign-in.ts'

const COLLECT = '/rest/v1/rpc/collect_page_view'

/** A reader's visit, counted as the site counts it: the page sends its view once painted. */
async function visit(page: Page, path: string, referer?: string) {
  const sent = page.waitForResponse((response) => new URL(response.url()).pathname === COLLECT)
  await gotoAppRendered(page, path, referer ? { referer } : undefined)
  expect((await sent).status()).toBe(204)
}

test.describe('the Analytics tab', () => {
  // The suite reads every page from 127.0.0.1, one reader to the 120-a-minute limit.
  test.beforeEach(({ sql }) => sql('delete from private.analytics_client_minutes').then(() => undefined))

  test("an editor sees the period's visits, top articles, referrers and devices, and each article's views", async ({ page, sql, makeArticle, request }) => {
    const article = await makeArticle({ title: `Most read in the e2e ${Date.now()}` })
    const referrer = `e2e-${Date.now()}.example`
    for (let i = 0; i < 3; i++) await visit(page, `/${article.slug}`, `https://${referrer}/post`)
    await sql('select private.analytics_tick()')

    const scripts = new Set<string>()
    page.on('response', (response) => { if (response.request().resourceType() === 'script') scripts.add(response.url()) })
    await signIn(page)
    await page.getByRole('tab', { name: 'Analytics' }).click()
    const panel = page.getByRole('tabpanel')
    await expect(panel.getByRole('heading', { name: 'Analytics' })).toBeVisible()
    await expect(panel.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true')

    const articles = panel.getByRole('region', { name: 'Top articles' })
    await expect(articles.getByRole('row').filter({ hasText: article.title })).toContainText('3')
    await expect(panel.getByRole('region', { name: 'Top referrers' }).getByRole('row').filter({ hasText: referrer })).toContainText('3')
    await expect(panel.getByTestId('device-split')).toContainText('Desktop')
    await expect(panel.getByTestId('visits-chart').locator('svg').first()).toBeVisible()
    await panel.getByText('Show as a table').click()
    const days = panel.getByRole('region', { name: 'Visitors and views per day' }).getByRole('row')
    await expect(days).toHaveCount(31)

    await panel.getByRole('button', { name: '7 days' }).click()
    await expect(panel.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true')
    await expect(days).toHaveCount(8)
    await expect(articles.getByRole('row').filter({ hasText: article.title })).toContainText('3')

    // The chart library came with the tab, not with the site.
    await networkQuiet(page)
    const bodies = await Promise.all([...scripts].map(async (url) => ({ url, body: await (await request.get(url)).text() })))
    expect(bodies.filter(({ body }) => body.includes('recharts-surface')).length).toBeGreaterThan(0)

    await page.getByRole('tab', { name: 'Articles' }).click()
    await page.getByPlaceholder('Search articles...').fill(article.title)
    await expect(page.getByRole('list', { name: 'Articles' }).getByRole('listitem').filter({ hasText: article.title }).getByTestId('article-views')).toHaveText('3 views')
  })

  test('the public pages download no chart code', async ({ page, request }) => {
    const scripts = new Set<string>()
    page.on('response', (response) => { if (response.request().resourceType() === 'script') scripts.add(response.url()) })
    await page.goto('/')
    await networkQuiet(page)
    for (const url of scripts) expect((await (await request.get(url)).text()).includes('recharts-surface'), url).toBe(false)
  })
})
