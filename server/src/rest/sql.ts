/**
 * Turns a parsed PostgREST request into parameterised SQL. Identifiers are emitted only after
 * they were found in the schema cache (and are then double-quoted); every value from the
 * request is a bound parameter.
 */
import { RestError } from './errors.ts'
import type { Field } from './parse-field.ts'
import { fieldLabel } from './parse-field.ts'
import type { Condition, Filter } from './parse-filter.ts'
import type { OrderTerm } from './parse-order.ts'
import type { Level, ParsedQuery } from './parse-query.ts'
import type { SelectItem } from './parse-select.ts'
import type { ColumnInfo, ForeignKey, FunctionInfo, SchemaCache, TableInfo } from './schema.ts'

export class Params {
  readonly values: unknown[] = []
  add(value: unknown): string {
    this.values.push(value)
    return `$${this.values.length}`
  }
}

/** Quotes an identifier. Callers pass only names validated against the schema cache. */
export function ident(name: string): string {
  if (name.includes('\u0000')) throw new RestError(400, 'PGRST100', 'invalid identifier')
  return `"${name.replace(/"/g, '""')}"`
}

export function qualified(table: { schema: string; name: string }): string {
  return `${ident(table.schema)}.${ident(table.name)}`
}

export function unknownColumn(table: TableInfo, name: string): RestError {
  return new RestError(400, '42703', `column ${table.name}.${name} does not exist`)
}

export function unknownTable(schema: string, name: string): RestError {
  return new RestError(404, 'PGRST205', `Could not find the table '${schema}.${name}' in the schema cache`)
}

function column(table: TableInfo, name: string): ColumnInfo {
  const col = table.columns.get(name)
  if (!col) throw unknownColumn(table, name)
  return col
}

interface Ctx {
  cache: SchemaCache
  params: Params
  aliasCounter: number
  query: ParsedQuery
}

function nextAlias(ctx: Ctx): string {
  ctx.aliasCounter += 1
  return `t${ctx.aliasCounter}`
}

function fieldSql(table: TableInfo, alias: string, field: Field, params: Params): { sql: string; type: string } {
  const col = column(table, field.name)
  let sql = `${alias}.${ident(col.name)}`
  let type = col.type
  for (const step of field.json) {
    const key = /^-?\d+$/.test(step.key) ? `${params.add(Number(step.key))}::int` : `${params.add(step.key)}::text`
    sql = `${sql}${step.arrow}${key}`
    type = step.arrow === '->>' ? 'text' : 'jsonb'
  }
  return { sql, type }
}

const COMPARE: Record<string, string> = {
  eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=',
  like: 'LIKE', ilike: 'ILIKE', match: '~', imatch: '~*',
  cs: '@>', cd: '<@', ov: '&&', sl: '<<', sr: '>>', nxr: '&<', nxl: '&>', adj: '-|-',
}
const TEXTUAL = new Set(['like', 'ilike', 'match', 'imatch'])
const TSQUERY: Record<string, string> = {
  fts: 'to_tsquery', plfts: 'plainto_tsquery', phfts: 'phraseto_tsquery', wfts: 'websearch_to_tsquery',
}

function filterSql(f: Filter, table: TableInfo, alias: string, params: Params): string {
  const { sql: col, type } = fieldSql(table, alias, f.field, params)
  let expr: string
  const v = f.value
  if (v.kind === 'is') {
    expr = `${col} IS ${{ null: 'NULL', not_null: 'NOT NULL', true: 'TRUE', false: 'FALSE', unknown: 'UNKNOWN' }[v.value]}`
  } else if (f.op === 'in') {
    const values = v.kind === 'list' ? v.values : [v.value]
    expr = values.length === 0 ? 'false' : `${col} = ANY(${params.add(values)})`
  } else if (f.op === 'isdistinct') {
    expr = `${col} IS DISTINCT FROM ${params.add(v.kind === 'scalar' ? v.value : null)}`
  } else if (TSQUERY[f.op]) {
    const value = params.add(v.kind === 'scalar' ? v.value : '')
    const cfg = f.ftsConfig ? `${params.add(f.ftsConfig)}::regconfig, ` : ''
    const vector = type === 'tsvector' ? col : `to_tsvector(${cfg}${col})`
    expr = `${vector} @@ ${TSQUERY[f.op]}(${cfg}${value})`
  } else {
    const operator = COMPARE[f.op]
    if (!operator) throw new RestError(400, 'PGRST100', `"failed to parse filter (${f.op})"`, `unknown operator ${f.op}`)
    const lhs = TEXTUAL.has(f.op) ? `${col}::text` : col
    if (f.quantifier) {
      const values = v.kind === 'list' ? v.values : []
      const cast = TEXTUAL.has(f.op) ? '::text[]' : ''
      expr = `${lhs} ${operator} ${f.quantifier.toUpperCase()}(${params.add(values)}${cast})`
    } else {
      expr = `${lhs} ${operator} ${params.add(v.kind === 'scalar' ? v.value : null)}`
    }
  }
  return f.negate ? `NOT (${expr})` : expr
}

export function conditionSql(c: Condition, table: TableInfo, alias: string, params: Params): string {
  if (c.type === 'filter') return filterSql(c, table, alias, params)
  const parts = c.children.map((child) => conditionSql(child, table, alias, params))
  const joined = `(${parts.join(c.op === 'and' ? ' AND ' : ' OR ')})`
  return c.negate ? `NOT ${joined}` : joined
}

export function orderSql(terms: OrderTerm[] | undefined, table: TableInfo, alias: string, params: Params): string {
  if (!terms || terms.length === 0) return ''
  const parts = terms.map((t) => {
    const { sql } = fieldSql(table, alias, t.field, params)
    return `${sql} ${t.direction === 'desc' ? 'DESC' : 'ASC'}${t.nulls ? ` NULLS ${t.nulls === 'first' ? 'FIRST' : 'LAST'}` : ''}`
  })
  return `ORDER BY ${parts.join(', ')}`
}

interface Relationship {
  target: TableInfo
  toOne: boolean
  /** SQL joining the target alias to the parent alias. */
  join(parentAlias: string, targetAlias: string): string
  fk: ForeignKey
}

function resolveRelationship(cache: SchemaCache, from: TableInfo, relation: string, hint?: string): Relationship {
  const candidates: Relationship[] = []
  for (const fk of cache.foreignKeys) {
    // Many-to-one: `from` holds the foreign key.
    if (
      fk.table === from.name &&
      (fk.refTable === relation || fk.constraint === relation || (fk.columns.length === 1 && fk.columns[0] === relation))
    ) {
      const target = cache.tables.get(fk.refTable)
      if (target) {
        candidates.push({
          target,
          toOne: true,
          fk,
          join: (p, t) => fk.columns.map((c, i) => `${t}.${ident(fk.refColumns[i]!)} = ${p}.${ident(c)}`).join(' AND '),
        })
      }
    }
    // One-to-many: the target holds a foreign key to `from`.
    if (fk.refTable === from.name && (fk.table === relation || fk.constraint === relation)) {
      const target = cache.tables.get(fk.table)
      if (target) {
        candidates.push({
          target,
          toOne: fk.unique,
          fk,
          join: (p, t) => fk.columns.map((c, i) => `${t}.${ident(c)} = ${p}.${ident(fk.refColumns[i]!)}`).join(' AND '),
        })
      }
    }
  }
  const matching = hint
    ? candidates.filter((c) => c.fk.constraint === hint || c.fk.columns.includes(hint) || c.fk.refColumns.includes(hint))
    : candidates
  if (matching.length === 0) {
    throw new RestError(
      400,
      'PGRST200',
      `Could not find a relationship between '${from.name}' and '${relation}' in the schema cache`,
      `Searched for a foreign key relationship between '${from.name}' and '${relation}'${hint ? ` using the hint '${hint}'` : ''} in the schema '${cache.schema}', but no matches were found.`,
    )
  }
  if (matching.length > 1) {
    throw new RestError(
      300,
      'PGRST201',
      `Could not embed because more than one relationship was found for '${from.name}' and '${relation}'`,
      matching.map((m) => `${m.fk.table} using ${m.fk.constraint}`).join('; '),
      `Try changing '${relation}' to one of the following: ${matching.map((m) => `'${relation}!${m.fk.constraint}'`).join(', ')}.`,
    )
  }
  return matching[0]!
}

function levelOf(ctx: Ctx, path: string): Level {
  return ctx.query.levels.get(path) ?? { filters: [] }
}

/** LIMIT/OFFSET as bound parameters; OFFSET 0 is left out. */
function pagingSql(params: Params, limit: number | undefined, offset: number | undefined): string {
  let sql = ''
  if (limit !== undefined) sql += ` LIMIT ${params.add(limit)}`
  if (offset) sql += ` OFFSET ${params.add(offset)}`
  return sql
}

export interface SelectSql {
  columns: string[]
  /** EXISTS conditions from `!inner` embeds, for the parent's WHERE. */
  innerConditions: string[]
}

/** Builds the select list for `items` over `table` aliased `alias` at embed path `path`. */
function selectList(items: SelectItem[], table: TableInfo, alias: string, path: string, ctx: Ctx): SelectSql {
  const columns: string[] = []
  const innerConditions: string[] = []
  for (const item of items) {
    if (item.type === 'star') {
      columns.push(`${alias}.*`)
    } else if (item.type === 'column') {
      const { sql } = fieldSql(table, alias, item.field, ctx.params)
      const cast = item.cast ? `::${item.cast}` : ''
      columns.push(`${sql}${cast} AS ${ident(item.alias ?? fieldLabel(item.field))}`)
    } else {
      const rel = resolveRelationship(ctx.cache, table, item.relation, item.hint)
      const name = item.alias ?? item.relation
      const childPath = path ? `${path}.${name}` : name
      const lvl = levelOf(ctx, childPath)
      const where = (targetAlias: string): string[] => [
        rel.join(alias, targetAlias),
        ...lvl.filters.map((c) => conditionSql(c, rel.target, targetAlias, ctx.params)),
      ]
      if (item.joinType === 'inner') {
        const ea = nextAlias(ctx)
        innerConditions.push(`EXISTS (SELECT 1 FROM ${qualified(rel.target)} ${ea} WHERE ${where(ea).join(' AND ')})`)
      }
      const ta = nextAlias(ctx)
      if (item.count) {
        columns.push(
          `(SELECT json_build_array(json_build_object('count', count(*))) FROM ${qualified(rel.target)} ${ta} WHERE ${where(ta).join(' AND ')}) AS ${ident(name)}`,
        )
        continue
      }
      if (item.select.length === 0) continue
      const sub = selectList(item.select, rel.target, ta, childPath, ctx)
      const conds = [...where(ta), ...sub.innerConditions]
      const from = `FROM ${qualified(rel.target)} ${ta} WHERE ${conds.join(' AND ')}`
      const e = `_e${ta}`
      if (rel.toOne) {
        columns.push(`(SELECT row_to_json(${e}) FROM (SELECT ${sub.columns.join(', ')} ${from} LIMIT 1) ${e}) AS ${ident(name)}`)
      } else {
        const order = orderSql(lvl.order, rel.target, ta, ctx.params)
        columns.push(
          `(SELECT coalesce(json_agg(${e}), '[]'::json) FROM (SELECT ${sub.columns.join(', ')} ${from} ${order}${pagingSql(ctx.params, lvl.limit, lvl.offset)}) ${e}) AS ${ident(name)}`,
        )
      }
    }
  }
  if (columns.length === 0) columns.push('NULL AS "__pgrst_empty"')
  return { columns, innerConditions }
}

export interface ReadPlan {
  sql: string
  params: unknown[]
}

/** The response body built from the rows of `pgrst_source`: one object, or an array. */
function bodySql(single: boolean): string {
  return single
    ? `coalesce((json_agg(_postgrest_t)->0)::text, 'null')`
    : `coalesce(json_agg(_postgrest_t), '[]'::json)::text`
}

/** Wraps a row source into (total, page_total, body) as PostgREST's main query does. */
function wrap(source: string, countSql: string | null, single: boolean): string {
  return `WITH pgrst_source AS (${source}) SELECT ${countSql ? `(${countSql})` : 'NULL'}::bigint AS total, count(*) AS page_total, ${bodySql(single)} AS body FROM pgrst_source _postgrest_t`
}

export interface ReadOptions {
  count: boolean
  single: boolean
  limit?: number
  offset?: number
}

/**
 * The main query over `relation` (a table, or a function call) aliased t0, whose columns are
 * described by `table`: select list, root filters, order, paging, optional total count.
 */
function mainQuery(ctx: Ctx, table: TableInfo, relation: string, options: ReadOptions): string {
  const { params } = ctx
  const sel = selectList(ctx.query.select, table, 't0', '', ctx)
  const root = levelOf(ctx, '')
  const where = [...root.filters.map((c) => conditionSql(c, table, 't0', params)), ...sel.innerConditions]
  const whereSql = where.length ? ` WHERE ${where.join(' AND ')}` : ''
  const order = orderSql(root.order, table, 't0', params)
  const paging = pagingSql(params, options.limit, options.offset)
  const from = `FROM ${relation} t0${whereSql}`
  const source = `SELECT ${sel.columns.join(', ')} ${from} ${order}${paging}`
  return wrap(source, options.count ? `SELECT count(*) ${from}` : null, options.single)
}

/** GET/HEAD on a table or view. */
export function buildRead(cache: SchemaCache, table: TableInfo, query: ParsedQuery, options: ReadOptions): ReadPlan {
  const ctx: Ctx = { cache, params: new Params(), aliasCounter: 0, query }
  return { sql: mainQuery(ctx, table, qualified(table), options), params: ctx.params.values }
}

/** Checks body/columns keys against the table: PGRST204 for unknown ones. */
export function checkWritableColumns(table: TableInfo, names: string[]): void {
  for (const name of names) {
    if (!table.columns.has(name)) {
      throw new RestError(400, 'PGRST204', `Could not find the '${name}' column of '${table.name}' in the schema cache`)
    }
  }
}

export interface WritePlan {
  sql: string
  params: unknown[]
  /** The statement yields (total, page_total, body) rows; otherwise use rowCount. */
  wrapped: boolean
}

function representation(cache: SchemaCache, table: TableInfo, query: ParsedQuery, mutation: string, params: Params, single: boolean): string {
  const ctx: Ctx = { cache, params, aliasCounter: 0, query }
  const sel = selectList(query.select, table, 't0', '', ctx)
  const where = sel.innerConditions.length ? ` WHERE ${sel.innerConditions.join(' AND ')}` : ''
  return `WITH pgrst_mutation AS (${mutation} RETURNING t0.*), pgrst_source AS (SELECT ${sel.columns.join(', ')} FROM pgrst_mutation t0${where}) SELECT NULL::bigint AS total, count(*) AS page_total, ${bodySql(single)} AS body FROM pgrst_source _postgrest_t`
}

export interface InsertOptions {
  rows: Record<string, unknown>[]
  columns: string[]
  onConflict?: string[]
  resolution?: 'merge-duplicates' | 'ignore-duplicates'
  /** Prefer: missing=default — keys absent from a row take the column DEFAULT, not NULL. */
  missingDefault?: boolean
  returning: boolean
  single: boolean
}

export function buildInsert(cache: SchemaCache, table: TableInfo, query: ParsedQuery, o: InsertOptions): WritePlan {
  const params = new Params()
  checkWritableColumns(table, o.columns)
  let mutation: string
  if (o.columns.length === 0) {
    if (o.rows.length === 1) {
      // `{}` inserts one row of defaults.
      mutation = `INSERT INTO ${qualified(table)} AS t0 DEFAULT VALUES`
    } else if (o.rows.length === 0) {
      const cols = [...table.columns.values()].filter((c) => !c.generated).map((c) => ident(c.name)).join(', ')
      mutation = `INSERT INTO ${qualified(table)} AS t0 (${cols}) SELECT ${cols} FROM json_populate_recordset(NULL::${qualified(table)}, '[]'::json) _`
    } else {
      throw new RestError(400, 'PGRST102', 'Empty objects are only supported one at a time', null)
    }
  } else {
    const cols = o.columns.map(ident).join(', ')
    const rows = params.add(JSON.stringify(o.rows))
    const missing = o.missingDefault && o.rows.some((r) => o.columns.some((c) => !(c in r)))
    if (missing) {
      // Per row and column: the given value if the key is present, else the catalog DEFAULT.
      const values = o.columns.map((c) => {
        const def = table.columns.get(c)!.defaultExpr
        return `CASE WHEN (_j.v::jsonb) ? ${params.add(c)}::text THEN _.${ident(c)} ELSE ${def ? `(${def})` : 'NULL'} END`
      })
      mutation = `INSERT INTO ${qualified(table)} AS t0 (${cols}) SELECT ${values.join(', ')} FROM json_array_elements(${rows}::json) WITH ORDINALITY AS _j(v, i), LATERAL json_populate_record(NULL::${qualified(table)}, _j.v) _ ORDER BY _j.i`
    } else {
      mutation = `INSERT INTO ${qualified(table)} AS t0 (${cols}) SELECT ${cols} FROM json_populate_recordset(NULL::${qualified(table)}, ${rows}::json) _`
    }
  }
  if (o.resolution) {
    const target = o.onConflict ?? table.primaryKey
    if (target.length === 0) {
      throw new RestError(400, 'PGRST100', `"failed to parse on_conflict"`, `table ${table.name} has no primary key; pass on_conflict`)
    }
    checkWritableColumns(table, target)
    const updates = o.columns.filter((c) => !target.includes(c))
    if (o.resolution === 'ignore-duplicates' || updates.length === 0) {
      mutation += ` ON CONFLICT (${target.map(ident).join(', ')}) DO NOTHING`
    } else {
      mutation += ` ON CONFLICT (${target.map(ident).join(', ')}) DO UPDATE SET ${updates.map((c) => `${ident(c)} = EXCLUDED.${ident(c)}`).join(', ')}`
    }
  } else if (o.onConflict) {
    checkWritableColumns(table, o.onConflict)
  }
  if (!o.returning) return { sql: mutation, params: params.values, wrapped: false }
  return { sql: representation(cache, table, query, mutation, params, o.single), params: params.values, wrapped: true }
}

function rootWhere(table: TableInfo, query: ParsedQuery, params: Params): string[] {
  const root = query.levels.get('') ?? { filters: [] }
  return root.filters.map((c) => conditionSql(c, table, 't0', params))
}

export function buildUpdate(
  cache: SchemaCache,
  table: TableInfo,
  query: ParsedQuery,
  o: { values: Record<string, unknown>; returning: boolean; single: boolean },
): WritePlan {
  const params = new Params()
  const names = Object.keys(o.values)
  checkWritableColumns(table, names)
  const where = rootWhere(table, query, params)
  if (where.length === 0) throw new RestError(400, '21000', 'UPDATE requires a WHERE clause', null, 'Add a filter (e.g. ?id=eq.1) to the request')
  const sets = names.map((c) => `${ident(c)} = _.${ident(c)}`).join(', ')
  const mutation = `UPDATE ${qualified(table)} AS t0 SET ${sets} FROM (SELECT * FROM json_populate_record(NULL::${qualified(table)}, ${params.add(JSON.stringify(o.values))}::json)) _ WHERE ${where.join(' AND ')}`
  if (!o.returning) return { sql: mutation, params: params.values, wrapped: false }
  return { sql: representation(cache, table, query, mutation, params, o.single), params: params.values, wrapped: true }
}

export function buildDelete(cache: SchemaCache, table: TableInfo, query: ParsedQuery, o: { returning: boolean; single: boolean }): WritePlan {
  const params = new Params()
  const where = rootWhere(table, query, params)
  if (where.length === 0) throw new RestError(400, '21000', 'DELETE requires a WHERE clause', null, 'Add a filter (e.g. ?id=eq.1) to the request')
  const mutation = `DELETE FROM ${qualified(table)} AS t0 WHERE ${where.join(' AND ')}`
  if (!o.returning) return { sql: mutation, params: params.values, wrapped: false }
  return { sql: representation(cache, table, query, mutation, params, o.single), params: params.values, wrapped: true }
}

/** Picks the overload whose named arguments match the given keys (PostgREST's rule). */
export function pickFunction(cache: SchemaCache, name: string, keys: string[], bodyIsObject: boolean): { fn: FunctionInfo; wholeBody: boolean } {
  const candidates = cache.functions.get(name) ?? []
  for (const fn of candidates) {
    const names = new Set(fn.args.map((a) => a.name))
    if (keys.every((k) => names.has(k)) && fn.args.every((a) => a.hasDefault || keys.includes(a.name))) {
      return { fn, wholeBody: false }
    }
  }
  if (bodyIsObject) {
    for (const fn of candidates) {
      if (fn.args.length === 1 && fn.args[0]!.name === '' && /^jsonb?$/.test(fn.args[0]!.type)) return { fn, wholeBody: true }
    }
  }
  const list = [...keys].sort().join(', ')
  throw new RestError(
    404,
    'PGRST202',
    `Could not find the function ${cache.schema}.${name}${keys.length ? `(${list})` : ' without parameters'} in the schema cache`,
    `Searched for the function ${cache.schema}.${name} ${keys.length ? `with parameters ${list}` : 'without parameters'} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
  )
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

export function functionCall(
  fn: FunctionInfo,
  args: Map<string, unknown>,
  params: Params,
  wholeBody?: unknown,
  fromQuery = false,
): string {
  if (wholeBody !== undefined) {
    return `${qualified(fn)}(${params.add(JSON.stringify(wholeBody))}::${fn.args[0]!.type})`
  }
  const parts: string[] = []
  for (const arg of fn.args) {
    if (!args.has(arg.name)) continue
    parts.push(`${ident(arg.name)} := ${params.add(argParam(args.get(arg.name), arg.type, fromQuery))}::${arg.type}`)
  }
  return `${qualified(fn)}(${parts.join(', ')})`
}

/** The columns of a function result as a pseudo table, so select/filters/order can be checked. */
export function functionResultTable(cache: SchemaCache, fn: FunctionInfo): TableInfo | null {
  if (!fn.returnColumns) return null
  const named = cache.tables.get(fn.returnType.replace(/^public\./, ''))
  if (named && named.columns.size === fn.returnColumns.length) return named
  return {
    schema: cache.schema,
    name: fn.name,
    kind: 'view',
    primaryKey: [],
    columns: new Map(fn.returnColumns.map((c) => [c, { name: c, type: 'unknown', nullable: true, hasDefault: false, generated: false }])),
  }
}

export function buildRpc(
  cache: SchemaCache,
  fn: FunctionInfo,
  args: Map<string, unknown>,
  query: ParsedQuery,
  options: ReadOptions & { wholeBody?: unknown; fromQuery?: boolean },
): { sql: string; params: unknown[]; kind: 'void' | 'scalar' | 'rows' } {
  const params = new Params()
  const call = functionCall(fn, args, params, options.wholeBody, options.fromQuery)
  if (fn.returnsVoid) return { sql: `SELECT ${call}`, params: params.values, kind: 'void' }
  const table = functionResultTable(cache, fn)
  if (!table) {
    if (!fn.returnsSet) {
      return { sql: `SELECT NULL::bigint AS total, 1 AS page_total, to_json(${call})::text AS body`, params: params.values, kind: 'scalar' }
    }
    const source = `SELECT t0.v FROM ${call} t0(v)${pagingSql(params, options.limit, options.offset)}`
    return {
      sql: `WITH pgrst_source AS (${source}) SELECT ${options.count ? `(SELECT count(*) FROM ${call} t0(v))` : 'NULL'}::bigint AS total, count(*) AS page_total, coalesce(json_agg(_postgrest_t.v), '[]'::json)::text AS body FROM pgrst_source _postgrest_t`,
      params: params.values,
      kind: 'rows',
    }
  }
  const ctx: Ctx = { cache, params, aliasCounter: 0, query }
  const sql = mainQuery(ctx, table, call, { ...options, single: options.single || !fn.returnsSet })
  return { sql, params: params.values, kind: 'rows' }
}
