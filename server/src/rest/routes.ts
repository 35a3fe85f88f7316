import { Hono, type Context } from 'hono'
import type { PoolClient } from 'pg'
import type { JwtClaims } from '../jwt.ts'
import type { LocalDb } from '../db/index.ts'
import { clientAddressOf } from '../http/client-address.ts'
import { RestError, toRestError } from './errors.ts'
import { checkContentType, negotiate } from './media.ts'
import { appliedPreferences, parsePrefer, type PreferKind, type Preferences } from './parse-prefer.ts'
import { parseQuery, type ParsedQuery } from './parse-query.ts'
import { readInsertBody, readRpcBody, readUpdateBody } from './payload.ts'
import { notImplemented } from './refuse.ts'
import { buildRpc, inputKeys, pickFunction, type RpcInput } from './rpc.ts'
import type { SchemaCache, SchemaStore, TableInfo } from './schema.ts'
import { buildDelete, buildInsert, buildRead, buildUpdate, unknownTable, type SqlPlan } from './sql.ts'
import { requestSettings } from './request-settings.ts'

export interface RestEnv {
  Variables: { claims: JwtClaims }
}

export interface RestDeps {
  db: LocalDb
  schema: SchemaStore
  /** Largest number of rows a read returns (Supabase max_rows, default 1000). */
  maxRows?: number
  log?: (line: string) => void
  /** Reverse proxies whose X-Forwarded-For names the client (config.trustedProxies). */
  trustedProxies?: string[]
}

const OBJECT_TYPE = 'application/vnd.pgrst.object+json; charset=utf-8'
const JSON_TYPE = 'application/json; charset=utf-8'

interface Outcome {
  status: number
  body: string | null
  headers: Record<string, string>
}

function singularError(n: number): RestError {
  return new RestError(406, 'PGRST116', 'Cannot coerce the result to a single JSON object', `The result contains ${n} rows`)
}

function contentRange(offset: number, n: number, total: number | null): string {
  const t = total === null ? '*' : String(total)
  if (n === 0) return `*/${t}`
  return `${offset}-${offset + n - 1}/${t}`
}

/** Accept-Profile (reads) or Content-Profile (writes): only `public` is exposed. */
function profileHeader(c: Context, write: boolean): string | undefined {
  const header = c.req.header(write ? 'content-profile' : 'accept-profile')
  if (header !== undefined && header !== 'public') {
    throw new RestError(406, 'PGRST106', `Invalid schema: ${header}`, null, 'Only the following schemas are exposed: public')
  }
  return header
}

/**
 * Prefer values PostgREST would honour but the stand-in does not are refused; `tx` is accepted
 * and ignored, as Supabase's PostgREST (db-tx-end=commit) does.
 */
function preferences(c: Context, kind: PreferKind): Preferences {
  const prefs = parsePrefer(c.req.header('prefer'))
  if (prefs.count === 'planned' || prefs.count === 'estimated') throw notImplemented(`Prefer: count=${prefs.count}`)
  if (prefs.timezone !== undefined) throw notImplemented(`Prefer: timezone=${prefs.timezone}`)
  if (kind === 'insert' && prefs.resolution) throw notImplemented(`Upsert (Prefer: resolution=${prefs.resolution})`)
  if (kind === 'insert' && prefs.return === 'headers-only') throw notImplemented('Prefer: return=headers-only')
  return prefs
}

/** PGRST122, checked where PostgREST checks it: after the plan and the media type. */
function checkStrict(prefs: Preferences): void {
  if (prefs.handling === 'strict' && prefs.invalid.length > 0) {
    throw new RestError(400, 'PGRST122', 'Invalid preferences given with handling=strict', `Invalid preferences: ${prefs.invalid.join(', ')}`)
  }
}

/** Prefer: max-affected=N with handling=strict; the error rolls the transaction back. */
function checkMaxAffected(prefs: Preferences, affected: number): void {
  if (prefs.handling === 'strict' && prefs.maxAffected !== undefined && affected > prefs.maxAffected) {
    throw new RestError(400, 'PGRST124', 'Query result exceeds max-affected preference constraint', `The query affects ${affected} rows`)
  }
}

/** limit/offset params, else the Range header; capped at maxRows. */
function paging(c: Context, q: ParsedQuery, maxRows: number): { limit?: number; offset: number } {
  let limit = q.limit
  let offset = q.offset ?? 0
  const range = c.req.header('range')
  if (range && q.limit === undefined && q.offset === undefined) {
    const m = /^\s*(\d+)-(\d*)\s*$/.exec(range)
    if (m) {
      offset = Number(m[1])
      if (m[2] !== '') {
        const upper = Number(m[2])
        if (upper < offset) {
          throw new RestError(416, 'PGRST103', 'Requested range not satisfiable', 'The lower boundary must be lower than or equal to the upper boundary in the Range header.')
        }
        limit = upper - offset + 1
      }
    }
  }
  if (limit === undefined || limit > maxRows) limit = Math.min(limit ?? maxRows, maxRows)
  return { limit, offset }
}

/** A JSON body with its Content-Length, as PostgREST sends it (compression skips bodies under 1 KB by it). */
function jsonBody(c: Context, body: string, status: number): Response {
  c.header('Content-Length', String(Buffer.byteLength(body)))
  return c.body(body, status as 200)
}

function respond(c: Context, outcome: Outcome): Response {
  for (const [k, v] of Object.entries(outcome.headers)) c.header(k, v)
  if (c.req.method === 'HEAD' || outcome.body === null) return c.body(null, outcome.status as 200)
  return jsonBody(c, outcome.body, outcome.status)
}

function readOutcome(
  row: { total: string | null; page_total: string; body: string },
  opts: { offset: number; count: boolean; single: boolean },
): Outcome {
  const n = Number(row.page_total)
  const total = row.total === null ? null : Number(row.total)
  if (opts.single && n !== 1) throw singularError(n)
  if (opts.count && total !== null && opts.offset > total && !(total === 0 && opts.offset === 0)) {
    throw new RestError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      `An offset of ${opts.offset} was requested, but there are only ${total} rows.`,
      null,
      { 'Content-Range': `*/${total}` },
    )
  }
  const status = opts.count && total !== null && n < total ? 206 : 200
  return {
    status,
    body: row.body,
    headers: {
      'Content-Type': opts.single ? OBJECT_TYPE : JSON_TYPE,
      'Content-Range': contentRange(opts.offset, n, opts.count ? total : null),
    },
  }
}

export function createRestRoutes(deps: RestDeps): Hono<RestEnv> {
  const app = new Hono<RestEnv>()
  const maxRows = deps.maxRows ?? 1000

  async function table(name: string): Promise<{ cache: SchemaCache; t: TableInfo }> {
    let cache = await deps.schema.get()
    let t = cache.tables.get(name)
    if (!t) {
      cache = await deps.schema.refreshIfStale()
      t = cache.tables.get(name)
    }
    if (!t) throw unknownTable(cache.schema, name)
    return { cache, t }
  }

  async function run<T>(c: Context<RestEnv>, readOnly: boolean, fn: (client: PoolClient) => Promise<T>): Promise<T> {
    return deps.db.withClaims(c.get('claims'), fn, {
      readOnly,
      settings: requestSettings({
        method: c.req.method,
        path: new URL(c.req.url).pathname.replace(/^\/rest\/v1(?=\/)/, ''),
        headers: c.req.raw.headers,
        clientAddress: clientAddressOf(c, deps.trustedProxies),
      }),
    })
  }

  /** Preference-Applied, and Content-Profile next to a Content-Type when a profile was named. */
  function finish(c: Context, outcome: Outcome, prefs: Preferences, kind: PreferKind, profile: string | undefined): Response {
    const applied = appliedPreferences(prefs, kind)
    if (applied) outcome.headers['Preference-Applied'] = applied
    if (profile !== undefined && outcome.headers['Content-Type']) outcome.headers['Content-Profile'] = profile
    return respond(c, outcome)
  }

  app.on(['GET', 'HEAD', 'POST'], '/rpc/:fn', async (c) => {
    const name = c.req.param('fn')
    const isGet = c.req.method !== 'POST'
    const profile = profileHeader(c, !isGet)
    const q = parseQuery(new URL(c.req.url).searchParams, isGet)
    let input: RpcInput
    if (isGet) {
      input = { via: 'query', args: new Map(q.args) }
    } else {
      checkContentType(c.req.header('content-type'), true)
      // PostgREST would take the argument names from ?columns= and the body unparsed (RawJSON).
      if (q.columns) throw notImplemented('The columns parameter on /rpc')
      const raw = await c.req.text()
      input = { via: 'body', raw, keys: [...readRpcBody(raw).keys()] }
    }
    const prefs = preferences(c, 'rpc')
    let cache = await deps.schema.get()
    if (!cache.functions.has(name)) cache = await deps.schema.refreshIfStale()
    const fn = pickFunction(cache, name, inputKeys(input), !isGet)
    const single = negotiate(c.req.header('accept'), cache.mediaTypes) === 'object'
    checkStrict(prefs)
    if (prefs.handling === 'strict' && prefs.maxAffected !== undefined && !fn.returnsSet) {
      throw new RestError(400, 'PGRST128', 'Function must return SETOF or TABLE when max-affected preference is used with handling=strict')
    }
    const count = prefs.count !== undefined
    const { limit, offset } = paging(c, q, maxRows)
    const plan = buildRpc(cache, fn, input, q, { count, single, limit, offset })
    const outcome = await run(c, isGet || fn.volatility !== 'v', async (client): Promise<Outcome> => {
      const result = await client.query(plan.sql, plan.params)
      if (plan.kind === 'void') return { status: 204, body: null, headers: {} }
      const row = result.rows[0] as { total: string | null; page_total: string; body: string }
      if (plan.kind === 'scalar') {
        return { status: 200, body: row.body, headers: { 'Content-Type': JSON_TYPE, 'Content-Range': count ? '0-0/1' : '0-0/*' } }
      }
      const read = readOutcome(row, { offset, count, single: single || !fn.returnsSet })
      checkMaxAffected(prefs, Number(row.page_total))
      return read
    })
    return finish(c, outcome, prefs, 'rpc', profile)
  })

  app.on(['GET', 'HEAD'], '/:table', async (c) => {
    const profile = profileHeader(c, false)
    const q = parseQuery(new URL(c.req.url).searchParams)
    const prefs = preferences(c, 'read')
    const { cache, t } = await table(c.req.param('table'))
    const single = negotiate(c.req.header('accept'), cache.mediaTypes) === 'object'
    checkStrict(prefs)
    const count = prefs.count !== undefined
    const { limit, offset } = paging(c, q, maxRows)
    const plan = buildRead(cache, t, q, { count, single, limit, offset })
    const outcome = await run(c, true, async (client) => {
      const { rows } = await client.query(plan.sql, plan.params)
      return readOutcome(rows[0], { offset, count, single })
    })
    const url = new URL(c.req.url)
    url.searchParams.delete('apikey')
    outcome.headers['Content-Location'] = `/${t.name}${url.search}`
    return finish(c, outcome, prefs, 'read', profile)
  })

  /**
   * Runs a write and answers as PostgREST: `status` without / `representationStatus` with
   * Prefer: return=representation; a singular request that hit ≠ 1 row, or more rows than a
   * strict max-affected allows, rolls back.
   */
  async function write(
    c: Context<RestEnv>,
    w: { prefs: Preferences; kind: PreferKind; profile: string | undefined; single: boolean; returning: boolean },
    plan: SqlPlan,
    shape: { status: number; representationStatus: number; contentRange: (affected: number, count: boolean) => string },
  ): Promise<Response> {
    const count = w.prefs.count !== undefined
    const outcome = await run(c, false, async (client): Promise<Outcome> => {
      const { rows } = await client.query<{ page_total: string; body: string | null }>(plan.sql, plan.params)
      const n = Number(rows[0].page_total)
      if (w.single && n !== 1) throw singularError(n)
      if (w.kind !== 'insert') checkMaxAffected(w.prefs, n)
      const headers: Record<string, string> = { 'Content-Range': shape.contentRange(n, count) }
      if (!w.returning) return { status: shape.status, body: null, headers }
      headers['Content-Type'] = w.single ? OBJECT_TYPE : JSON_TYPE
      return { status: shape.representationStatus, body: rows[0].body, headers }
    })
    return finish(c, outcome, w.prefs, w.kind, w.profile)
  }

  /** What every table write starts with, in PostgREST's order of checks. */
  async function writeRequest(c: Context<RestEnv, '/:table'>, kind: PreferKind) {
    const profile = profileHeader(c, true)
    const q = parseQuery(new URL(c.req.url).searchParams)
    if (kind !== 'delete') checkContentType(c.req.header('content-type'), false)
    const body = kind === 'delete' ? '' : await c.req.text()
    const prefs = preferences(c, kind)
    const { cache, t } = await table(c.req.param('table'))
    return { profile, q, body, prefs, cache, t, kind, returning: prefs.return === 'representation' }
  }

  /** The media type is negotiated after the write is planned (PostgREST's mutateReadPlan). */
  function negotiateWrite(c: Context, cache: SchemaCache, prefs: Preferences): boolean {
    checkStrict(prefs)
    return negotiate(c.req.header('accept'), cache.mediaTypes) === 'object'
  }

  app.post('/:table', async (c) => {
    const r = await writeRequest(c, 'insert')
    const { rows, columns } = readInsertBody(r.body, r.q.columns)
    const single = negotiateWrite(c, r.cache, r.prefs)
    const plan = buildInsert(r.cache, r.t, r.q, {
      rows,
      columns,
      missingDefault: r.prefs.missing === 'default',
      returning: r.returning,
      single,
    })
    return write(c, { ...r, single }, plan, {
      status: 201,
      representationStatus: 201,
      contentRange: (n, count) => `*/${count ? n : '*'}`,
    })
  })

  app.patch('/:table', async (c) => {
    const r = await writeRequest(c, 'update')
    if (r.q.columns) throw notImplemented('The columns parameter on PATCH')
    const values = readUpdateBody(r.body)
    const single = negotiateWrite(c, r.cache, r.prefs)
    const plan = buildUpdate(r.cache, r.t, r.q, { values, missingDefault: r.prefs.missing === 'default', returning: r.returning, single })
    return write(c, { ...r, single }, plan, {
      status: 204,
      representationStatus: 200,
      contentRange: (n, count) => contentRange(0, n, count ? n : null),
    })
  })

  app.delete('/:table', async (c) => {
    const r = await writeRequest(c, 'delete')
    const single = negotiateWrite(c, r.cache, r.prefs)
    const plan = buildDelete(r.cache, r.t, r.q, { returning: r.returning, single })
    return write(c, { ...r, single }, plan, {
      status: 204,
      representationStatus: 200,
      contentRange: (n, count) => `*/${count ? n : '*'}`,
    })
  })

  app.put('/:table', () => {
    throw notImplemented('PUT (single-row upsert)')
  })

  // What PostgREST answers for every other method and path.
  app.all('*', (c) => {
    const rest = c.req.path.replace(/^\/rest\/v1\/?/, '')
    const segments = rest === '' ? [] : rest.split('/')
    if (segments.length > 2 || segments.includes('') || (segments.length === 2 && segments[0] !== 'rpc')) {
      throw new RestError(404, 'PGRST125', 'Invalid path specified in request URL')
    }
    if (segments[0] === 'rpc' && segments.length === 2) {
      throw new RestError(405, 'PGRST101', `Cannot use the ${c.req.method} method on RPC`)
    }
    if (segments.length === 0 && (c.req.method === 'GET' || c.req.method === 'HEAD')) {
      throw notImplemented('The OpenAPI description at the root path')
    }
    throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${c.req.method}`)
  })

  app.onError((error, c) => {
    const role = c.get('claims')?.role ?? 'anon'
    const e = toRestError(error, role)
    const detail = e.status >= 500 ? (error).message : e.message
    deps.log?.(`[rest] ${c.req.method} ${new URL(c.req.url).pathname} ${e.status} ${e.code}: ${detail}`)
    return restErrorResponse(c, e)
  })

  return app
}

export function restErrorResponse(c: Context, e: RestError): Response {
  const headers: Record<string, string> = {
    'Content-Type': JSON_TYPE,
    'Proxy-Status': `PostgREST; error=${e.code}`,
    ...e.headers,
  }
  if (e.status === 401 && !headers['WWW-Authenticate']) headers['WWW-Authenticate'] = 'Bearer'
  for (const [k, v] of Object.entries(headers)) c.header(k, v)
  if (c.req.method === 'HEAD') return c.body(null, e.status as 400)
  return jsonBody(c, JSON.stringify(e.body()), e.status)
}
