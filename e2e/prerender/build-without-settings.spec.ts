import { checkoutSettings } from '../../scripts/dev/stack.ts'
import { E2E } from '../support/env.ts'
import { expect, test } from '../support/fixtures.ts'

/**
 * `npm run build` on a fresh clone, beside a running local backend, with no VITE_SUPABASE_*
 * setting anywhere: the suite's own site is that build (e2e/support/stack.ts builds with the
 * settings removed and only the API's port named, as API_PORT names it beside a moved
 * `npm start`), so this reuses its vite build rather than making a second one, and checks what a
 * newcomer would: the build succeeded, it talks to the local API by itself, and its preview shows
 * the home page's headlines.
 */
test('a build with no settings beside the local backend previews the home page with its headlines', async ({ page, sql }) => {
  // The premise: with .env.local or .env.production setting them the stack builds with given values instead.
  expect(checkoutSettings(), 'this checkout sets VITE_SUPABASE_* in its .env files, so the suite could not build without settings').toEqual([])

  const titles = new Set((await sql<{ title: string }>(
    `select title from public.articles where status = 'published' and publish_date <= now() order by publish_date desc limit 50`,
  )).map((row) => row.title))
  const apiCalls: string[] = []
  page.on('response', (response) => {
    if (response.url().startsWith(`${E2E.apiUrl}/rest/v1/`) && response.ok()) apiCalls.push(response.url())
  })
  await page.goto('/')
  const lead = (await page.getByTestId('lead-article').getByRole('heading', { level: 2 }).textContent())?.trim() ?? ''
  expect(titles).toContain(lead)
  const headlines = page.getByTestId('headlines').getByRole('listitem')
  await expect(headlines.first()).toBeVisible()
  expect(await headlines.count()).toBeGreaterThanOrEqual(3)
  for (const text of await headlines.allTextContents()) expect([...titles].some((title) => text.includes(title))).toBe(true)

  // The bundle found the local API by itself: a page the app loads in the browser reads from it.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sports', exact: true }).first().click()
  await expect.poll(() => apiCalls.length, { message: `the app's requests to ${E2E.apiUrl}/rest/v1/` }).toBeGreaterThan(0)
})
