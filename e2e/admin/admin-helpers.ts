import type { Page } from '@playwright/test'
import type { SupabaseClient } from '@supabase/supabase-js'
import type pg from 'pg'
import { upsertUser } from '../../server/src/db/users.ts'
import type { Database } from '../../src/types/database.types.ts'
import { ensureAdminSession, expect, type Sql } from '../support/fixtures.ts'
import { E2E } from '../support/env.ts'
import { firstOf } from '../../tests/support/items.ts'

/** Where supabase-js keeps the session in the browser for an API on 127.0.0.1. */
export const SESSION_STORAGE_KEY = `sb-${new URL(E2E.apiUrl).hostname.split('.')[0]}-auth-token`
export const DRAFT_STORAGE_KEY = 'news-blog:article-draft'
/** The draft slot of one article, or of the new article. */
export const draftKey = (articleId: string | null) => `${DRAFT_STORAGE_KEY}:${articleId ?? 'new'}`
/** Every draft slot key in the page's localStorage. */
export const draftKeysIn = (page: Page) =>
  page.evaluate((prefix) => Object.keys(localStorage).filter((key) => key.startsWith(prefix)), DRAFT_STORAGE_KEY)

export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

export async function expectToast(page: Page, title: string, description?: string | RegExp, options?: { timeout?: number }) {
  const item = page.locator('[data-variant]').filter({ has: page.getByText(title, { exact: true }) })
  await expect(item).toBeVisible(options)
  if (description) await expect(item).toContainText(description)
}

export async function openTab(page: Page, name: 'Overview' | 'Articles' | 'Video Posts' | 'Comments' | 'Subscribers') {
  await page.getByRole('tab', { name }).click()
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true')
}

/** A signed-in user who is NOT in public.admins. */
export async function createNonAdmin(pool: pg.Pool): Promise<{ email: string; password: string }> {
  const account = { email: `reader-${unique()}@example.com`, password: 'reader-password' }
  await upsertUser(pool, { ...account, admin: false })
  return account
}

export async function deleteUser(sql: Sql, email: string) {
  await sql('delete from auth.users where email = $1', [email])
}

export interface SeededArticle {
  id: string
  slug: string
  title: string
  updated_at: Date
}

/** Setup as the database owner; the app then reads and changes it like any admin would. */
export async function insertArticle(
  sql: Sql,
  fields: { title?: string; excerpt?: string; category?: string; content?: string; minutesAgo?: number } = {},
): Promise<SeededArticle> {
  const suffix = unique()
  const title = fields.title ?? `Admin e2e ${suffix}`
  const row = firstOf(await sql<SeededArticle>(
    `insert into public.articles (slug, title, excerpt, content, category, author, publish_date)
     values ($1, $2, $3, $4, $5, 'E2E Writer', now() - make_interval(mins => $6))
     returning id, slug, title, updated_at`,
    [`admin-e2e-${suffix}`, title, fields.excerpt ?? `Excerpt of ${title}`, fields.content ?? `<p>Body of ${title}</p>`,
      fields.category ?? 'political', fields.minutesAgo ?? 0],
  ))
  return row
}

export async function deleteArticlesWhere(sql: Sql, titleLike: string) {
  await sql('delete from public.articles where title like $1', [titleLike])
}

/** A 1×1 PNG: a real image, so the storage's content check accepts it. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

/** Removes the images a test uploaded (names holding `token`) through the Storage API, as on hosted, where storage rows cannot be deleted directly. */
export async function removeUploadedImages(sql: Sql, adminApi: SupabaseClient<Database>, token: string) {
  const uploaded = await sql<{ name: string }>("select name from storage.objects where bucket_id = 'article-images' and name like $1", [`%${token}%`])
  if (uploaded.length === 0) return
  await ensureAdminSession(adminApi)
  const { error } = await adminApi.storage.from('article-images').remove(uploaded.map((file) => file.name))
  if (error) throw new Error(`e2e: removing the test's images failed: ${error.message}`)
}

/**
 * A member of the staff made for one test, with a byline, removed after it (its own account, so
 * ending its sessions or changing its factors touches no other test).
 */
export async function makeStaffMember(
  pool: pg.Pool,
  onCleanup: (undo: () => Promise<unknown>) => void,
  { prefix = 'member', role = 'editor' }: { prefix?: string; role?: 'contributor' | 'editor' | 'admin' } = {},
): Promise<{ id: string; email: string; password: string }> {
  const account = { email: `${prefix}-${unique()}@example.com`, password: `${prefix}-password-1` }
  const { id } = await upsertUser(pool, { ...account, admin: false })
  await pool.query('insert into public.admins (user_id, role) values ($1, $2)', [id, role])
  // Membership gives the member an author row (nameless); the byline is that row's name.
  await pool.query('update public.authors set display_name = $2 where user_id = $1', [id, `${prefix} ${unique()}`])
  onCleanup(() => pool.query('delete from auth.users where id = $1', [id]))
  return { id, ...account }
}
