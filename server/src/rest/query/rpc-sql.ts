/**
 * The SQL of an `/rpc/<fn>` call, shaped as PostgREST's callPlanToQuery shapes it
 * (QueryBuilder.hs). It renders what the plan resolved (rpc.ts): the function, its arguments
 * and what it returns.
 */
import type { ResolvedCall, RpcResult } from '../plan/rpc.ts'
import type { FunctionInfo } from '../schema/schema.ts'
import { ident, mainQuery, Params, qualified, type ReadOptions, type SqlPlan } from './sql.ts'

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
export function callSql(fn: FunctionInfo, call: ResolvedCall, params: Params): CallSql {
  const target = qualified(fn)
  if (call.kind === 'whole-body') {
    // PostgREST binds a bytea body as its raw bytes; Buffers reach PostgreSQL as bytea.
    const body = call.type === 'bytea' ? Buffer.from(call.raw) : call.raw
    return { from: '', call: `${target}(${params.add(body)}::${call.type})` }
  }
  if (call.kind === 'query') {
    const args = call.args.map(({ param, value }) => `${ident(param.name)} := ${params.add(value)}::${argumentType(param.type)}`)
    return { from: '', call: `${target}(${args.join(', ')})` }
  }
  if (call.params.length === 0) return { from: '', call: `${target}()` }
  const columns = call.params.map((p) => `${ident(p.name)} ${argumentType(p.type)}`)
  return {
    from: `json_to_record(${params.add(call.raw)}::json) AS pgrst_body(${columns.join(', ')})`,
    call: `${target}(${call.params.map((p) => `${ident(p.name)} := pgrst_body.${ident(p.name)}`).join(', ')})`,
  }
}

export function buildRpc(fn: FunctionInfo, call: ResolvedCall, result: RpcResult, options: ReadOptions): SqlPlan {
  const params = new Params()
  const { from, call: invocation } = callSql(fn, call, params)
  const fromArgs = from ? ` FROM ${from}` : ''
  // The call as a FROM item: after the arguments' record, which it reads laterally.
  const relation = from ? `${from}, LATERAL ${invocation}` : invocation
  switch (result.kind) {
    case 'void':
      return { sql: `SELECT ${invocation}${fromArgs}`, params: params.values }
    case 'scalar':
      return { sql: `SELECT NULL::bigint AS total, 1 AS page_total, to_json(${invocation})::text AS body${fromArgs}`, params: params.values }
    case 'scalars': {
      const limit = options.limit === undefined ? '' : ` LIMIT ${params.add(options.limit)}`
      const offset = options.offset ? ` OFFSET ${params.add(options.offset)}` : ''
      const source = `SELECT t0.v FROM ${relation} t0(v)${limit}${offset}`
      return {
        sql: `WITH pgrst_source AS (${source}) SELECT ${options.count ? `(SELECT count(*) FROM ${relation} t0(v))` : 'NULL'}::bigint AS total, count(*) AS page_total, coalesce(json_agg(_postgrest_t.v), '[]'::json)::text AS body FROM pgrst_source _postgrest_t`,
        params: params.values,
      }
    }
    case 'rows':
      return { sql: mainQuery(params, relation, result.query, { ...options, single: options.single || !fn.returnsSet }), params: params.values }
  }
}
