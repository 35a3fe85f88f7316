import { Hono, type Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { compress } from 'hono/compress'
import { cors } from 'hono/cors'
import { authErrors, sendAuthError } from '../auth/errors.ts'
import { createAuthRoutes } from '../auth/routes.ts'
import { DbUnavailableError } from '../db/availability.ts'
import type { LocalDb } from '../db/index.ts'
import { API_ROLES } from '../db/index.ts'
import { createFunctionRoutes, isOpenFunctionPath } from '../functions/routes.ts'
import { verifyJwt, type JwtClaims } from '../jwt.ts'
import { RestError, unavailableError } from '../rest/errors.ts'
import { createRestRoutes, restErrorResponse, type RestEnv } from '../rest/routes.ts'
import type { SchemaStore } from '../rest/schema.ts'
import { readLimited } from '../storage/body.ts'
import { sendStorageError, storageErrors } from '../storage/errors.ts'
import { createStorageRoutes } from '../storage/routes.ts'
import type { ServerDeps } from '../types.ts'

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

const NO_API_KEY = { message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' }
const BAD_API_KEY = { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' }

/** The apikey's claims (header or ?apikey=), or a 401 response as the hosted gateway sends it. */
async function checkApiKey(c: Context, secret: string): Promise<JwtClaims | Response> {
  const key = c.req.header('apikey') ?? new URL(c.req.url).searchParams.get('apikey')
  if (!key) return c.json(NO_API_KEY, 401)
  const verified = await verifyJwt(key, secret)
  if (!verified.ok) return c.json(BAD_API_KEY, 401)
  return verified.claims
}

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

function bearer(header: string | undefined): string | null {
  if (!header) return null
  const m = /^bearer\s+(.+)$/i.exec(header.trim())
  return m ? m[1].trim() : null
}

export function createApp(deps: AppDeps): Hono {
  const { config } = deps
  const log = config.log
  const app = new Hono()

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

  app.use('*', async (c, next) => {
    if (c.req.method === 'OPTIONS' || isOpenRoute(c.req.method, c.req.path)) return next()
    const claims = await checkApiKey(c, config.jwtSecret)
    if (claims instanceof Response) return claims
    c.set('apikeyClaims' as never, claims as never)
    return next()
  })

  app.use(
    '*',
    bodyLimit({
      maxSize: config.bodyLimit,
      onError: (c) =>
        c.json(
          {
            code: 'PGRST413',
            statusCode: '413',
            error: 'Payload too large',
            message: `The request body is larger than the ${config.bodyLimit} bytes allowed`,
            details: null,
            hint: null,
          },
          413,
        ),
    }),
  )

  // While the database is known to be down, answer at once in each API's own shape instead of
  // letting every request wait for its own timeout; the availability probe lifts this by itself.
  app.use('*', async (c, next) => {
    const availability = deps.db.availability
    if (!availability?.isDown || c.req.method === 'OPTIONS') return next()
    const api = /^\/(rest|auth|storage)\/v1\//.exec(c.req.path)?.[1]
    if (!api || (api === 'auth' && /^\/auth\/v1\/(settings|health)$/.test(c.req.path))) return next()
    // Read the body first: answering while the client still sends makes it see a reset, not the 503.
    if (c.req.raw.body && !c.req.raw.bodyUsed) await readLimited(c.req.raw.body, 0).catch(() => undefined)
    if (api === 'auth') return sendAuthError(c, authErrors.databaseUnavailable())
    if (api === 'storage') return sendStorageError(c, storageErrors.databaseUnavailable())
    return restErrorResponse(c, unavailableError(new DbUnavailableError('down', availability.downReason)))
  })

  // PostgREST: the bearer token decides the role; without one, the apikey's claims apply.
  app.use('/rest/v1/*', async (c, next) => {
    const token = bearer(c.req.header('authorization'))
    let claims = (c as unknown as Context<{ Variables: { apikeyClaims: JwtClaims } }>).get('apikeyClaims')
    if (token) {
      const verified = await verifyJwt(token, config.jwtSecret)
      if (!verified.ok) {
        const code = verified.reason === 'expired' ? 'PGRST303' : 'PGRST301'
        const error = new RestError(401, code, verified.message, null, null, {
          'WWW-Authenticate': `Bearer error="invalid_token", error_description="${verified.message.replace(/"/g, "'")}"`,
        })
        log(`[rest] ${c.req.method} ${new URL(c.req.url).pathname} 401 ${code}: ${verified.message}`)
        return restErrorResponse(c, error)
      }
      claims = verified.claims
    }
    if (!API_ROLES.has(claims.role)) {
      return restErrorResponse(c, new RestError(403, '42501', `permission denied to set role "${claims.role}"`))
    }
    ;(c as unknown as Context<RestEnv>).set('claims', claims)
    return next()
  })

  app.route(
    '/rest/v1',
    createRestRoutes({ db: deps.db, schema: deps.schema, log, trustedProxies: config.trustedProxies }) as unknown as Hono,
  )
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
