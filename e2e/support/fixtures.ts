import { test as base, expect, type Page } from '@playwright/test'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import pg from 'pg'
import WebSocket from 'ws'
import { LOCAL_ANON_KEY } from '../../server/src/config.ts'
import type { Database } from '../../src/types/database.types.ts'
import { createArticle, deleteArticles, type ArticleRow, type NewArticle } from './articles.ts'
import { E2E } from './env.ts'
import { trackRequests } from './network-quiet.ts'
import { signIn } from './sign-in.ts'
import { stubYouTube } from './youtube.ts'

export type Sql = <Row = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<Row[]>

/** A Node supabase-js client for the e2e backend (Node 20 needs `ws` for realtime). */
export function apiClient(): SupabaseClient<Database> {
  return createClient<Database>(E2E.apiUrl, LOCAL_ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  })
}

/** What the `securitypolicyviolation` listener of `watchCspViolations` records in the page. */
declare global {
  interface Window {
    __cspViolations?: string[]
    __reportCspViolation?: (line: string) => Promise<void>
  }
}

/**
 * Starts recording Content-Security-Policy violations on a page, before any of its scripts run:
 * `page.addInitScript` registers a `securitypolicyviolation` listener on every document the page
 * loads, which records into `window.__cspViolations` and hands each line to the test at once (a
 * binding, so violations on documents the page has since navigated away from are kept), and the
 * console lines Chromium writes for a refused load ("… violates the following Content Security
 * Policy directive …") are collected too. Call the returned function to read them all.
 *
 * Requests a test routes or aborts are decided before the network and raise no violation, and a
 * stub answering for an allowed origin (YouTube in the player's frame) is allowed like the real
 * server; a stubbed frame's own document has no policy, so nothing in it is reported.
 */
export async function watchCspViolations(page: Page): Promise<() => Promise<string[]>> {
  const reported: string[] = []
  const logged: string[] = []
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) logged.push(`console: ${message.text()}`)
  })
  await page.exposeBinding('__reportCspViolation', (_source, line: string) => {
    reported.push(line)
  })
  await page.addInitScript(() => {
    window.__cspViolations = []
    document.addEventListener('securitypolicyviolation', (event) => {
      const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}` : ''
      const sample = event.sample ? ` (${event.sample})` : ''
      const line = `${event.effectiveDirective} refused ${event.blockedURI || 'an inline resource'} on ${event.documentURI}${where}${sample}`
      window.__cspViolations?.push(line)
      void window.__reportCspViolation?.(line).catch(() => undefined)
    })
  })
  return async () => {
    // The page may have closed or be between documents, and an evaluate on a page stuck mid
    // navigation never settles: reading it is bounded (5 s, not a sleep: the race ends as soon as
    // the page answers), and what was reported and logged by then still counts.
    const read = page.evaluate(() => window.__cspViolations ?? []).catch(() => [])
    const timeout = new Promise<string[]>((resolve) => setTimeout(() => resolve([]), 5_000).unref())
    const current = page.isClosed() ? [] : await Promise.race([read, timeout])
    return [...new Set([...reported, ...current])].map((line) => `event: ${line}`).concat(logged)
  }
}

/**
 * Signs the demo administrator's API client in again when its session is gone: a test that
 * signs out in the browser ends every session of the account (a global sign-out), and the
 * database refuses a token whose session is gone at once.
 */
export async function ensureAdminSession(client: SupabaseClient<Database>): Promise<void> {
  const { error } = await client.auth.getUser()
  if (!error) return
  const signIn = await client.auth.signInWithPassword(E2E.admin)
  if (signIn.error) throw new Error(`e2e: demo admin sign-in failed: ${signIn.error.message}`)
}

interface WorkerFixtures {
  pool: pg.Pool
  adminApi: SupabaseClient<Database>
}

interface TestFixtures {
  /** Owner connection to the test database: for setup and assertions, bypasses RLS. */
  sql: Sql
  /** supabase-js with the anon key and no session: what any visitor can do. */
  anonApi: SupabaseClient<Database>
  /** Runs before every test: the worker's administrator client has a live session. */
  adminSession: undefined
  /** Runs before every test: YouTube is answered locally on the test's page (the test network is closed). */
  youTubeStub: undefined
  /** Runs the given undo steps after the test, last first, even when it fails or times out. */
  onCleanup: (undo: () => Promise<unknown>) => void
  /** An article made for the test (as the database owner) and removed after it. */
  makeArticle: (fields?: NewArticle) => Promise<ArticleRow>
  /** An admin page: the test's page, signed in through the form as the demo administrator, on the dashboard. */
  adminPage: Page
}

/**
 * Waits until the app has taken over a prerendered page (React has hydrated its markup): before
 * that a button does nothing and a form submits natively. A page the app renders in the browser
 * (app.html) needs no wait. Fails, rather than going on, when the app never takes over.
 */
export async function waitForHydration(page: Page): Promise<void> {
  const prerendered = await page.locator('#prerendered-state').count()
  if (prerendered === 0) return
  // React marks each node it claims: the last child of #root is claimed after every node before
  // it, and the controls of a lazily loaded part (the sidebar's sign-up form) once that part's
  // code has arrived. Links need no wait: before then they navigate as plain links. The lazy parts
  // mount after load and idle, which a busy machine postpones: 30 s is a wait for them, not a
  // deadline on the machine's speed (the test's own timeout still bounds it). Probed every 100 to
  // 200 ms, not at expect.poll's default steps up to a second: nearly every page load waits here,
  // and up to a second each, over hundreds of loads, was minutes of the suite.
  await expect
    .poll(() => page.evaluate(() => {
      const root = document.getElementById('root')
      const claimed = (element: Element | null | undefined) => !!element && Object.keys(element).some((key) => key.startsWith('__reactFiber'))
      return claimed(root?.lastElementChild) && [...(root?.querySelectorAll('button, input, select, textarea, form') ?? [])].every(claimed)
    }).catch(() => false), {
      message: 'the app takes over the prerendered page (hydrates it)',
      timeout: 30_000,
      intervals: [100, 200],
    })
    .toBe(true)
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  // Every test's page runs under the build's Content-Security-Policy (vite preview sends it) and
  // fails on any violation of it: the policy must allow everything the app really does.
  // Its goto and reload return once the app has taken over a prerendered page, as a reader's
  // first click would find it; `waitUntil: 'commit'` (a test of what shows before) returns at once.
  page: async ({ page, javaScriptEnabled }, use) => {
    const violations = await watchCspViolations(page)
    trackRequests(page)
    if (javaScriptEnabled) {
      const goto = page.goto.bind(page)
      const reload = page.reload.bind(page)
      const hydrated = async <T>(response: T, options?: { waitUntil?: string }) => {
        if (options?.waitUntil !== 'commit') await waitForHydration(page)
        return response
      }
      page.goto = async (url, options) => hydrated(await goto(url, options), options)
      page.reload = async (options) => hydrated(await reload(options), options)
    }
    await use(page)
    expect(await violations(), 'Content-Security-Policy violations').toEqual([])
  },
  pool: [
    async ({}, use) => {
      const pool = new pg.Pool({ connectionString: E2E.dbUrl, max: 2 })
      await use(pool)
      await pool.end()
    },
    { scope: 'worker' },
  ],
  adminApi: [
    async ({}, use) => {
      const client = apiClient()
      const { error } = await client.auth.signInWithPassword(E2E.admin)
      if (error) throw new Error(`e2e: demo admin sign-in failed: ${error.message}`)
      await use(client)
      // This client's session only: a global sign-out would end the browsers' sessions too.
      await client.auth.signOut({ scope: 'local' })
    },
    { scope: 'worker' },
  ],
  adminSession: [
    async ({ adminApi }, use) => {
      await ensureAdminSession(adminApi)
      await use(undefined)
    },
    { auto: true },
  ],
  youTubeStub: [
    async ({ page }, use) => {
      await stubYouTube(page)
      await use(undefined)
    },
    { auto: true },
  ],
  onCleanup: async ({}, use) => {
    const steps: (() => Promise<unknown>)[] = []
    await use((undo) => steps.push(undo))
    for (const undo of steps.reverse()) await undo()
  },
  makeArticle: async ({ sql, onCleanup }, use) => {
    const created: ArticleRow[] = []
    onCleanup(() => deleteArticles(sql, created))
    await use(async (fields) => {
      const row = await createArticle(sql, fields)
      created.push(row)
      return row
    })
  },
  adminPage: async ({ page }, use) => {
    await signIn(page)
    await use(page)
  },
  sql: async ({ pool }, use) => {
    await use(async (text, params) => (await pool.query(text, params)).rows)
  },
  anonApi: async ({}, use) => {
    await use(apiClient())
  },
})

export { expect }
