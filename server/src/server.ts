import path from 'node:path'
import { serve, type ServerType } from '@hono/node-server'
import { assertSecretFitsHost, LOCAL_JWT_SECRET, LOCAL_SERVICE_ROLE_KEY, type ServerConfig } from './config.ts'
import { openDatabase, type LocalDb } from './db/index.ts'
import { canBind } from './db/postgres.ts'
import { createApp } from './http/app.ts'
import { signJwt } from './jwt.ts'
import { startAnalyticsScheduler, type AnalyticsScheduler } from './analytics/scheduler.ts'
import { startDeployHookScheduler, type DeployHookScheduler } from './deploy-hook/scheduler.ts'
import { startMailScheduler, type MailScheduler } from './mail/scheduler.ts'
import { SchemaStore } from './rest/schema/schema.ts'
import { listenForSchemaReloads } from './rest/schema/schema-listener.ts'
import { FileStore } from './storage/files.ts'

export interface LocalSupabase {
  /** Base URL for createClient, e.g. http://127.0.0.1:54321 */
  url: string
  apiPort: number
  /** Owner (superuser) connection string of the database. */
  databaseUrl: string
  db: LocalDb
  /** True when this start created (migrated and, if enabled, seeded) a new database. */
  created: boolean
  /** Runs the send-mail function now instead of at the next tick (undefined when the schedule is off). */
  sendMailNow?: () => void
  stop(): Promise<void>
}

/** Starts PostgreSQL (or connects to DATABASE_URL), migrates, seeds a new database and serves the API. */
export async function startLocalSupabase(config: ServerConfig): Promise<LocalSupabase> {
  const started = Date.now()
  assertSecretFitsHost(config)
  if (config.port !== 0 && !(await canBind(config.port, config.host))) {
    throw new Error(
      `API port ${config.port} on ${config.host} is already in use (another local backend running?). Stop it, or set API_PORT to a free port.`,
    )
  }
  const database = await openDatabase(config)
  let listener: ReturnType<typeof listenForSchemaReloads> | undefined
  let server: ServerType | undefined
  try {
    const removed = await new FileStore(path.join(config.dataDir, 'storage')).clearTemp()
    if (removed) config.log(`[storage] removed ${removed} unfinished upload file(s) left by an earlier run`)
    const schema = new SchemaStore(database.db.pool)
    await schema.reload()
    listener = listenForSchemaReloads({ connectionString: database.db.connectionString, schema, log: config.log })
    await listener.ready

    const app = createApp({ config, db: database.db, schema })
    server = await new Promise<ServerType>((resolve, reject) => {
      const s = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => resolve(s))
      s.once('error', reject)
    })
    const address = server.address()
    if (!address || typeof address === 'string') throw new Error('the API server has no TCP address')
    const apiPort = address.port
    const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host
    const url = `http://${host.includes(':') ? `[${host}]` : host}:${apiPort}`
    config.log(`[api] listening on ${url} (ready in ${Date.now() - started} ms)`)

    let mailScheduler: MailScheduler | undefined
    if (config.mailSendIntervalMs > 0) {
      const serviceKey =
        config.jwtSecret === LOCAL_JWT_SECRET
          ? Promise.resolve(LOCAL_SERVICE_ROLE_KEY)
          : signJwt({ iss: 'supabase-demo', role: 'service_role', exp: 1983812996 }, config.jwtSecret)
      mailScheduler = startMailScheduler({ apiUrl: url, key: () => serviceKey, intervalMs: config.mailSendIntervalMs, log: config.log })
    }

    // Nothing is claimed without a URL: the requests wait, as on a hosted project without the
    // Vault secret, instead of being marked sent to nowhere.
    let deployHook: DeployHookScheduler | undefined
    if (config.deployHookUrl) {
      deployHook = startDeployHookScheduler({
        pool: database.db.pool,
        url: config.deployHookUrl,
        intervalMs: config.deployHookIntervalMs,
        quietMs: config.deployHookQuietMs,
        log: config.log,
      })
    }

    let analytics: AnalyticsScheduler | undefined
    if (config.analyticsIntervalMs > 0) {
      analytics = startAnalyticsScheduler({ pool: database.db.pool, intervalMs: config.analyticsIntervalMs, log: config.log })
    }

    const listening = server
    let stopping: Promise<void> | undefined
    return {
      url,
      apiPort,
      databaseUrl: database.db.connectionString,
      db: database.db,
      created: database.created,
      sendMailNow: mailScheduler?.kick,
      stop: () => {
        stopping ??= (async () => {
          await mailScheduler?.stop()
          await deployHook?.stop()
          await analytics?.stop()
          await new Promise<void>((resolve) => {
            listening.close(() => resolve())
            if ('closeAllConnections' in listening) listening.closeAllConnections()
          })
          await listener?.stop()
          await database.stop()
        })()
        return stopping
      },
    }
  } catch (error) {
    await listener?.stop()
    server?.close()
    await database.stop()
    throw error
  }
}
