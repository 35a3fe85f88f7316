/** `/rpc/<fn>`: picking the function as PostgREST 14 does (Plan.hs findProc) and the SQL that calls it. */
import { RestError } from './errors.ts'
import type { ParsedQuery } from './parse-query.ts'
import { notImplemented } from './refuse.ts'
import { mainQuery, Params, qualified, type ReadOptions, type SqlPlan } from './sql.ts'
import type { FunctionInfo, SchemaCache, TableInfo } from './schema.ts'

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
 * The overload named arguments select. Several → 300 PGRST203; none → 404 PGRST202. A POST whose
 * arguments fit no overload but a function with one unnamed json/jsonb parameter would be called
 * with the whole body by PostgREST; the stand-in refuses that call.
 */
export function pickFunction(cache: SchemaCache, name: string, keys: string[], post: boolean): FunctionInfo {
  const overloads = cache.functions.get(name) ?? []
  const keySet = new Set(keys)
  const named = overloads.filter((fn) => matchesParams(fn, keySet))
  const unnamed = overloads.filter(
    (fn) => post && fn.args.length === 1 && fn.args[0].name === '' && (fn.args[0].type === 'json' || fn.args[0].type === 'jsonb'),
  )
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
  if (named.length === 0) throw notImplemented(`Calling ${signature(fn)} with the whole request body`)
  if (fn.variadic) throw notImplemented(`Calling the variadic function ${signature(fn)}`)
  return fn
}

/** Converts an argument for a bound parameter; PostgreSQL casts it to the argument's type. */
function argParam(value: unknown, type: string, fromQuery: boolean): unknown {
  if (value === null || value === undefined) return null
  if (fromQuery) return String(value)
  if (/^jsonb?$/.test(type)) return JSON.stringify(value)
  if (Array.isArray(value)) return value.map((v) => (v !== null && typeof v === 'object' ? JSON.stringify(v) : v))
  if (typeof value === 'object') return JSON.stringify(value)
  return String(value)
}

function functionCall(fn: FunctionInfo, args: Map<string, unknown>, params: Params, fromQuery: boolean): string {
  const parts: string[] = []
  for (const arg of fn.args) {
    if (!args.has(arg.name)) continue
    parts.push(`"${arg.name.replace(/"/g, '""')}" := ${params.add(argParam(args.get(arg.name), arg.type, fromQuery))}::${arg.type}`)
  }
  return `${qualified(fn)}(${parts.join(', ')})`
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

export interface RpcPlan extends SqlPlan {
  kind: 'void' | 'scalar' | 'rows'
}

export function buildRpc(
  cache: SchemaCache,
  fn: FunctionInfo,
  args: Map<string, unknown>,
  query: ParsedQuery,
  options: ReadOptions & { fromQuery: boolean },
): RpcPlan {
  const params = new Params()
  const call = functionCall(fn, args, params, options.fromQuery)
  if (fn.returnsVoid) return { sql: `SELECT ${call}`, params: params.values, kind: 'void' }
  const table = functionResultTable(cache, fn)
  if (!table) {
    const starOnly = query.select.length === 1 && query.select[0].type === 'star'
    if (!starOnly || query.filters.length || query.order?.length || (!fn.returnsSet && (query.limit !== undefined || query.offset))) {
      throw notImplemented(`Select, filters, order or paging on the scalar result of ${signature(fn)}`)
    }
    if (!fn.returnsSet) {
      return { sql: `SELECT NULL::bigint AS total, 1 AS page_total, to_json(${call})::text AS body`, params: params.values, kind: 'scalar' }
    }
    const limit = options.limit === undefined ? '' : ` LIMIT ${params.add(options.limit)}`
    const offset = options.offset ? ` OFFSET ${params.add(options.offset)}` : ''
    const source = `SELECT t0.v FROM ${call} t0(v)${limit}${offset}`
    return {
      sql: `WITH pgrst_source AS (${source}) SELECT ${options.count ? `(SELECT count(*) FROM ${call} t0(v))` : 'NULL'}::bigint AS total, count(*) AS page_total, coalesce(json_agg(_postgrest_t.v), '[]'::json)::text AS body FROM pgrst_source _postgrest_t`,
      params: params.values,
      kind: 'rows',
    }
  }
  const sql = mainQuery(cache, params, table, call, query, { ...options, single: options.single || !fn.returnsSet })
  return { sql, params: params.values, kind: 'rows' }
}
