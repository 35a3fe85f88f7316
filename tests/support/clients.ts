import { randomUUID } from 'node:crypto'
import { PostgrestClient } from '@supabase/postgrest-js'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import pg from 'pg'
import { inject } from 'vitest'
import WebSocket from 'ws'
import { upsertUser } from '../../server/src/db/users.ts'
import { signJwt, type JwtClaims } from '../../server/src/jwt.ts'
import type { Database } from '../../src/types/database.types.ts'

/** Node 20 has no global WebSocket: createClient throws without a transport. */
const options = {
  auth: { persistSession: false, autoRefreshToken: false },
  realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
}

export const supabaseUrl = () => inject('supabaseUrl')

/** The public anon key, no session: what a reader's browser uses. */
export function anonClient(): SupabaseClient {
  return createClient(inject('supabaseUrl'), inject('anonKey'), options)
}

/**
 * The readers' client as `src/lib/public-db.ts` builds it (postgrest-js alone, anon key, no
 * retries), typed, for calling the app's own fetchers in `src/data/`.
 */
export function readerDb(): PostgrestClient<Database> {
  const anonKey = inject('anonKey')
  return new PostgrestClient<Database>(`${inject('supabaseUrl')}/rest/v1`, {
    headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` },
    retry: false,
  })
}

/** The demo administrator signed in with a typed supabase-js client, as the dashboard has it. */
export async function adminDb(): Promise<SupabaseClient<Database>> {
  const client = createClient<Database>(inject('supabaseUrl'), inject('anonKey'), options)
  const { error } = await client.auth.signInWithPassword({ email: inject('adminEmail'), password: inject('adminPassword') })
  if (error) throw new Error(`sign-in as the administrator failed: ${error.message}`)
  return client
}

/** service_role key: bypasses RLS (server-side only). */
export function serviceClient(): SupabaseClient {
  return createClient(inject('supabaseUrl'), inject('serviceRoleKey'), options)
}

/** Signs in through /auth/v1 with email + password, as the app does. */
export async function userClient(email: string, password: string): Promise<SupabaseClient> {
  const client = anonClient()
  const { error } = await client.auth.signInWithPassword({ email, password })
  if (error) throw new Error(`sign-in as ${email} failed: ${error.message}`)
  return client
}

/** The seeded demo administrator, signed in through /auth/v1. */
export function adminClient(): Promise<SupabaseClient> {
  return userClient(inject('adminEmail'), inject('adminPassword'))
}

/** A client that sends a JWT we sign ourselves (no /auth/v1 round trip). */
export function tokenClient(token: string, apikey = inject('anonKey')): SupabaseClient {
  return createClient(inject('supabaseUrl'), apikey, {
    ...options,
    global: { headers: { Authorization: `Bearer ${token}` } },
  })
}

/** An access token for a user id, shaped like GoTrue's, signed with `secret` (default: ours). */
export function signUserToken(
  userId: string,
  extra: Partial<JwtClaims> = {},
  secret = inject('jwtSecret'),
): Promise<string> {
  const now = Math.floor(Date.now() / 1000)
  return signJwt(
    { sub: userId, role: 'authenticated', aud: 'authenticated', iat: now, exp: now + 3600, session_id: randomUUID(), ...extra },
    secret,
  )
}

let pool: pg.Pool | undefined

/** Direct superuser access to the throwaway database, for setup and assertions. */
export async function sql<T extends pg.QueryResultRow = Record<string, unknown>>(query: string, params: unknown[] = []): Promise<T[]> {
  pool ??= new pg.Pool({ connectionString: inject('databaseUrl'), max: 3 })
  const { rows } = await pool.query<T>(query, params)
  return rows
}

export async function closeSql(): Promise<void> {
  await pool?.end()
  pool = undefined
}

/** Creates (or updates) a confirmed user, optionally an administrator; returns its id. */
export async function createUser(email: string, password: string, admin = false): Promise<string> {
  pool ??= new pg.Pool({ connectionString: inject('databaseUrl'), max: 3 })
  const { id } = await upsertUser(pool, { email, password, admin })
  return id
}

/** A unique suffix for rows a test creates. */
export function unique(prefix = 't'): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`
}
