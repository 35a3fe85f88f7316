import { Hono, type Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { compress } from 'hono/compress'
import { cors } from 'hono/cors'
import { createMiddleware } from 'hono/factory'
import { AuthError, authErrors, sendAuthError } from '../auth/errors.ts'
import { createAuthRoutes } from '../auth/routes.ts'
import { DbUnavailableError } from '../db/availability.ts'
import type { LocalDb } from '../db/index.ts'
import { createFunctionRoutes, isOpenFunctionPath } from '../functions/routes.ts'
import { restBodyTooLarge, unavailableError } from '../rest/error-catalogue.ts'
import { restErrorResponse } from '../rest/response/response.ts'
import { createRestRoutes } from '../rest/routes.ts'
import type { SchemaStore } from '../rest/schema/schema.ts'
import { readLimited } from './body.ts'
import { sendStorageError, storageErrors } from '../storage/errors.ts'
import { createStorageRoutes } from '../storage/routes.ts'
import type { ServerDeps } from '../types.ts'
import { apiKeyCheck } from './credentials.ts'
import type { GatewayEnv } from './env.ts'
import { largeBodyGate } from './large-body-gate.ts'

export const EXPOSED_HEADERS = [
  'Content-Range', 'Content-Location', 'Location', 'Content-Type', 'Range-Unit', 'Preference-Applied',
  'Proxy-Status', 'X-Supabase-Api-Version', 'x-sb-error-code', 'Content-Disposition', 'ETag',
  'Last-Modified', 'Content-Length', 'Content-Profile',
]

export interface AppDeps extends ServerDeps {
  db: LocalDb
  schema: SchemaStore
}

const HEALTH_TIMEOUT_MS = 1500

/**
 * Routes the hosted gateway serves without an apikey: public object URLs (an <img src> sends
 * no headers), signed URLs (the token is the credential), GoTrue's browser redirects, and the
 * Edge Functions deployed with verify_jwt = false (crawlers and feed readers send no key).
 */
export function isOpenRoute(method: string, path: string): boolean {
  if (isOpenFunctionPath(path)) return true
  if (method === 'GET' || method === 'HEAD') {
    if (/^\/storage\/v1\/(object|render\/image)\/(public|sign)\//.test(path)) return true
    if (/^\/auth\/v1\/(verify|callback|authorize)$/.test(path)) return true
  }
  return false
}

/** The API a path belongs to, for answers made before its routes run. */
function apiOf(path: string): 'rest' | 'auth' | 'storage' | undefined {
  const api = /^\/(rest|auth|storage)\/v1\//.exec(path)?.[1]
  return api === 'rest' || api === 'auth' || api === 'storage' ? api : undefined
}

/**
 * A body over the limit, answered in the shape of the API it was sent to: GoTrue's error (413,
 * `validation_failed`, which auth-js knows), Storage's own "413" for a payload over its limit
 * (as Storage answers, with HTTP 400), and elsewhere REST's.
 */
function bodyTooLarge(c: Context, limit: number): Response {
  const api = apiOf(c.req.path)
  if (api === 'auth') return sendAuthError(c, new AuthError(413, 'validation_failed', `The request body is larger than the ${limit} bytes allowed`))
  if (api === 'storage') return sendStorageError(c, storageErrors.tooLarge())
  return c.json(restBodyTooLarge(limit), 413)
}

/**
 * While the database is known to be down, answer at once in each API's own shape instead of
 * letting every request wait for its own timeout; the availability probe lifts this by itself.
 */
function answerWhileDatabaseDown(db: LocalDb) {
  return createMiddleware(async (c, next) => {
    const availability = db.availability
    if (!availability?.isDown || c.req.method === 'OPTIONS') return next()
    const api = apiOf(c.req.path)
    if (!api || (api === 'auth' && /^\/auth\/v1\/(settings|health)$/.test(c.req.path))) return next()
    // Read the body first: answering while the client still sends makes it see a reset, not the 503.
    if (c.req.raw.body && !c.req.raw.bodyUsed) await readLimited(c.req.raw.body, 0).catch(() => undefined)
    if (api === 'auth') return sendAuthError(c, authErrors.databaseUnavailable())
    if (api === 'storage') return sendStorageError(c, storageErrors.databaseUnavailable())
    return restErrorResponse(c, unavailableError(new DbUnavailableError('down', availability.downReason)))
  })
}

export function createApp(deps: AppDeps): Hono<GatewayEnv> {
  const { config } = deps
  const log = config.log
  const app = new Hono<GatewayEnv>()

  app.use(
    '*',
    cors({
      origin: config.corsOrigins === '*' ? '*' : config.corsOrigins,
      allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'],
      exposeHeaders: EXPOSED_HEADERS,
      maxAge: 86400,
    }),
  )
  // Data API answers of 1 KB or more go out gzipped to clients that accept it, as the hosted
  // gateway sends them: a phone on a slow link downloads the home page's JSON in a fifth of the
  // bytes. (Hono's compress leaves 206 partial answers alone.)
  app.use('/rest/v1/*', compress())

  // The database's real state: `select 1` within a short time, 503 when it does not answer.
  app.get('/health', async (c) => {
    try {
      await deps.db.ping(HEALTH_TIMEOUT_MS)
      return c.json({ status: 'ok' })
    } catch (error) {
      return c.json({ status: 'unavailable', message: `database: ${(error as Error).message}` }, 503)
    }
  })

  app.use('*', apiKeyCheck(config.jwtSecret, isOpenRoute))

  app.use(
    '*',
    bodyLimit({
      maxSize: config.bodyLimit,
      onError: (c) => bodyTooLarge(c, config.bodyLimit),
    }),
  )

  // Storage meters uploads itself (its own size limits, admins only); everywhere else a large
  // body is rare and takes its turn.
  const gate = largeBodyGate({ concurrent: 1, waiting: 64 })
  for (const api of ['/rest/v1/*', '/auth/v1/*', '/functions/v1/*']) app.use(api, gate)

  app.use('*', answerWhileDatabaseDown(deps.db))

  app.route('/rest/v1', createRestRoutes({ db: deps.db, schema: deps.schema, jwtSecret: config.jwtSecret, log, trustedProxies: config.trustedProxies }))
  app.route('/auth/v1', createAuthRoutes(deps))
  app.route('/storage/v1', createStorageRoutes(deps))
  app.route('/functions/v1', createFunctionRoutes({ config, fetch: async (request) => app.fetch(request) }))

  app.notFound((c) => c.json({ message: 'no Route matched with those values' }, 404))

  app.onError((error, c) => {
    log(`[http] ${c.req.method} ${new URL(c.req.url).pathname} 500: ${error instanceof Error ? error.message : String(error)}`)
    return c.json({ message: 'Internal Server Error' }, 500)
  })

  return app
}
