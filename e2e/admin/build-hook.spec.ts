import http from 'node:http'
import { firstOf } from '../../tests/support/items.ts'
import { expect, test } from '../support/fixtures.ts'
import { E2E } from '../support/env.ts'
import { signIn } from '../support/sign-in.ts'
import { deleteArticlesWhere, expectToast, openTab, unique } from './admin-helpers.ts'

interface Hit {
  method: string
  path: string
  body: Record<string, unknown>
}

/** The static host's build hook, on the port the stack's DEPLOY_HOOK_URL names. */
async function startReceiver(): Promise<{ hits: Hit[]; close: () => Promise<void> }> {
  const hits: Hit[] = []
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      hits.push({ method: req.method ?? '', path: req.url ?? '', body: JSON.parse(Buffer.concat(chunks).toString() || '{}') as Record<string, unknown> })
      res.end('{}')
    })
  })
  await new Promise<void>((resolve) => server.listen(E2E.hookPort, '127.0.0.1', resolve))
  return { hits, close: () => new Promise((resolve) => server.close(() => resolve())) }
}

test.describe('build hook', () => {
  const token = unique()
  test.afterAll(async ({ sql }) => deleteArticlesWhere(sql, `%${token}%`))

  test('publishing through the dashboard asks the host for one build, naming the article', async ({ page, sql }) => {
    const receiver = await startReceiver()
    try {
      // Earlier specs' changes have been retrying against a closed port: start from an empty queue.
      await sql('delete from private.site_rebuild_requests')
      await sql('delete from private.site_rebuild_deliveries')
      await sql('update private.site_rebuild_state set last_attempt_at = null')

      const title = `Built on publish ${token}`
      await signIn(page)
      await openTab(page, 'Articles')
      await page.getByRole('button', { name: 'New Article' }).click()
      const dialog = page.getByRole('dialog', { name: 'Create New Article' })
      await dialog.getByLabel('Title').fill(title)
      await dialog.getByLabel('Excerpt').fill(`Excerpt ${token}`)
      await dialog.getByRole('textbox', { name: 'Content' }).click()
      await page.keyboard.type('The body of the article.')
      await dialog.getByRole('button', { name: 'Create & Publish' }).click()
      await expectToast(page, 'Success!', 'Article created successfully')
      const row = firstOf(await sql<{ id: string; slug: string }>('select id, slug from public.articles where title = $1', [title]))

      await expect.poll(() => receiver.hits.length).toBe(1)
      expect(receiver.hits[0]).toMatchObject({
        method: 'POST',
        path: '/build-hook',
        body: { reason: 'publish', reasons: ['publish'], article_ids: [row.id], slugs: [row.slug], article_count: 1 },
      })
      // Every POST this publish causes has been made once nothing waits and none is open.
      await expect.poll(async () => firstOf(await sql<{ busy: boolean }>(
        `select exists (select 1 from private.site_rebuild_requests where delivery_id is null)
             or exists (select 1 from private.site_rebuild_deliveries where state <> 'sent') as busy`)).busy).toBe(false)
      expect(receiver.hits).toHaveLength(1)
    } finally {
      await receiver.close()
    }
  })
})
