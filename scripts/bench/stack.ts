import fs from 'node:fs/promises'
import { freePort } from '../free-port.ts'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { configFromEnv, LOCAL_ANON_KEY, LOCAL_JWT_SECRET } from '../../server/src/config.ts'
import { startLocalSupabase, type LocalSupabase } from '../../server/src/server.ts'
import type { Caller } from './http.ts'

export interface ScratchStack {
  api: LocalSupabase
  /** Owner connection to the scratch database (seeding, ANALYZE, picking sample keys). */
  pool: pg.Pool
  anon: Caller
  admin: Caller
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

/**
 * The local backend on a throwaway data folder and free ports on 127.0.0.1: migrations, the demo
 * seed and the demo administrator, exactly as `npm start` builds a new database. A running
 * `npm start` and its .local/ data are left alone.
 */
export async function startScratchStack(log: (line: string) => void): Promise<ScratchStack> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'opinion-bench-'))
  const config = {
    ...configFromEnv({}),
    host: '127.0.0.1',
    port: 0,
    dbPort: await freePort(),
    dataDir,
    databaseUrl: undefined,
    jwtSecret: LOCAL_JWT_SECRET,
    seed: true,
    log,
  }
  let api: LocalSupabase
  try {
    api = await startLocalSupabase(config)
  } catch (error) {
    await fs.rm(dataDir, { recursive: true, force: true })
    throw error
  }
  const pool = new pg.Pool({ connectionString: api.databaseUrl, max: 4 })
  // An idle connection cut by the server (e.g. while it shuts down) must not crash the bench.
  pool.on('error', (error) => log(`[bench] idle database connection: ${error.message}`))
  try {
    const token = await adminToken(api.url, config.adminEmail, config.adminPassword)
    return {
      api,
      pool,
      anon: { url: api.url, apikey: LOCAL_ANON_KEY, token: LOCAL_ANON_KEY },
      admin: { url: api.url, apikey: LOCAL_ANON_KEY, token },
      stop: async () => {
        await pool.end()
        await api.stop()
        await fs.rm(dataDir, { recursive: true, force: true })
      },
    }
  } catch (error) {
    await pool.end()
    await api.stop()
    await fs.rm(dataDir, { recursive: true, force: true })
    throw error
  }
}
