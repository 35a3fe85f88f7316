/**
 * Renders a planned statement on a table as parameterised SQL. It looks nothing up: every name
 * it writes was found in the schema cache by the plan (resolve.ts), and is double-quoted here;
 * every value from the request is a bound parameter.
 */
import { restErrors } from '../error-catalogue.ts'
import type { ResolvedCondition, ResolvedFilter, ResolvedItem, ResolvedOrder, ResolvedQuery } from '../plan/resolve.ts'
import type { TableInfo } from '../schema/schema.ts'

export class Params {
  readonly values: unknown[] = []
  add(value: unknown): string {
    this.values.push(value)
    return `$${this.values.length}`
  }
}

/** Quotes an identifier. Callers pass only names validated against the schema cache. */
export function ident(name: string): string {
  if (name.includes('\u0000')) throw restErrors.invalidIdentifier()
  return `"${name.replace(/"/g, '""')}"`
}

export function qualified(table: { schema: string; name: string }): string {
  return `${ident(table.schema)}.${ident(table.name)}`
}

interface Ctx {
  params: Params
  aliasCounter: number
}

function nextAlias(ctx: Ctx): string {
  ctx.aliasCounter += 1
  return `t${ctx.aliasCounter}`
}

const COMPARE: Record<string, string> = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=', like: 'LIKE', ilike: 'ILIKE' }
const IS: Record<string, string> = { null: 'NULL', not_null: 'NOT NULL', true: 'TRUE', false: 'FALSE', unknown: 'UNKNOWN' }

function filterSql(f: ResolvedFilter, alias: string, ctx: Ctx): string {
  const col = `${alias}.${ident(f.column)}`
  const v = f.value
  let expr: string
  if (v.kind === 'is') {
    expr = `${col} IS ${IS[v.value]}`
  } else if (v.kind === 'list') {
    expr = v.values.length === 0 ? 'false' : `${col} = ANY(${ctx.params.add(v.values)})`
  } else {
    const lhs = f.op === 'like' || f.op === 'ilike' ? `${col}::text` : col
    expr = `${lhs} ${COMPARE[f.op]} ${ctx.params.add(v.value)}`
  }
  return f.negate ? `NOT (${expr})` : expr
}

function conditionSql(c: ResolvedCondition, alias: string, ctx: Ctx): string {
  if (c.type === 'filter') return filterSql(c, alias, ctx)
  const parts = c.children.map((child) => conditionSql(child, alias, ctx))
  const joined = `(${parts.join(c.op === 'and' ? ' AND ' : ' OR ')})`
  return c.negate ? `NOT ${joined}` : joined
}

function orderSql(terms: ResolvedOrder[], alias: string): string {
  if (terms.length === 0) return ''
  const parts = terms.map((t) => {
    const col = `${alias}.${ident(t.column)}`
    return `${col} ${t.direction === 'desc' ? 'DESC' : 'ASC'}${t.nulls ? ` NULLS ${t.nulls === 'first' ? 'FIRST' : 'LAST'}` : ''}`
  })
  return `ORDER BY ${parts.join(', ')}`
}

/** LIMIT/OFFSET as bound parameters; OFFSET 0 is left out. */
function pagingSql(params: Params, limit: number | undefined, offset: number | undefined): string {
  let sql = ''
  if (limit !== undefined) sql += ` LIMIT ${params.add(limit)}`
  if (offset) sql += ` OFFSET ${params.add(offset)}`
  return sql
}

/**
 * The select list for `items` aliased `alias`. Embeds come out as jsonb, as PostgREST builds
 * them (so their keys are in jsonb order).
 */
function selectList(items: ResolvedItem[], alias: string, ctx: Ctx): string[] {
  const columns: string[] = []
  for (const item of items) {
    if (item.type === 'star') {
      columns.push(`${alias}.*`)
    } else if (item.type === 'column') {
      columns.push(`${alias}.${ident(item.column)} AS ${ident(item.as)}`)
    } else {
      const rel = item.relationship
      const ta = nextAlias(ctx)
      const join = rel.pairs.map(([o, t]) => `${ta}.${ident(t)} = ${alias}.${ident(o)}`).join(' AND ')
      const from = `FROM ${qualified(rel.target)} ${ta} WHERE ${join}`
      if (item.body.kind === 'count') {
        // PostgREST selects `<alias>.count`, which PostgreSQL reads as count(<alias>).
        const counted = `json_build_object('count', count(*))`
        columns.push(`(SELECT ${rel.toOne ? counted : `json_build_array(${counted})`}::jsonb ${from}) AS ${ident(item.as)}`)
        continue
      }
      if (item.body.select.length === 0) continue
      const sub = selectList(item.body.select, ta, ctx)
      const e = `_e${ta}`
      columns.push(
        rel.toOne
          ? `(SELECT row_to_json(${e})::jsonb FROM (SELECT ${sub.join(', ')} ${from} LIMIT 1) ${e}) AS ${ident(item.as)}`
          : `(SELECT coalesce(json_agg(${e})::jsonb, '[]'::jsonb) FROM (SELECT ${sub.join(', ')} ${from}) ${e}) AS ${ident(item.as)}`,
      )
    }
  }
  if (columns.length === 0) columns.push('NULL AS "__pgrst_empty"')
  return columns
}

export interface SqlPlan {
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
 * The main query over `relation` (a table, or a function call) aliased t0: select list,
 * filters, order, paging, optional total count.
 */
export function mainQuery(params: Params, relation: string, query: ResolvedQuery, options: ReadOptions): string {
  const ctx: Ctx = { params, aliasCounter: 0 }
  const columns = selectList(query.select, 't0', ctx)
  const where = query.filters.map((c) => conditionSql(c, 't0', ctx))
  const whereSql = where.length ? ` WHERE ${where.join(' AND ')}` : ''
  const order = orderSql(query.order, 't0')
  const paging = pagingSql(params, options.limit, options.offset)
  const from = `FROM ${relation} t0${whereSql}`
  const source = `SELECT ${columns.join(', ')} ${from} ${order}${paging}`
  return wrap(source, options.count ? `SELECT count(*) ${from}` : null, options.single)
}

/**
 * A read reduced to what PostgreSQL checks before it plans: the relation and the filters that
 * can fail to parse (so a malformed value still answers 22P02 and a wrong type 42804, first, as
 * the full read would), under `WHERE false`, which the planner folds away at once. Run as the
 * request's role, it meets the privilege check the full read would meet, without planning a
 * crafted select list. `like`/`ilike` compare the column cast to text with a text value, which
 * cannot fail before execution, so they are left out (345 of them were a crafted request).
 */
export function buildReadProbe(table: TableInfo, filters: ResolvedCondition[]): SqlPlan {
  const ctx: Ctx = { params: new Params(), aliasCounter: 0 }
  const where = filters.flatMap(mayFailToParse).map((c) => ` AND ${conditionSql(c, 't0', ctx)}`).join('')
  return { sql: `SELECT 1 FROM ${qualified(table)} t0 WHERE false${where}`, params: ctx.params.values }
}

/** The condition without its parts that always parse (see buildReadProbe), or nothing. */
function mayFailToParse(c: ResolvedCondition): ResolvedCondition[] {
  if (c.type === 'filter') return c.op === 'like' || c.op === 'ilike' ? [] : [c]
  const children = c.children.flatMap(mayFailToParse)
  return children.length ? [{ ...c, children }] : []
}

/** GET/HEAD on a table or view. */
export function buildRead(table: TableInfo, query: ResolvedQuery, options: ReadOptions): SqlPlan {
  const params = new Params()
  return { sql: mainQuery(params, qualified(table), query, options), params: params.values }
}

/**
 * Every write yields one row (page_total, body); body is null unless a representation is asked
 * for, with the columns of `select`. `rows` is the data-modifying statement followed by
 * RETURNING, or a SELECT standing in for it.
 */
function mutationSql(select: ResolvedItem[], rows: (returning: string) => string, params: Params, o: WriteOptions): string {
  if (!o.returning) return `WITH pgrst_mutation AS (${rows('1')}) SELECT count(*) AS page_total, NULL::text AS body FROM pgrst_mutation`
  const ctx: Ctx = { params, aliasCounter: 0 }
  const columns = selectList(select, 't0', ctx)
  return `WITH pgrst_mutation AS (${rows('t0.*')}), pgrst_source AS (SELECT ${columns.join(', ')} FROM pgrst_mutation t0) SELECT count(*) AS page_total, ${bodySql(o.single)} AS body FROM pgrst_source _postgrest_t`
}

/** `mutation RETURNING …` */
const returningFrom = (mutation: string) => (returning: string) => `${mutation} RETURNING ${returning}`

export interface WriteOptions {
  /** Prefer: return=representation (the plan resolved the select list only then). */
  returning: boolean
  single: boolean
}

export interface InsertOptions extends WriteOptions {
  rows: Record<string, unknown>[]
  columns: string[]
  /** Prefer: missing=default — keys absent from a row take the column DEFAULT, not NULL. */
  missingDefault?: boolean
}

/** Haskell's Data.Set order of PostgREST's column set: by code point, which UTF-8 bytes keep. */
function byCodePoint(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a), Buffer.from(b))
}

/**
 * Prefer: missing=default as PostgREST writes it (fromJsonBodyF with defaults): a jsonb object
 * of the written columns' defaults, in PostgREST's column order, that each row is merged over.
 * It is built once per row whether or not the row misses a key, so a sequence default advances
 * for every row, as with PostgREST.
 */
export function defaultsObject(table: TableInfo, columns: string[], params: Params): string {
  const pairs = [...columns].sort(byCodePoint).flatMap((c) => {
    const def = table.columns.get(c)?.defaultExpr
    return def ? [`${params.add(c)}::text, (${def})`] : []
  })
  return `jsonb_build_object(${pairs.join(', ')})`
}

export function buildInsert(table: TableInfo, select: ResolvedItem[], o: InsertOptions): SqlPlan {
  const params = new Params()
  let mutation: string
  if (o.columns.length === 0) {
    // `{}` and `[{}, {}]` insert rows of defaults; `[]` inserts nothing (PostgREST's "INSERT … SELECT FROM").
    mutation = `INSERT INTO ${qualified(table)} AS t0 SELECT FROM generate_series(1, ${params.add(o.rows.length)}::int)`
  } else {
    const cols = o.columns.map(ident).join(', ')
    let rows = `${params.add(JSON.stringify(o.rows))}::json`
    let populate = 'json_populate_recordset'
    if (o.missingDefault) {
      const defaults = defaultsObject(table, o.columns, params)
      rows = `(SELECT jsonb_agg(${defaults} || _j.v ORDER BY _j.i) FROM jsonb_array_elements(${rows}::jsonb) WITH ORDINALITY _j(v, i))`
      populate = 'jsonb_populate_recordset'
    }
    mutation = `INSERT INTO ${qualified(table)} AS t0 (${cols}) SELECT ${cols} FROM ${populate}(NULL::${qualified(table)}, ${rows}) _`
  }
  return { sql: mutationSql(select, returningFrom(mutation), params, o), params: params.values }
}

function rootWhere(filters: ResolvedCondition[], params: Params): string[] {
  const ctx: Ctx = { params, aliasCounter: 0 }
  return filters.map((c) => conditionSql(c, 't0', ctx))
}

export interface UpdateOptions extends WriteOptions {
  values: Record<string, unknown>
  /** Prefer: missing=default (see defaultsObject). */
  missingDefault?: boolean
}

/** An UPDATE of the rows `filters` select (the plan leaves them empty only for an empty body). */
export function buildUpdate(table: TableInfo, filters: ResolvedCondition[], select: ResolvedItem[], o: UpdateOptions): SqlPlan {
  const params = new Params()
  const names = Object.keys(o.values)
  if (names.length === 0) {
    // PostgREST writes nothing for an empty body: it selects "… WHERE false" instead.
    const rows = (returning: string) => `SELECT ${returning} FROM ${qualified(table)} t0 WHERE false`
    return { sql: mutationSql(select, rows, params, o), params: params.values }
  }
  const where = rootWhere(filters, params)
  const value = `${params.add(JSON.stringify(o.values))}::json`
  // With missing=default PostgREST merges the body over the defaults here too: the body has every
  // key, so only the defaults' side effects (a sequence advancing) show.
  const record = o.missingDefault
    ? `jsonb_populate_record(NULL::${qualified(table)}, ${defaultsObject(table, names, params)} || ${value}::jsonb)`
    : `json_populate_record(NULL::${qualified(table)}, ${value})`
  const mutation = `UPDATE ${qualified(table)} AS t0 SET ${names.map((c) => `${ident(c)} = _.${ident(c)}`).join(', ')} FROM (SELECT * FROM ${record}) _ WHERE ${where.join(' AND ')}`
  return { sql: mutationSql(select, returningFrom(mutation), params, o), params: params.values }
}

export function buildDelete(table: TableInfo, filters: ResolvedCondition[], select: ResolvedItem[], o: WriteOptions): SqlPlan {
  const params = new Params()
  const where = rootWhere(filters, params)
  const mutation = `DELETE FROM ${qualified(table)} AS t0 WHERE ${where.join(' AND ')}`
  return { sql: mutationSql(select, returningFrom(mutation), params, o), params: params.values }
}
