import type { Page } from '@playwright/test'
import { uniqueSuffix } from '../support/articles.ts'
import type { Sql } from '../support/fixtures.ts'
import { firstOf } from '../../tests/support/items.ts'

/**
 * The player picks at random among recent videos. So that a test sees only the rows it made (or
 * none), the real response from the backend is narrowed to those rows before the page gets it.
 */
export async function onlyVideos(page: Page, ids: string[]) {
  const seen: { body: unknown[] } = { body: [] }
  await page.route('**/rest/v1/rpc/recent_videos?*', async (route) => {
    const response = await route.fetch()
    const rows = (await response.json()) as { id: string }[]
    seen.body = rows.filter((row) => ids.includes(row.id))
    await route.fulfill({ response, json: seen.body })
  })
  return seen
}

export async function createVideo(sql: Sql, url: string, age = '1 hour') {
  const rows = await sql<{ id: string; title: string }>(
    'insert into public.video_posts (title, url, created_at) values ($1, $2, now() - $3::interval) returning id, title',
    [`E2E video ${uniqueSuffix()}`, url, age],
  )
  return firstOf(rows, 'the inserted video')
}

export const deleteVideos = (sql: Sql, ids: string[]) => sql('delete from public.video_posts where id = any($1::uuid[])', [ids])
