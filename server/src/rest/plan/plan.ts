/**
 * The second step of the REST pipeline, as PostgREST's Plan: a parsed request against the
 * schema cache becomes what to run (a `Statement` whose names and relationships are all
 * resolved, see resolve.ts and rpc.ts, so that statement-sql.ts only renders it) and how to
 * answer. Pure: the route fetches the schema cache first (refreshing it when the target is
 * unknown, see `needsRefresh`).
 */
import { restErrors } from '../error-catalogue.ts'
import { negotiate } from '../request/media.ts'
import type { PreferKind, Preferences } from '../request/parse-prefer.ts'
import { readInsertBody, readUpdateBody } from '../request/payload.ts'
import type { ParsedRequest } from '../request/request.ts'
import {
  checkWritableColumns,
  requireFilters,
  resolveConditions,
  resolveQuery,
  resolveSelect,
  type ResolvedCondition,
  type ResolvedItem,
  type ResolvedQuery,
} from './resolve.ts'
import { inputKeys, pickFunction, resolveCall, resolveResult, type ResolvedCall, type RpcResult } from './rpc.ts'
import type { FunctionInfo, SchemaCache, TableInfo } from '../schema/schema.ts'
import type { InsertOptions, ReadOptions, UpdateOptions, WriteOptions } from '../query/sql.ts'

/** How the rows the SQL returns become a response (see response.ts). */
export type ResultShape =
  | { kind: 'read'; offset: number }
  | { kind: 'write'; status: number; representationStatus: number; contentRange: 'star' | 'range' }
  | { kind: 'rpc-void' }
  | { kind: 'rpc-scalar' }
  | { kind: 'rpc-rows'; offset: number; returnsSet: boolean }

/**
 * The statement to run, resolved: everything its SQL needs, and nothing left to look up. A
 * write's `select` is the representation's select list, resolved (and so checked) only when
 * Prefer: return=representation asks for one, else empty.
 */
export type Statement =
  | { kind: 'read'; table: TableInfo; query: ResolvedQuery; options: ReadOptions }
  | { kind: 'insert'; table: TableInfo; select: ResolvedItem[]; options: InsertOptions }
  | { kind: 'update'; table: TableInfo; filters: ResolvedCondition[]; select: ResolvedItem[]; options: UpdateOptions }
  | { kind: 'delete'; table: TableInfo; filters: ResolvedCondition[]; select: ResolvedItem[]; options: WriteOptions }
  | { kind: 'rpc'; fn: FunctionInfo; call: ResolvedCall; result: RpcResult; options: ReadOptions }

export interface RestPlan {
  action: PreferKind
  statement: Statement
  /** Runs in a read-only transaction: reads, and calls of functions that are not volatile. */
  readOnly: boolean
  shape: ResultShape
  prefs: Preferences
  count: boolean
  /** Accept asked for one object (application/vnd.pgrst.object+json). */
  single: boolean
  /** Prefer: return=representation on a write. */
  returning: boolean
  profile: string | undefined
  isHead: boolean
  /** Content-Location of a table read. */
  contentLocation?: string
}

/** Largest number of rows a read returns unless configured (Supabase max_rows). */
export const DEFAULT_MAX_ROWS = 1000

/** Whether the schema cache should be reloaded before planning: the target is not in it. */
export function needsRefresh(req: ParsedRequest, cache: SchemaCache): boolean {
  return req.target.kind === 'rpc' ? !cache.functions.has(req.target.name) : !cache.tables.has(req.target.name)
}

/** PGRST122, checked where PostgREST checks it: after the plan and the media type. */
function checkStrict(prefs: Preferences): void {
  if (prefs.handling === 'strict' && prefs.invalid.length > 0) {
    throw restErrors.invalidPreferences(prefs.invalid)
  }
}

/** The media type is negotiated after the request is planned (PostgREST's order of checks). */
function negotiateSingle(req: ParsedRequest, cache: SchemaCache): boolean {
  const single = negotiate(req.accept, cache.mediaTypes) === 'object'
  checkStrict(req.prefs)
  return single
}

/** limit/offset params, else the Range header; capped at maxRows. */
export function paging(req: Pick<ParsedRequest, 'query' | 'range'>, maxRows: number): { limit: number; offset: number } {
  const { query, range } = req
  let limit = query.limit
  let offset = query.offset ?? 0
  if (range && query.limit === undefined && query.offset === undefined) {
    offset = range.first
    if (range.last !== undefined) {
      if (range.last < offset) {
        throw restErrors.rangeBounds()
      }
      limit = range.last - offset + 1
    }
  }
  return { limit: Math.min(limit ?? maxRows, maxRows), offset }
}

function tableOf(req: ParsedRequest, cache: SchemaCache): TableInfo {
  const table = cache.tables.get(req.target.name)
  if (!table) throw restErrors.noTable(cache.schema, req.target.name)
  return table
}

function basePlan(req: ParsedRequest, single: boolean) {
  return {
    action: req.action,
    prefs: req.prefs,
    count: req.prefs.count !== undefined,
    single,
    returning: req.prefs.return === 'representation',
    profile: req.profile,
    isHead: req.isHead,
  }
}

function planRpc(req: ParsedRequest, cache: SchemaCache, maxRows: number): RestPlan {
  if (!req.rpc) throw new Error('an /rpc/ request without its arguments')
  const fn = pickFunction(cache, req.target.name, inputKeys(req.rpc), !req.isRead)
  const single = negotiateSingle(req, cache)
  if (req.prefs.handling === 'strict' && req.prefs.maxAffected !== undefined && !fn.returnsSet) {
    throw restErrors.maxAffectedRpc()
  }
  const base = basePlan(req, single)
  const { limit, offset } = paging(req, maxRows)
  const call = resolveCall(fn, req.rpc)
  const result = resolveResult(cache, fn, req.query)
  const statement: Statement = { kind: 'rpc', fn, call, result, options: { count: base.count, single, limit, offset } }
  const shape: ResultShape =
    result.kind === 'void' ? { kind: 'rpc-void' } : result.kind === 'scalar' ? { kind: 'rpc-scalar' } : { kind: 'rpc-rows', offset, returnsSet: fn.returnsSet }
  return { ...base, statement, readOnly: req.isRead || fn.volatility !== 'v', shape }
}

function planRead(req: ParsedRequest, cache: SchemaCache, maxRows: number): RestPlan {
  const table = tableOf(req, cache)
  const single = negotiateSingle(req, cache)
  const base = basePlan(req, single)
  const { limit, offset } = paging(req, maxRows)
  const statement: Statement = { kind: 'read', table, query: resolveQuery(cache, table, req.query), options: { count: base.count, single, limit, offset } }
  return { ...base, statement, readOnly: true, shape: { kind: 'read', offset }, contentLocation: `/${table.name}${req.search}` }
}

/**
 * POST, PATCH and DELETE on a table, answered as PostgREST answers each. The body is read before
 * the media type is negotiated, and the names are resolved after it, in the order the SQL names
 * them: the written columns, then the filters, then the representation's select list.
 */
function planWrite(req: ParsedRequest, cache: SchemaCache): RestPlan {
  const table = tableOf(req, cache)
  const returning = req.prefs.return === 'representation'
  const missingDefault = req.prefs.missing === 'default'
  const query = req.query
  const representation = (): ResolvedItem[] => (returning ? resolveSelect(cache, table, query.select) : [])
  let statement: (single: boolean) => Statement
  let shape: ResultShape
  if (req.action === 'insert') {
    const { rows, columns } = readInsertBody(req.body, query.columns)
    statement = (single) => {
      checkWritableColumns(table, columns)
      return { kind: 'insert', table, select: representation(), options: { rows, columns, missingDefault, returning, single } }
    }
    shape = { kind: 'write', status: 201, representationStatus: 201, contentRange: 'star' }
  } else if (req.action === 'update') {
    if (query.columns) throw restErrors.notImplemented('The columns parameter on PATCH')
    const values = readUpdateBody(req.body)
    statement = (single) => {
      const names = Object.keys(values)
      // An empty body writes nothing (see buildUpdate), so its filters are never named.
      if (names.length > 0) checkWritableColumns(table, names)
      const filters = names.length > 0 ? requireFilters('UPDATE', resolveConditions(cache, table, query.filters)) : []
      return { kind: 'update', table, filters, select: representation(), options: { values, missingDefault, returning, single } }
    }
    shape = { kind: 'write', status: 204, representationStatus: 200, contentRange: 'range' }
  } else {
    statement = (single) => {
      const filters = requireFilters('DELETE', resolveConditions(cache, table, query.filters))
      return { kind: 'delete', table, filters, select: representation(), options: { returning, single } }
    }
    shape = { kind: 'write', status: 204, representationStatus: 200, contentRange: 'star' }
  }
  const single = negotiateSingle(req, cache)
  return { ...basePlan(req, single), statement: statement(single), readOnly: false, shape }
}

export function planRequest(req: ParsedRequest, cache: SchemaCache, maxRows = DEFAULT_MAX_ROWS): RestPlan {
  if (req.action === 'rpc') return planRpc(req, cache, maxRows)
  if (req.action === 'read') return planRead(req, cache, maxRows)
  return planWrite(req, cache)
}
