import { test as base, expect } from '@playwright/test'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import pg from 'pg'
import WebSocket from 'ws'
import { LOCAL_ANON_KEY } from '../../server/src/config.ts'
import type { Database } from '../../src/types/database.types.ts'
import { E2E } from './env.ts'

export type Sql = <Row = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<Row[]>

/** A Node supabase-js client for the e2e backend (Node 20 needs `ws` for realtime). */
export function apiClient(): SupabaseClient<Database> {
  return createClient<Database>(E2E.apiUrl, LOCAL_ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  })
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
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
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
      await client.auth.signOut()
    },
    { scope: 'worker' },
  ],
  sql: async ({ pool }, use) => {
    await use(async (text, params) => (await pool.query(text, params)).rows)
  },
  anonApi: async ({}, use) => {
    await use(apiClient())
  },
})

export { expect }
