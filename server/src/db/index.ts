import { createHmac } from 'node:crypto'
import path from 'node:path'
import type pg from 'pg'
import type { PoolClient } from 'pg'
import type { ServerConfig } from '../config.ts'
import type { JwtClaims } from '../jwt.ts'
import type { Db } from '../types.ts'
import { DbAvailability, DbUnavailableError, isConnectionFailure } from './availability.ts'
import { HealthProbe } from './health-probe.ts'
import { applyMigrations, applyPlatform, runSeedFile } from './migrate.ts'
import { createPool } from './pools.ts'
import { startEmbeddedPostgres } from './postgres.ts'
import { createDemoNewsroom } from './users.ts'

/**
 * Time limits of the request pools. A request waits at most `connectMs` for a connection and
 * `answerMs` for any one answer, so nothing hangs on a dead or frozen server; `statementMs` is
 * PostgreSQL's own limit for a slow query (Supabase's default for the API roles is 8 s).
 */
export const DB_TIMEOUTS = { connectMs: 3000, statementMs: 8000, answerMs: 10_000 } as const

/**
 * How long the availability probe waits for `select 1` on its own connection before the
 * database counts as down. Long enough for a server whose cores are all busy to answer, short
 * enough that a frozen one is found within a few seconds of the first slow answer.
 */
const PROBE_TIMEOUT_MS = 3000

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
  availability: DbAvailability
  /** Resolves when the database answers `select 1` within timeoutMs; rejects otherwise. */
  ping(timeoutMs: number): Promise<void>
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
  // eslint-disable-next-line prefer-const -- the supervisor created below reports to it before it exists
  let availability: DbAvailability | undefined
  if (config.databaseUrl) {
    connectionString = config.databaseUrl
    log('[db] using DATABASE_URL')
  } else {
    const started = await startEmbeddedPostgres({
      dir: pgDataDir(config),
      port: config.dbPort,
      log,
      onUnexpectedExit: (reason) => availability?.markDown(reason),
    })
    connectionString = started.connectionString
    stopServer = () => started.stop()
    log(`[db] PostgreSQL ${started.initialised ? 'initialised and started' : 'started'} on 127.0.0.1:${config.dbPort}`)
  }
  const healthProbe = new HealthProbe(connectionString)
  availability = new DbAvailability({ probe: () => healthProbe.run(PROBE_TIMEOUT_MS), log })
  const report = (error: Error) => availability.report(error)

  // Migrations and the seed may take longer than any request should: their own pool, no limits.
  const setupPool = createPool({
    connectionString,
    name: 'setup',
    max: 2,
    connectTimeoutMs: 30_000,
    statementTimeoutMs: 0,
    answerTimeoutMs: 0,
    onConnectionError: (error) => log(`[db] setup connection lost: ${error.message}`),
  })
  let pool: pg.Pool | undefined
  let apiPool: pg.Pool | undefined
  const endPools = async () => {
    availability.close()
    await healthProbe.close()
    await apiPool?.end().catch(() => undefined)
    await pool?.end().catch(() => undefined)
    await setupPool.end().catch(() => undefined)
  }
  try {
    await applyPlatform(setupPool)
    // Migrations and the seed run as the hosted `postgres` role's equivalent, never as superuser,
    // so SQL that would fail on a hosted project fails here too (platform.sql).
    const migrationsPool = createPool({
      connectionString: await loginAs(setupPool, connectionString, 'hosted_postgres', config.jwtSecret),
      name: 'migrations',
      max: 1,
      connectTimeoutMs: 30_000,
      statementTimeoutMs: 0,
      answerTimeoutMs: 0,
      onConnectionError: (error) => log(`[db] migrations connection lost: ${error.message}`),
    })
    let created = false
    let seeded = false
    // Lent for the run only: migrations may create policies on storage.objects, as hosted's
    // policy grants let them; afterwards the role holds no platform membership (platform.sql).
    await setupPool.query('grant supabase_storage_admin to hosted_postgres')
    try {
      const { previouslyApplied, applied } = await applyMigrations(migrationsPool, log)
      created = previouslyApplied === 0 && applied.length > 0
      if (created && config.seed) await runSeedFile(migrationsPool, log)
    } finally {
      await migrationsPool.end().catch(() => undefined)
      await setupPool.query('revoke supabase_storage_admin from hosted_postgres')
    }
    if (created && config.seed) {
      await createDemoNewsroom(setupPool, config)
      seeded = true
    }

    // Requests log in as `authenticator` like PostgREST does, so they can never act as superuser.
    const apiUrl = await loginAs(setupPool, connectionString, 'authenticator', config.jwtSecret)
    const roleTimeouts = await readRoleTimeouts(setupPool)
    await setupPool.end()
    const limits = {
      connectTimeoutMs: DB_TIMEOUTS.connectMs,
      statementTimeoutMs: DB_TIMEOUTS.statementMs,
      answerTimeoutMs: DB_TIMEOUTS.answerMs,
      onConnectionError: report,
      onSlowAnswer: () => availability.check(),
    }
    pool = createPool({ connectionString, name: 'owner', max: 10, ...limits })
    apiPool = createPool({ connectionString: apiUrl, name: 'api', max: 20, ...limits })

    const db = makeDb(pool, apiPool, connectionString, availability, roleTimeouts, healthProbe)
    return {
      db,
      created,
      seeded,
      stop: async () => {
        await endPools()
        await stopServer()
      },
    }
  } catch (error) {
    await endPools()
    await stopServer().catch(() => undefined)
    throw error
  }
}

/**
 * The connection string for a platform role that logs in. Its password is derived from the JWT
 * secret: nothing to configure, and several servers sharing one DATABASE_URL agree on it (a
 * per-start random one would lock the others out).
 */
async function loginAs(setupPool: pg.Pool, connectionString: string, role: string, jwtSecret: string): Promise<string> {
  const password = createHmac('sha256', jwtSecret).update(`local-supabase:${role}`).digest('hex')
  await setupPool.query(`alter role ${role} with login password '${password}'`)
  const url = new URL(connectionString)
  url.username = role
  url.password = password
  return url.toString()
}

/**
 * The API roles' own `statement_timeout` (anon 3 s, authenticated 8 s on hosted). `SET ROLE`
 * does not apply a role's settings, so each request sets it, as PostgREST does for the role it
 * switches to.
 */
async function readRoleTimeouts(setupPool: pg.Pool): Promise<ReadonlyMap<string, string>> {
  const { rows } = await setupPool.query<{ role: string; value: string }>(
    `select r.rolname as role, split_part(c.setting, '=', 2) as value
       from pg_db_role_setting s
       join pg_roles r on r.oid = s.setrole
       cross join lateral unnest(s.setconfig) as c(setting)
      where s.setdatabase = 0 and c.setting like 'statement_timeout=%' and r.rolname = any ($1)`,
    [[...API_ROLES]],
  )
  return new Map(rows.map((row) => [row.role, row.value]))
}

export function makeDb(
  pool: pg.Pool,
  apiPool: pg.Pool,
  connectionString: string,
  availability: DbAvailability,
  roleTimeouts: ReadonlyMap<string, string>,
  healthProbe: HealthProbe,
): LocalDb {
  return {
    pool,
    apiPool,
    connectionString,
    availability,
    async ping(timeoutMs: number) {
      if (availability.isDown) throw new DbUnavailableError('down', availability.downReason)
      try {
        // On the probe's own connection: a health check never waits behind busy request pools.
        await healthProbe.run(timeoutMs)
      } catch (error) {
        availability.report(error)
        throw error
      }
    },
    async withClaims<T>(claims: JwtClaims, fn: (client: PoolClient) => Promise<T>, options: WithClaimsOptions = {}) {
      const role = claims.role
      if (!API_ROLES.has(role)) throw new RoleNotAllowedError(String(role))
      if (availability.isDown) throw new DbUnavailableError('down', availability.downReason)
      let client: PoolClient
      try {
        client = await apiPool.connect()
      } catch (error) {
        const message = (error as Error).message
        // pg-pool's words when every connection is busy and none freed up in time.
        const exhausted = message === 'timeout exceeded when trying to connect'
        const failure = new DbUnavailableError('connect', message, exhausted)
        availability.report(failure)
        throw failure
      }
      // A connection that broke must leave the pool; one that only saw an SQL error is reused.
      let broken: Error | undefined
      try {
        await client.query(options.readOnly ? 'begin read only' : 'begin')
        const names = ['role', 'request.jwt.claims', 'request.jwt.claim.sub', 'request.jwt.claim.role']
        const values = [role, JSON.stringify(claims), typeof claims.sub === 'string' ? claims.sub : '', role]
        const timeout = roleTimeouts.get(role)
        if (timeout) {
          names.push('statement_timeout')
          values.push(timeout)
        }
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
        if (isConnectionFailure(error)) {
          broken = error as Error
          availability.report(error)
          throw error
        }
        try {
          await client.query('rollback')
        } catch (rollbackError) {
          broken = rollbackError as Error
        }
        throw error
      } finally {
        client.release(broken ?? false)
      }
    },
  }
}
