import { createHmac } from 'node:crypto'
import path from 'node:path'
import pg from 'pg'
import type { PoolClient } from 'pg'
import type { ServerConfig } from '../config.ts'
import type { JwtClaims } from '../jwt.ts'
import type { Db } from '../types.ts'
import { applyMigrations, applyPlatform, runSeedFile } from './migrate.ts'
import { startEmbeddedPostgres } from './postgres.ts'
import { createAdminUser } from './users.ts'

/** The roles a verified JWT may switch to, as on the hosted platform. */
export const API_ROLES = new Set(['anon', 'authenticated', 'service_role'])

export class RoleNotAllowedError extends Error {
  constructor(readonly role: string) {
    super(`permission denied to set role "${role}"`)
  }
}

export interface WithClaimsOptions {
  /** Run the transaction READ ONLY (PostgREST does for GET/HEAD). */
  readOnly?: boolean
  /** Extra transaction-local settings, e.g. request.method, request.headers. */
  settings?: Record<string, string>
}

export interface LocalDb extends Db {
  /** Pool that logs in as `authenticator` (no superuser powers). */
  apiPool: pg.Pool
  withClaims<T>(claims: JwtClaims, fn: (client: PoolClient) => Promise<T>, options?: WithClaimsOptions): Promise<T>
  /** Owner connection string (superuser on the embedded server). */
  connectionString: string
}

export interface OpenedDatabase {
  db: LocalDb
  /** True when this start applied the first migrations (a new database). */
  created: boolean
  seeded: boolean
  stop(): Promise<void>
}

export function pgDataDir(config: ServerConfig): string {
  return path.join(config.dataDir, 'pg')
}

/** Starts (or connects to) PostgreSQL, applies the platform objects and the migrations, seeds a new database. */
export async function openDatabase(config: ServerConfig): Promise<OpenedDatabase> {
  const log = config.log
  let stopServer: () => Promise<void> = async () => undefined
  let connectionString: string
  if (config.databaseUrl) {
    connectionString = config.databaseUrl
    log('[db] using DATABASE_URL')
  } else {
    const started = await startEmbeddedPostgres({ dir: pgDataDir(config), port: config.dbPort, log })
    connectionString = started.connectionString
    stopServer = started.stop
    log(`[db] PostgreSQL ${started.initialised ? 'initialised and started' : 'started'} on 127.0.0.1:${config.dbPort}`)
  }

  const pool = new pg.Pool({ connectionString, max: 10 })
  pool.on('error', (error) => log(`[db] idle owner connection error: ${error.message}`))
  let apiPool: pg.Pool | undefined
  try {
    await applyPlatform(pool)
    const { previouslyApplied, applied } = await applyMigrations(pool, log)
    const created = previouslyApplied === 0 && applied.length > 0
    let seeded = false
    if (created && config.seed) {
      await runSeedFile(pool, log)
      await createAdminUser(pool, config.adminEmail, config.adminPassword)
      log(`[db] demo administrator ${config.adminEmail} created`)
      seeded = true
    }

    // Requests log in as `authenticator` like PostgREST does, so they can never act as superuser.
    // Its password is derived from the JWT secret: nothing to configure, and several servers
    // sharing one DATABASE_URL agree on it (a per-start random one would lock the others out).
    const password = createHmac('sha256', config.jwtSecret).update('local-supabase:authenticator').digest('hex')
    await pool.query(`alter role authenticator with login password '${password}'`)
    const url = new URL(connectionString)
    url.username = 'authenticator'
    url.password = password
    apiPool = new pg.Pool({ connectionString: url.toString(), max: 20, statement_timeout: 8000 })
    apiPool.on('error', (error) => log(`[db] idle api connection error: ${error.message}`))

    const db = makeDb(pool, apiPool, connectionString)
    return {
      db,
      created,
      seeded,
      stop: async () => {
        await apiPool?.end().catch(() => undefined)
        await pool.end().catch(() => undefined)
        await stopServer()
      },
    }
  } catch (error) {
    await apiPool?.end().catch(() => undefined)
    await pool.end().catch(() => undefined)
    await stopServer().catch(() => undefined)
    throw error
  }
}

export function makeDb(pool: pg.Pool, apiPool: pg.Pool, connectionString: string): LocalDb {
  return {
    pool,
    apiPool,
    connectionString,
    async withClaims<T>(claims: JwtClaims, fn: (client: PoolClient) => Promise<T>, options: WithClaimsOptions = {}) {
      const role = claims.role
      if (!API_ROLES.has(role)) throw new RoleNotAllowedError(String(role))
      const client = await apiPool.connect()
      let broken = false
      try {
        await client.query(options.readOnly ? 'begin read only' : 'begin')
        const names = ['role', 'request.jwt.claims', 'request.jwt.claim.sub', 'request.jwt.claim.role']
        const values = [role, JSON.stringify(claims), typeof claims.sub === 'string' ? claims.sub : '', role]
        for (const [key, value] of Object.entries(options.settings ?? {})) {
          names.push(key)
          values.push(value)
        }
        await client.query(
          `select ${names.map((_, i) => `set_config($${i * 2 + 1}, $${i * 2 + 2}, true)`).join(', ')}`,
          names.flatMap((name, i) => [name, values[i]]),
        )
        const result = await fn(client)
        await client.query('commit')
        return result
      } catch (error) {
        try {
          await client.query('rollback')
        } catch {
          broken = true
        }
        throw error
      } finally {
        client.release(broken)
      }
    },
  }
}
