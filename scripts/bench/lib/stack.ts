import pg from 'pg'
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../../../server/src/config.ts'
import type { LocalSupabase } from '../../../server/src/server.ts'
import { startStack } from '../../dev/stack.ts'
import type { Caller } from './http.ts'

export interface ScratchStack {
  api: LocalSupabase
  /** Owner connection to the scratch database (seeding, ANALYZE, picking sample keys). */
  pool: pg.Pool
  anon: Caller
  admin: Caller
  /**
   * The server-side service_role key (bypasses RLS): the "before" side of the public rows. Anon
   * no longer reads tables (migration 20261124000100), so the plain table reads the app made
   * naively can only be replayed with this key. The old anon policy on articles was
   * `using (true)`, so it reads the same rows anon did.
   */
  service: Caller
  stop(): Promise<void>
}

/** Signs in the seeded demo administrator through /auth/v1, as the dashboard does. */
async function adminToken(url: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: LOCAL_ANON_KEY, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  if (!res.ok) throw new Error(`admin sign-in failed: ${res.status} ${await res.text()}`)
  return ((await res.json()) as { access_token: string }).access_token
}

/** The scratch backend of scripts/dev/stack.ts with an owner pool and signed-in callers. */
export async function startScratchStack(log: (line: string) => void): Promise<ScratchStack> {
  const stack = await startStack({ name: 'opinion-bench-', log })
  const { api, config } = stack.backend
  const pool = new pg.Pool({ connectionString: api.databaseUrl, max: 4 })
  // An idle connection cut by the server (e.g. while it shuts down) must not crash the bench.
  pool.on('error', (error) => log(`[bench] idle database connection: ${error.message}`))
  const stop = async () => {
    await pool.end()
    await stack.stop()
  }
  try {
    const token = await adminToken(api.url, config.adminEmail, config.adminPassword)
    return {
      api,
      pool,
      anon: { url: api.url, apikey: LOCAL_ANON_KEY, token: LOCAL_ANON_KEY, name: 'anon' },
      admin: { url: api.url, apikey: LOCAL_ANON_KEY, token, name: 'admin' },
      service: { url: api.url, apikey: LOCAL_SERVICE_ROLE_KEY, token: LOCAL_SERVICE_ROLE_KEY, name: 'service_role' },
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}
