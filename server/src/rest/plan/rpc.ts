/**
 * `/rpc/<fn>` in the plan step: picking the function as PostgREST 14 does (Plan.hs findProc),
 * matching the arguments to its parameters and resolving what it returns. rpc-sql.ts renders
 * the call.
 */
import { restErrors } from '../error-catalogue.ts'
import type { ParsedQuery } from '../request/parse-query.ts'
import { resolveQuery, type ResolvedQuery } from './resolve.ts'
import type { FunctionArg, FunctionInfo, SchemaCache, TableInfo } from '../schema/schema.ts'

/**
 * What a call is given: the arguments of the query string (GET/HEAD), or the raw JSON body of a
 * POST with the keys it names. PostgREST reads the values of a body in SQL, never in between.
 */
export type RpcInput = { via: 'query'; args: Map<string, string> } | { via: 'body'; raw: string; keys: string[] }

export function inputKeys(input: RpcInput): string[] {
  return input.via === 'query' ? [...input.args.keys()] : input.keys
}

/** Whether the argument names fit the function's parameters (required ones all given, no strangers). */
function matchesParams(fn: FunctionInfo, keys: Set<string>): boolean {
  if (fn.args.length === 0) return keys.size === 0
  const required = fn.args.filter((a) => !a.hasDefault).map((a) => a.name)
  const optional = new Set(fn.args.filter((a) => a.hasDefault).map((a) => a.name))
  const rest = [...keys].filter((k) => !optional.has(k))
  return rest.length === required.length && required.every((r) => keys.has(r))
}

function signature(fn: FunctionInfo): string {
  return `${fn.schema}.${fn.name}(${fn.args.map((a) => `${a.name} => ${a.type}`).join(', ')})`
}

/**
 * The overload named arguments select. Several → 300 PGRST203; none → 404 PGRST202. When no
 * overload fits, a POST falls back to a function with one unnamed json/jsonb parameter, which
 * then gets the whole body. Functions PostgREST's schema cache leaves out are not candidates.
 */
export function pickFunction(cache: SchemaCache, name: string, keys: string[], post: boolean): FunctionInfo {
  const overloads = (cache.functions.get(name) ?? []).filter((fn) => fn.callable)
  const keySet = new Set(keys)
  const named = overloads.filter((fn) => matchesParams(fn, keySet))
  const unnamed = overloads.filter((fn) => {
    const arg = onlyArg(fn)
    return post && arg?.name === '' && (arg.type === 'json' || arg.type === 'jsonb')
  })
  const picked = named.length ? named : unnamed
  if (picked.length > 1) {
    throw restErrors.ambiguousFunction(picked.map(signature))
  }
  const fn = picked[0]
  if (!fn) {
    throw restErrors.noFunction(cache.schema, name, [...keySet].sort(), post)
  }
  if (fn.variadic) throw restErrors.notImplemented(`Calling the variadic function ${signature(fn)}`)
  return fn
}

/** The parameter of a function that has exactly one, else undefined. */
function onlyArg(fn: FunctionInfo): FunctionArg | undefined {
  return fn.args.length === 1 ? fn.args[0] : undefined
}

/**
 * How a function is called, its arguments matched to its parameters: a function whose only
 * parameter is unnamed gets the whole body; otherwise the query string's arguments are bound one
 * by one, or a JSON body is read as a record of the given parameters.
 */
export type ResolvedCall =
  | { kind: 'whole-body'; type: string; raw: string }
  | { kind: 'query'; args: { param: FunctionArg; value: string }[] }
  | { kind: 'body'; raw: string; params: FunctionArg[] }

/** Matches the input's arguments to the function's parameters, refusing the calls the stand-in does not make. */
export function resolveCall(fn: FunctionInfo, input: RpcInput): ResolvedCall {
  // PostgREST calls a function whose only parameter is unnamed with one positional argument.
  const arg = onlyArg(fn)
  if (arg?.name === '') {
    if (input.via === 'query') throw restErrors.notImplemented(`Calling ${signature(fn)}, whose only parameter is unnamed, with GET`)
    return { kind: 'whole-body', type: arg.type, raw: input.raw }
  }
  const keys = new Set(inputKeys(input))
  const given = fn.args.filter((a) => keys.has(a.name))
  // PostgREST would name it `"" := …`, which PostgreSQL rejects as a syntax error (42601).
  if (given.some((a) => a.name === '')) throw restErrors.notImplemented(`Passing an argument to an unnamed parameter of ${signature(fn)}`)
  if (input.via === 'body') return { kind: 'body', raw: input.raw, params: given }
  const args = given.flatMap((param) => {
    const value = input.args.get(param.name)
    return value === undefined ? [] : [{ param, value }]
  })
  return { kind: 'query', args }
}

/** The columns of a function result as a pseudo table, so select/filters/order can be checked. */
function functionResultTable(cache: SchemaCache, fn: FunctionInfo): TableInfo | null {
  if (!fn.returnColumns) return null
  const named = cache.tables.get(fn.returnType.replace(/^public\./, ''))
  if (named && named.columns.size === fn.returnColumns.length) return named
  return {
    schema: cache.schema,
    name: fn.name,
    kind: 'view',
    columns: new Map(fn.returnColumns.map((c) => [c, { name: c, defaultExpr: null }])),
  }
}

/**
 * What a call returns, which decides its SQL and its response: nothing, one value, a set of
 * values, or rows with columns that select, filters and order are resolved against.
 */
export type RpcResult =
  | { kind: 'void' }
  | { kind: 'scalar' }
  | { kind: 'scalars' }
  | { kind: 'rows'; query: ResolvedQuery }

export function resolveResult(cache: SchemaCache, fn: FunctionInfo, query: ParsedQuery): RpcResult {
  if (fn.returnsVoid) return { kind: 'void' }
  const table = functionResultTable(cache, fn)
  if (table) return { kind: 'rows', query: resolveQuery(cache, table, query) }
  const starOnly = query.select.length === 1 && query.select[0]?.type === 'star'
  if (!starOnly || query.filters.length || query.order?.length || (!fn.returnsSet && (query.limit !== undefined || query.offset))) {
    throw restErrors.notImplemented(`Select, filters, order or paging on the scalar result of ${signature(fn)}`)
  }
  return { kind: fn.returnsSet ? 'scalars' : 'scalar' }
}
