/**
 * The last step of the REST pipeline, as PostgREST's Response: the row the plan's SQL returns
 * becomes status, headers and body (`shapeResult`, pure, run inside the transaction so that its
 * errors roll the request back), then an HTTP response.
 */
import type { Context } from 'hono'
import { restErrors } from '../error-catalogue.ts'
import type { RestError } from '../errors.ts'
import { appliedPreferences, type Preferences } from '../request/parse-prefer.ts'
import type { RestPlan } from '../plan/plan.ts'

const OBJECT_TYPE = 'application/vnd.pgrst.object+json; charset=utf-8'
const JSON_TYPE = 'application/json; charset=utf-8'

export interface Outcome {
  status: number
  body: string | null
  headers: Record<string, string>
}

/** The one row of a plan's SQL; writes have no `total`, void calls no row at all. */
export interface ResultRow {
  total?: string | null
  page_total: string
  body: string | null
}

function singularError(n: number): RestError {
  return restErrors.singular(n)
}

export function contentRange(offset: number, n: number, total: number | null): string {
  const t = total === null ? '*' : String(total)
  if (n === 0) return `*/${t}`
  return `${offset}-${offset + n - 1}/${t}`
}

/** Prefer: max-affected=N with handling=strict; the error rolls the transaction back. */
function checkMaxAffected(prefs: Preferences, affected: number): void {
  if (prefs.handling === 'strict' && prefs.maxAffected !== undefined && affected > prefs.maxAffected) {
    throw restErrors.maxAffected(affected)
  }
}

export function readOutcome(row: ResultRow, opts: { offset: number; count: boolean; single: boolean }): Outcome {
  const n = Number(row.page_total)
  const total = row.total === null || row.total === undefined ? null : Number(row.total)
  if (opts.single && n !== 1) throw singularError(n)
  if (opts.count && total !== null && opts.offset > total && !(total === 0 && opts.offset === 0)) {
    throw restErrors.rangeOffset(opts.offset, total)
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

/**
 * A write as PostgREST answers it: `status` without / `representationStatus` with
 * Prefer: return=representation; a singular request that hit ≠ 1 row, or more rows than a
 * strict max-affected allows, is refused.
 */
function writeOutcome(plan: RestPlan, row: ResultRow, shape: Extract<RestPlan['shape'], { kind: 'write' }>): Outcome {
  const n = Number(row.page_total)
  if (plan.single && n !== 1) throw singularError(n)
  if (plan.action !== 'insert') checkMaxAffected(plan.prefs, n)
  const range = shape.contentRange === 'star' ? `*/${plan.count ? n : '*'}` : contentRange(0, n, plan.count ? n : null)
  const headers: Record<string, string> = { 'Content-Range': range }
  if (!plan.returning) return { status: shape.status, body: null, headers }
  headers['Content-Type'] = plan.single ? OBJECT_TYPE : JSON_TYPE
  return { status: shape.representationStatus, body: row.body, headers }
}

/** Status, headers and body for the rows a plan's SQL returned. */
export function shapeResult(plan: RestPlan, rows: ResultRow[]): Outcome {
  const { shape } = plan
  if (shape.kind === 'rpc-void') return { status: 204, body: null, headers: {} }
  const row = rows[0]
  if (!row) throw new Error('the main query returned no row')
  switch (shape.kind) {
    case 'read':
      return readOutcome(row, { offset: shape.offset, count: plan.count, single: plan.single })
    case 'rpc-scalar':
      return { status: 200, body: row.body, headers: { 'Content-Type': JSON_TYPE, 'Content-Range': plan.count ? '0-0/1' : '0-0/*' } }
    case 'rpc-rows': {
      const read = readOutcome(row, { offset: shape.offset, count: plan.count, single: plan.single || !shape.returnsSet })
      checkMaxAffected(plan.prefs, Number(row.page_total))
      return read
    }
    case 'write':
      return writeOutcome(plan, row, shape)
  }
}

/** Content-Location, Preference-Applied, and Content-Profile next to a Content-Type when a profile was named. */
export function finishOutcome(plan: RestPlan, outcome: Outcome): Outcome {
  const headers = { ...outcome.headers }
  if (plan.contentLocation !== undefined) headers['Content-Location'] = plan.contentLocation
  const applied = appliedPreferences(plan.prefs, plan.action)
  if (applied) headers['Preference-Applied'] = applied
  if (plan.profile !== undefined && headers['Content-Type']) headers['Content-Profile'] = plan.profile
  return { ...outcome, headers }
}

/** A JSON body with its Content-Length, as PostgREST sends it (compression skips bodies under 1 KB by it). */
function jsonBody(c: Context, body: string, status: number): Response {
  c.header('Content-Length', String(Buffer.byteLength(body)))
  return c.body(body, status as 200)
}

export function sendOutcome(c: Context, outcome: Outcome): Response {
  for (const [k, v] of Object.entries(outcome.headers)) c.header(k, v)
  if (c.req.method === 'HEAD' || outcome.body === null) return c.body(null, outcome.status as 200)
  return jsonBody(c, outcome.body, outcome.status)
}

/** REST's error mapper: PostgREST's error body, Proxy-Status, and WWW-Authenticate on a 401. */
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
