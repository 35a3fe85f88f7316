import { expect, test } from '../support/fixtures.ts'
import { signIn } from '../support/sign-in.ts'
import { openTab } from './admin-helpers.ts'
import { networkQuiet } from '../support/network-quiet.ts'

// Strings that exist only in admin code: the dashboard, the auth pages and TipTap/ProseMirror.
const ADMIN_MARKERS = ['Create & Publish', 'Admin Sign In', 'Sign-Ups Are Closed', 'Not an administrator', 'ProseMirror']

test('the public home page downloads none of the admin code', async ({ page, request }) => {
  const homeScripts = new Set<string>()
  page.on('response', (response) => { if (response.request().resourceType() === 'script') homeScripts.add(response.url()) })
  await page.goto('/')
  await networkQuiet(page)
  expect(homeScripts.size).toBeGreaterThan(0)
  for (const url of homeScripts) {
    const body = await (await request.get(url)).text()
    for (const marker of ADMIN_MARKERS) expect(body.includes(marker), `${url} contains "${marker}"`).toBe(false)
  }

  // …while the admin pages do load them, in chunks of their own.
  const adminScripts = new Set<string>()
  page.removeAllListeners('response')
  page.on('response', (response) => { if (response.request().resourceType() === 'script') adminScripts.add(response.url()) })
  await signIn(page)
  await openTab(page, 'Articles')
  await page.getByRole('button', { name: 'New Article' }).click()
  await expect(page.getByRole('textbox', { name: 'Content' })).toBeVisible()
  const newChunks = [...adminScripts].filter((url) => !homeScripts.has(url))
  expect(newChunks.length).toBeGreaterThan(0)
  const bodies = await Promise.all(newChunks.map(async (url) => (await request.get(url)).text()))
  // (The sign-up page is a chunk of its own that this journey never opens.)
  for (const marker of ADMIN_MARKERS.filter((text) => text !== 'Sign-Ups Are Closed')) {
    expect(bodies.some((body) => body.includes(marker)), marker).toBe(true)
  }
})
