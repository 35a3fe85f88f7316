import { Hono, type Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { LocalDb } from '../db/index.ts'
import { API_ROLES } from '../db/index.ts'
import { clientAddressOf } from '../http/client-address.ts'
import { bearerCredentials } from '../http/credentials.ts'
import type { CredentialsEnv } from '../http/env.ts'
import type { JwtClaims } from '../jwt.ts'
import { restErrors, toRestError } from './error-catalogue.ts'
import { DEFAULT_MAX_ROWS, needsRefresh, planRequest, type RestPlan } from './plan/plan.ts'
import { parseBody, parseHead, unroutable, type ParsedRequest, type RestTarget } from './request/request.ts'
import { readProbe } from './query/read-privilege.ts'
import { requestSettings } from './query/request-settings.ts'
import { finishOutcome, restErrorResponse, sendOutcome, shapeResult, type ResultRow } from './response/response.ts'
import type { SchemaCache, SchemaStore } from './schema/schema.ts'
import type { SqlPlan } from './query/sql.ts'
import { statementSql } from './query/statement-sql.ts'

export interface RestDeps {
  db: LocalDb
  /** Verifies bearer tokens (config.jwtSecret). */
  jwtSecret: string
  schema: SchemaStore
  /** Largest number of rows a read returns (Supabase max_rows, default 1000). */
  maxRows?: number
  log?: (line: string) => void
  /** Reverse proxies whose X-Forwarded-For names the client (config.trustedProxies). */
  trustedProxies?: string[]
}

/** The REST API's environment: the gateway's credentials and the role PostgREST runs the request as. */
export interface RestEnv {
  Variables: CredentialsEnv['Variables'] & { claims: JwtClaims }
}

/**
 * PostgREST's role for the request: the bearer token's, else the apikey's. A token that does
 * not verify is a 401 (PGRST303 when expired), a role the API does not serve a 403.
 */
export function restClaims(c: Context<RestEnv>): JwtClaims {
  const bearer = c.get('bearer')
  let claims: JwtClaims | undefined = c.get('apikey')?.claims
  if (bearer.kind !== 'absent') {
    const { verified } = bearer
    if (!verified.ok) {
      throw verified.reason === 'expired' ? restErrors.jwtClaims(verified.message) : restErrors.jwtInvalid(verified.message)
    }
    claims = verified.claims
  }
  if (!claims) throw new Error('a /rest/v1 request passed the gateway without an apikey')
  if (!API_ROLES.has(claims.role)) throw restErrors.roleDenied(claims.role)
  return claims
}

const resolveClaims = createMiddleware<RestEnv>(async (c, next) => {
  c.set('claims', restClaims(c))
  return next()
})

/**
 * The REST API as one pipeline: parse (request.ts) → plan (plan.ts) → SQL (statement-sql.ts) run
 * as the request's role → response (response.ts). The routes only match the target and carry
 * the request through the steps.
 */
export function createRestRoutes(deps: RestDeps): Hono<RestEnv> {
  const app = new Hono<RestEnv>()
  const maxRows = deps.maxRows ?? DEFAULT_MAX_ROWS

  async function schemaFor(req: ParsedRequest): Promise<SchemaCache> {
    const cache = await deps.schema.get()
    return needsRefresh(req, cache) ? deps.schema.refreshIfStale() : cache
  }

  /** Runs the statement as the request's role, after the probe when there is one (see read-privilege.ts). */
  async function execute(c: Context<RestEnv>, plan: RestPlan, probe: SqlPlan | null) {
    const rendered = probe ? undefined : statementSql(plan.statement)
    const settings = requestSettings({
      method: c.req.method,
      path: new URL(c.req.url).pathname.replace(/^\/rest\/v1(?=\/)/, ''),
      headers: c.req.raw.headers,
      clientAddress: clientAddressOf(c, deps.trustedProxies),
    })
    return deps.db.withClaims(
      c.get('claims'),
      async (client) => {
        if (probe) await client.query(probe.sql, probe.params)
        // After a probe, rendered only once it has passed: a refused crafted read costs no rendering either.
        const sql = rendered ?? statementSql(plan.statement)
        return shapeResult(plan, (await client.query<ResultRow>(sql.sql, sql.params)).rows)
      },
      { readOnly: plan.readOnly, settings },
    )
  }

  async function handle(c: Context<RestEnv>, target: RestTarget): Promise<Response> {
    const head = parseHead({ method: c.req.method, target, params: new URL(c.req.url).searchParams, headers: c.req.raw.headers })
    const req = parseBody(head, head.needsBody ? await c.req.text() : '')
    const cache = await schemaFor(req)
    const plan = planRequest(req, cache, maxRows)
    const probe = readProbe(plan.statement, c.get('claims').role)
    return sendOutcome(c, finishOutcome(plan, await execute(c, plan, probe)))
  }

  app.use('*', bearerCredentials(deps.jwtSecret))
  app.use('*', resolveClaims)

  app.on(['GET', 'HEAD', 'POST'], '/rpc/:fn', (c) => handle(c, { kind: 'rpc', name: c.req.param('fn') }))
  app.on(['GET', 'HEAD', 'POST', 'PATCH', 'DELETE'], '/:table', (c) => handle(c, { kind: 'table', name: c.req.param('table') }))
  app.put('/:table', () => {
    throw restErrors.notImplemented('PUT (single-row upsert)')
  })
  app.all('*', (c) => {
    throw unroutable(c.req.method, c.req.path.replace(/^\/rest\/v1\/?/, ''))
  })

  app.onError((error, c) => {
    const role = c.get('claims')?.role ?? 'anon'
    const e = toRestError(error, role)
    const detail = e.status >= 500 ? error.message : e.message
    deps.log?.(`[rest] ${c.req.method} ${new URL(c.req.url).pathname} ${e.status} ${e.code}: ${detail}`)
    return restErrorResponse(c, e)
  })

  return app
}
