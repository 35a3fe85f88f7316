/**
 * The first step of the REST pipeline, as PostgREST's ApiRequest: what a request asks for, read
 * from its method, target, query string, headers and body alone, without HTTP or the schema.
 * It reads in two halves because PostgREST checks the profile, query string and Content-Type
 * before it reads the body: the route reads the body between `parseHead` and `parseBody`.
 */
import { restErrors } from '../error-catalogue.ts'
import type { RestError } from '../errors.ts'
import { checkContentType } from './media.ts'
import { parsePrefer, type PreferKind, type Preferences } from './parse-prefer.ts'
import { parseQuery, type ParsedQuery } from './parse-query.ts'
import { readRpcBody } from './payload.ts'
import type { RpcInput } from '../plan/rpc.ts'

/** What the router matched: a table or view, or a function under /rpc/. */
export interface RestTarget {
  kind: 'table' | 'rpc'
  name: string
}

export interface RequestInput {
  method: string
  target: RestTarget
  params: URLSearchParams
  headers: Headers
}

/** A `Range: <first>-[<last>]` header; junk is ignored, as PostgREST ignores it. */
export interface RangeHeader {
  first: number
  last?: number
}

export interface RequestHead {
  action: PreferKind
  /** GET or HEAD: read-only, and an /rpc/ call takes its arguments from the query string. */
  isRead: boolean
  isHead: boolean
  target: RestTarget
  /** Accept-Profile or Content-Profile as sent (only `public` passes). */
  profile: string | undefined
  query: ParsedQuery
  accept: string | undefined
  range: RangeHeader | undefined
  /** The query string without the gateway's `apikey`, for Content-Location. */
  search: string
  /** Whether the route must read the body before `parseBody`. */
  needsBody: boolean
  preferHeader: string | undefined
}

export interface ParsedRequest extends RequestHead {
  prefs: Preferences
  /** The raw body; a table's rows are read once the table is known (see plan.ts). */
  body: string
  /** The arguments of an /rpc/ call. */
  rpc?: RpcInput
}

function actionOf(method: string, target: RestTarget): PreferKind {
  if (target.kind === 'rpc') return 'rpc'
  if (method === 'POST') return 'insert'
  if (method === 'PATCH') return 'update'
  if (method === 'DELETE') return 'delete'
  return 'read'
}

/** Accept-Profile (reads) or Content-Profile (writes): only `public` is exposed. */
function profileOf(headers: Headers, write: boolean): string | undefined {
  const header = headers.get(write ? 'content-profile' : 'accept-profile') ?? undefined
  if (header !== undefined && header !== 'public') {
    throw restErrors.invalidSchema(header, ['public'])
  }
  return header
}

export function parseRange(header: string | undefined): RangeHeader | undefined {
  const m = /^\s*(\d+)-(\d*)\s*$/.exec(header ?? '')
  if (!m) return undefined
  return m[2] === '' ? { first: Number(m[1]) } : { first: Number(m[1]), last: Number(m[2]) }
}

function searchWithoutApiKey(params: URLSearchParams): string {
  const kept = new URLSearchParams(params)
  kept.delete('apikey')
  const search = kept.toString()
  return search === '' ? '' : `?${search}`
}

/** Profile, query string and Content-Type, in PostgREST's order of checks. */
export function parseHead(input: RequestInput): RequestHead {
  const { method, target, params, headers } = input
  const isRead = method === 'GET' || method === 'HEAD'
  const action = actionOf(method, target)
  const profile = profileOf(headers, !isRead)
  const query = parseQuery(params, target.kind === 'rpc' && isRead)
  const needsBody = !isRead && action !== 'delete'
  if (needsBody) checkContentType(headers.get('content-type') ?? undefined, action === 'rpc')
  // PostgREST would take the argument names from ?columns= and the body unparsed (RawJSON).
  if (action === 'rpc' && !isRead && query.columns) throw restErrors.notImplemented('The columns parameter on /rpc')
  return {
    action,
    isRead,
    isHead: method === 'HEAD',
    target,
    profile,
    query,
    accept: headers.get('accept') ?? undefined,
    range: parseRange(headers.get('range') ?? undefined),
    search: searchWithoutApiKey(params),
    needsBody,
    preferHeader: headers.get('prefer') ?? undefined,
  }
}

/**
 * Prefer values PostgREST would honour but the stand-in does not are refused; `tx` is accepted
 * and ignored, as Supabase's PostgREST (db-tx-end=commit) does.
 */
function preferencesFor(header: string | undefined, action: PreferKind): Preferences {
  const prefs = parsePrefer(header)
  if (prefs.count === 'planned' || prefs.count === 'estimated') throw restErrors.notImplemented(`Prefer: count=${prefs.count}`)
  if (prefs.timezone !== undefined) throw restErrors.notImplemented(`Prefer: timezone=${prefs.timezone}`)
  if (action === 'insert' && prefs.resolution) throw restErrors.notImplemented(`Upsert (Prefer: resolution=${prefs.resolution})`)
  if (action === 'insert' && prefs.return === 'headers-only') throw restErrors.notImplemented('Prefer: return=headers-only')
  return prefs
}

function rpcInputOf(head: RequestHead, body: string): RpcInput | undefined {
  if (head.action !== 'rpc') return undefined
  if (head.isRead) return { via: 'query', args: new Map(head.query.args) }
  return { via: 'body', raw: body, keys: [...readRpcBody(body).keys()] }
}

/** The body (an /rpc/ call's arguments) and the Prefer header. */
export function parseBody(head: RequestHead, body: string): ParsedRequest {
  const rpc = rpcInputOf(head, body)
  const prefs = preferencesFor(head.preferHeader, head.action)
  return { ...head, prefs, body, rpc }
}

/**
 * What PostgREST answers for a method and path no route serves: `rest` is the path after
 * /rest/v1/.
 */
export function unroutable(method: string, rest: string): RestError {
  const segments = rest === '' ? [] : rest.split('/')
  if (segments.length > 2 || segments.includes('') || (segments.length === 2 && segments[0] !== 'rpc')) {
    return restErrors.invalidPath()
  }
  if (segments[0] === 'rpc' && segments.length === 2) {
    return restErrors.rpcMethod(method)
  }
  if (segments.length === 0 && (method === 'GET' || method === 'HEAD')) {
    return restErrors.notImplemented('The OpenAPI description at the root path')
  }
  return restErrors.unsupportedMethod(method)
}
