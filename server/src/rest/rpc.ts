/**
 * `/rpc/<fn>`: picking the function as PostgREST 14 does (Plan.hs findProc) and the SQL that
 * calls it, shaped as its callPlanToQuery shapes it (QueryBuilder.hs).
 */
import { RestError } from './errors.ts'
import type { ParsedQuery } from './parse-query.ts'
import { notImplemented } from './refuse.ts'
import { ident, mainQuery, Params, qualified, type ReadOptions, type SqlPlan } from './sql.ts'
import type { FunctionArg, FunctionInfo, SchemaCache, TableInfo } from './schema.ts'

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
    throw new RestError(
      300,
      'PGRST203',
      `Could not choose the best candidate function between: ${picked.map(signature).join(', ')}`,
      null,
      'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    )
  }
  const fn = picked[0]
  if (!fn) {
    const list = [...keySet].sort().join(', ')
    const params = keySet.size === 0 ? ' without parameters' : ` with parameter${keySet.size > 1 ? 's' : ''} ${list}`
    throw new RestError(
      404,
      'PGRST202',
      `Could not find the function ${cache.schema}.${name}${keySet.size ? `(${list})` : ' without parameters'} in the schema cache`,
      `Searched for the function ${cache.schema}.${name}${params}${post ? ' or with a single unnamed json/jsonb parameter' : ''}, but no matches were found in the schema cache.`,
    )
  }
  if (fn.variadic) throw notImplemented(`Calling the variadic function ${signature(fn)}`)
  return fn
}

/** The parameter of a function that has exactly one, else undefined. */
function onlyArg(fn: FunctionInfo): FunctionArg | undefined {
  return fn.args.length === 1 ? fn.args[0] : undefined
}

/**
 * The type PostgREST reads an argument as (ppTypeMaxLength): `character` and `bit` without a
 * length would mean a length of 1 and cut or refuse longer values.
 */
export function argumentType(type: string): string {
  const unbounded: Record<string, string> = {
    character: 'character varying',
    'character[]': 'character varying[]',
    bit: 'bit varying',
    'bit[]': 'bit varying[]',
  }
  return unbounded[type] ?? type
}

/** A call, and the FROM item its arguments are read from ('' when they are bound directly). */
export interface CallSql {
  from: string
  call: string
}

/**
 * The function call as PostgREST builds it. A query string's arguments are bound and cast. A
 * JSON body is read by json_to_record with the parameters' types, so that a row type takes an
 * object, an array type an array, and numbers keep their digits, as in PostgREST. A function
 * whose only parameter is unnamed gets the whole body, cast to that parameter's type.
 */
export function callSql(fn: FunctionInfo, input: RpcInput, params: Params): CallSql {
  const target = qualified(fn)
  // PostgREST calls a function whose only parameter is unnamed with one positional argument.
  const arg = onlyArg(fn)
  if (arg?.name === '') {
    if (input.via === 'query') throw notImplemented(`Calling ${signature(fn)}, whose only parameter is unnamed, with GET`)
    // PostgREST binds a bytea body as its raw bytes; Buffers reach PostgreSQL as bytea.
    const body = arg.type === 'bytea' ? Buffer.from(input.raw) : input.raw
    return { from: '', call: `${target}(${params.add(body)}::${arg.type})` }
  }
  const keys = new Set(inputKeys(input))
  const given = fn.args.filter((a) => keys.has(a.name))
  // PostgREST would name it `"" := …`, which PostgreSQL rejects as a syntax error (42601).
  if (given.some((a) => a.name === '')) throw notImplemented(`Passing an argument to an unnamed parameter of ${signature(fn)}`)
  const named = (a: FunctionArg, value: string) => `${ident(a.name)} := ${value}`
  if (input.via === 'query') {
    const args = given.map((a) => named(a, `${params.add(input.args.get(a.name))}::${argumentType(a.type)}`))
    return { from: '', call: `${target}(${args.join(', ')})` }
  }
  if (given.length === 0) return { from: '', call: `${target}()` }
  const columns = given.map((a) => `${ident(a.name)} ${argumentType(a.type)}`)
  return {
    from: `json_to_record(${params.add(input.raw)}::json) AS pgrst_body(${columns.join(', ')})`,
    call: `${target}(${given.map((a) => named(a, `pgrst_body.${ident(a.name)}`)).join(', ')})`,
  }
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

/** What a call returns, which decides its SQL and its response: nothing, one value, or rows. */
export function rpcResultKind(cache: SchemaCache, fn: FunctionInfo): RpcPlan['kind'] {
  if (fn.returnsVoid) return 'void'
  return !functionResultTable(cache, fn) && !fn.returnsSet ? 'scalar' : 'rows'
}

export interface RpcPlan extends SqlPlan {
  kind: 'void' | 'scalar' | 'rows'
}

export function buildRpc(cache: SchemaCache, fn: FunctionInfo, input: RpcInput, query: ParsedQuery, options: ReadOptions): RpcPlan {
  const params = new Params()
  const { from, call } = callSql(fn, input, params)
  const fromArgs = from ? ` FROM ${from}` : ''
  // The call as a FROM item: after the arguments' record, which it reads laterally.
  const relation = from ? `${from}, LATERAL ${call}` : call
  if (fn.returnsVoid) return { sql: `SELECT ${call}${fromArgs}`, params: params.values, kind: 'void' }
  const table = functionResultTable(cache, fn)
  if (!table) {
    const starOnly = query.select.length === 1 && query.select[0]?.type === 'star'
    if (!starOnly || query.filters.length || query.order?.length || (!fn.returnsSet && (query.limit !== undefined || query.offset))) {
      throw notImplemented(`Select, filters, order or paging on the scalar result of ${signature(fn)}`)
    }
    if (!fn.returnsSet) {
      return { sql: `SELECT NULL::bigint AS total, 1 AS page_total, to_json(${call})::text AS body${fromArgs}`, params: params.values, kind: 'scalar' }
    }
    const limit = options.limit === undefined ? '' : ` LIMIT ${params.add(options.limit)}`
    const offset = options.offset ? ` OFFSET ${params.add(options.offset)}` : ''
    const source = `SELECT t0.v FROM ${relation} t0(v)${limit}${offset}`
    return {
      sql: `WITH pgrst_source AS (${source}) SELECT ${options.count ? `(SELECT count(*) FROM ${relation} t0(v))` : 'NULL'}::bigint AS total, count(*) AS page_total, coalesce(json_agg(_postgrest_t.v), '[]'::json)::text AS body FROM pgrst_source _postgrest_t`,
      params: params.values,
      kind: 'rows',
    }
  }
  const sql = mainQuery(cache, params, table, relation, query, { ...options, single: options.single || !fn.returnsSet })
  return { sql, params: params.values, kind: 'rows' }
}
