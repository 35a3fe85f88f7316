import { Hono, type Context } from 'hono'
import type { PoolClient, QueryResult } from 'pg'
import type { JwtClaims } from '../jwt.ts'
import type { LocalDb } from '../db/index.ts'
import { clientAddressOf } from '../http/client-address.ts'
import { parseJson } from '../http/json.ts'
import { RestError, toRestError } from './errors.ts'
import { parsePrefer, type Preferences } from './parse-prefer.ts'
import { parseQuery, type ParsedQuery } from './parse-query.ts'
import { requestSettings } from './request-settings.ts'
import type { SchemaStore, TableInfo } from './schema.ts'
import { buildDelete, buildInsert, buildRead, buildRpc, buildUpdate, pickFunction, unknownTable, type WritePlan } from './sql.ts'

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

const OBJECT_MIME = 'application/vnd.pgrst.object+json'
const OBJECT_TYPE = `${OBJECT_MIME}; charset=utf-8`
const JSON_TYPE = 'application/json; charset=utf-8'

interface Outcome {
  status: number
  body: string | null
  headers: Record<string, string>
}

/** Thrown inside the transaction to roll it back while still answering (Prefer: tx=rollback). */
class Rollback {
  constructor(readonly outcome: Outcome) {}
}

function singularError(n: number): RestError {
  return new RestError(406, 'PGRST116', 'Cannot coerce the result to a single JSON object', `The result contains ${n} rows`)
}

function contentRange(offset: number, n: number, total: number | null): string {
  const t = total === null ? '*' : String(total)
  if (n === 0) return `*/${t}`
  return `${offset}-${offset + n - 1}/${t}`
}

function checkProfile(c: Context, write: boolean): void {
  const header = c.req.header(write ? 'content-profile' : 'accept-profile')
  if (header !== undefined && header !== 'public') {
    throw new RestError(406, 'PGRST106', `Invalid schema: ${header}`, null, 'Only the following schemas are exposed: public')
  }
}

function preferences(c: Context): Preferences {
  const prefs = parsePrefer(c.req.header('prefer'))
  if (prefs.handling === 'strict' && prefs.invalid.length > 0) {
    throw new RestError(400, 'PGRST122', `Invalid preferences given with handling=strict: ${prefs.invalid.join(', ')}.`)
  }
  return prefs
}

function wantsObject(c: Context): boolean {
  return (c.req.header('accept') ?? '').toLowerCase().includes(OBJECT_MIME)
}

/** limit/offset params, else the Range header; capped at maxRows. */
function paging(c: Context, q: ParsedQuery, maxRows: number): { limit?: number; offset: number } {
  const root = q.levels.get('')!
  let limit = root.limit
  let offset = root.offset ?? 0
  const range = c.req.header('range')
  if (range && root.limit === undefined && root.offset === undefined) {
    const m = /^\s*(\d+)-(\d*)\s*$/.exec(range)
    if (m) {
      offset = Number(m[1])
      if (m[2] !== '') {
        const upper = Number(m[2])
        if (upper < offset) {
          throw new RestError(416, 'PGRST103', 'Requested range not satisfiable', `The upper bound ${upper} is lower than the lower bound ${offset}.`)
        }
        limit = upper - offset + 1
      }
    }
  }
  if (limit === undefined || limit > maxRows) limit = Math.min(limit ?? maxRows, maxRows)
  return { limit, offset }
}

function parseJsonBody(text: string, allowEmpty: boolean): unknown {
  if (text.trim() === '') {
    if (allowEmpty) return undefined
    throw new RestError(400, 'PGRST102', 'Empty or invalid json')
  }
  try {
    return parseJson(text)
  } catch {
    throw new RestError(400, 'PGRST102', 'Empty or invalid json')
  }
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v)
}

/**
 * The rows of an insert body and the columns to write: `?columns=` when given (missing keys
 * become NULL), else the keys of the objects, which must then all be the same.
 */
function insertRows(body: unknown, columnsParam: string[] | undefined): { rows: Record<string, unknown>[]; columns: string[] } {
  let rows: Record<string, unknown>[]
  if (Array.isArray(body)) {
    if (!body.every(isPlainObject)) throw new RestError(400, 'PGRST102', 'All elements of the array must be JSON objects')
    rows = body
  } else if (isPlainObject(body)) {
    rows = [body]
  } else {
    throw new RestError(400, 'PGRST102', 'Empty or invalid json')
  }
  if (columnsParam) return { rows, columns: columnsParam }
  const columns = rows.length ? Object.keys(rows[0]!) : []
  const key = [...columns].sort().join('\u0000')
  if (rows.some((r) => Object.keys(r).sort().join('\u0000') !== key)) {
    throw new RestError(400, 'PGRST102', 'All object keys must match')
  }
  return { rows, columns }
}

function respond(c: Context, outcome: Outcome): Response {
  for (const [k, v] of Object.entries(outcome.headers)) c.header(k, v)
  if (c.req.method === 'HEAD' || outcome.body === null) return c.body(null, outcome.status as 200)
  return c.body(outcome.body, outcome.status as 200)
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

interface WriteShape {
  single: boolean
  returning: boolean
  /** Status without / with `Prefer: return=representation`. */
  status: number
  representationStatus: number
  contentRange: (affected: number) => string
}

/** PostgREST's answer to an INSERT/UPDATE/DELETE; a singular request that hit ≠ 1 row rolls back. */
function writeOutcome(result: QueryResult, plan: WritePlan, shape: WriteShape): Outcome {
  const n = plan.wrapped ? Number(result.rows[0].page_total) : (result.rowCount ?? 0)
  if (shape.single && n !== 1) throw singularError(n)
  const headers: Record<string, string> = { 'Content-Range': shape.contentRange(n) }
  if (!shape.returning) return { status: shape.status, body: null, headers }
  headers['Content-Type'] = shape.single ? OBJECT_TYPE : JSON_TYPE
  return { status: shape.representationStatus, body: result.rows[0].body as string, headers }
}

export function createRestRoutes(deps: RestDeps): Hono<RestEnv> {
  const app = new Hono<RestEnv>()
  const maxRows = deps.maxRows ?? 1000

  async function table(name: string): Promise<TableInfo> {
    let cache = await deps.schema.get()
    let t = cache.tables.get(name)
    if (!t) {
      cache = await deps.schema.refreshIfStale()
      t = cache.tables.get(name)
    }
    if (!t) throw unknownTable(cache.schema, name)
    return t
  }

  function settings(c: Context): Record<string, string> {
    return requestSettings({
      method: c.req.method,
      path: new URL(c.req.url).pathname.replace(/^\/rest\/v1(?=\/)/, ''),
      headers: c.req.raw.headers,
      clientAddress: clientAddressOf(c, deps.trustedProxies),
    })
  }

  async function run(c: Context<RestEnv>, readOnly: boolean, prefs: Preferences, fn: (client: PoolClient) => Promise<Outcome>) {
    const claims = c.get('claims')
    try {
      return await deps.db.withClaims(
        claims,
        async (client) => {
          const outcome = await fn(client)
          if (prefs.tx === 'rollback') throw new Rollback(outcome)
          return outcome
        },
        { readOnly, settings: settings(c) },
      )
    } catch (error) {
      if (error instanceof Rollback) return error.outcome
      throw error
    }
  }

  function withApplied(outcome: Outcome, prefs: Preferences): Outcome {
    if (prefs.applied.length) outcome.headers['Preference-Applied'] = prefs.applied.join(', ')
    outcome.headers['Content-Profile'] = 'public'
    return outcome
  }

  app.on(['GET', 'HEAD', 'POST'], '/rpc/:fn', async (c) => {
    const name = c.req.param('fn')
    const isGet = c.req.method !== 'POST'
    checkProfile(c, !isGet)
    const prefs = preferences(c)
    let cache = await deps.schema.get()
    if (!cache.functions.has(name)) cache = await deps.schema.refreshIfStale()
    const argNames = new Set((cache.functions.get(name) ?? []).flatMap((f) => f.args.map((a) => a.name)))
    const params = new URL(c.req.url).searchParams
    const q = parseQuery(params, isGet ? (k) => argNames.has(k) : () => false)
    let args = new Map<string, unknown>()
    let body: unknown
    if (isGet) {
      args = new Map(q.args)
    } else {
      body = parseJsonBody(await c.req.text(), true) ?? {}
      if (!isPlainObject(body)) throw new RestError(400, 'PGRST102', 'Function arguments must be a JSON object')
      args = new Map(Object.entries(body))
    }
    const { fn, wholeBody } = pickFunction(cache, name, [...args.keys()], !isGet)
    const single = wantsObject(c)
    const count = prefs.count !== undefined
    const { limit, offset } = paging(c, q, maxRows)
    const plan = buildRpc(cache, fn, args, q, {
      count,
      single,
      limit,
      offset,
      wholeBody: wholeBody ? body : undefined,
      fromQuery: isGet,
    })
    const readOnly = isGet || fn.volatility !== 'v'
    const outcome = await run(c, readOnly, prefs, async (client) => {
      const result = await client.query(plan.sql, plan.params)
      if (plan.kind === 'void') return { status: 204, body: null, headers: {} }
      const row = result.rows[0] as { total: string | null; page_total: string; body: string }
      if (plan.kind === 'scalar') {
        return { status: 200, body: row.body, headers: { 'Content-Type': JSON_TYPE, 'Content-Range': count ? '0-0/1' : '0-0/*' } }
      }
      return readOutcome(row, { offset, count, single: single || (!fn.returnsSet && plan.kind === 'rows') })
    })
    return respond(c, withApplied(outcome, prefs))
  })

  app.on(['GET', 'HEAD'], '/:table', async (c) => {
    checkProfile(c, false)
    const prefs = preferences(c)
    const t = await table(c.req.param('table'))
    const cache = await deps.schema.get()
    const q = parseQuery(new URL(c.req.url).searchParams)
    const single = wantsObject(c)
    const count = prefs.count !== undefined
    const { limit, offset } = paging(c, q, maxRows)
    const plan = buildRead(cache, t, q, { count, single, limit, offset })
    const outcome = await run(c, true, prefs, async (client) => {
      const { rows } = await client.query(plan.sql, plan.params)
      return readOutcome(rows[0], { offset, count, single })
    })
    const url = new URL(c.req.url)
    url.searchParams.delete('apikey')
    outcome.headers['Content-Location'] = `/${t.name}${url.search}`
    return respond(c, withApplied(outcome, prefs))
  })

  /** What every table write starts with, in PostgREST's order of checks. */
  async function writeRequest(c: Context<RestEnv, '/:table'>) {
    checkProfile(c, true)
    const prefs = preferences(c)
    const t = await table(c.req.param('table'))
    return {
      prefs,
      t,
      cache: await deps.schema.get(),
      q: parseQuery(new URL(c.req.url).searchParams),
      single: wantsObject(c),
      returning: prefs.return === 'representation',
      count: prefs.count !== undefined,
    }
  }

  async function write(c: Context<RestEnv>, prefs: Preferences, plan: WritePlan, shape: WriteShape): Promise<Response> {
    const outcome = await run(c, false, prefs, async (client) => writeOutcome(await client.query(plan.sql, plan.params), plan, shape))
    return respond(c, withApplied(outcome, prefs))
  }

  app.post('/:table', async (c) => {
    const { prefs, t, cache, q, single, returning, count } = await writeRequest(c)
    const { rows, columns } = insertRows(parseJsonBody(await c.req.text(), false), q.columns)
    const plan = buildInsert(cache, t, q, {
      rows,
      columns,
      onConflict: q.onConflict,
      resolution: prefs.resolution,
      missingDefault: prefs.missing === 'default',
      returning,
      single,
    })
    return write(c, prefs, plan, {
      single,
      returning,
      status: 201,
      representationStatus: 201,
      contentRange: (n) => `*/${count ? n : '*'}`,
    })
  })

  app.patch('/:table', async (c) => {
    const { prefs, t, cache, q, single, returning, count } = await writeRequest(c)
    const body = parseJsonBody(await c.req.text(), false)
    if (!isPlainObject(body)) throw new RestError(400, 'PGRST102', 'Empty or invalid json')
    if (Object.keys(body).length === 0) {
      return respond(c, withApplied({ status: returning ? 200 : 204, body: returning ? '[]' : null, headers: { 'Content-Range': '*/*' } }, prefs))
    }
    const plan = buildUpdate(cache, t, q, { values: body, returning, single })
    return write(c, prefs, plan, {
      single,
      returning,
      status: 204,
      representationStatus: 200,
      contentRange: (n) => contentRange(0, n, count ? n : null),
    })
  })

  app.delete('/:table', async (c) => {
    const { prefs, t, cache, q, single, returning, count } = await writeRequest(c)
    const plan = buildDelete(cache, t, q, { returning, single })
    return write(c, prefs, plan, {
      single,
      returning,
      status: 204,
      representationStatus: 200,
      contentRange: (n) => `*/${count ? n : '*'}`,
    })
  })

  app.get('/', (c) =>
    c.json({ swagger: '2.0', info: { title: 'Local Supabase REST (PostgREST subset)', version: '1' }, paths: {} }),
  )

  app.onError((error, c) => {
    const role = c.get('claims')?.role ?? 'anon'
    const e = toRestError(error, role)
    if (e.status >= 500) deps.log?.(`[rest] ${c.req.method} ${new URL(c.req.url).pathname} ${e.status} ${e.code}: ${(error as Error).message}`)
    else deps.log?.(`[rest] ${c.req.method} ${new URL(c.req.url).pathname} ${e.status} ${e.code}: ${e.message}`)
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
  return c.body(JSON.stringify(e.body()), e.status as 400)
}
