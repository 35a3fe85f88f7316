/**
 * Part of the plan step, as PostgREST's Plan resolves its read plan tree: every name a request
 * gives (select items, filter and order columns, body keys) is looked up in the schema cache and
 * every embed becomes the relationship it goes through, so that the SQL writer (sql.ts) only
 * renders what is resolved here. The checks run in the order the SQL names them, which is the
 * order in which a request with several faults learns of them.
 */
import { restErrors } from '../error-catalogue.ts'
import type { Condition, Filter } from '../request/parse-filter.ts'
import type { OrderTerm } from '../request/parse-order.ts'
import type { ParsedQuery } from '../request/parse-query.ts'
import type { SelectItem } from '../request/parse-select.ts'
import { resolveRelationship, takesRowOf, type Relationship } from './relationships.ts'
import type { ColumnInfo, SchemaCache, TableInfo } from '../schema/schema.ts'

/** An item of a select list whose names are all in the schema cache. */
export type ResolvedItem =
  | { type: 'star' }
  | { type: 'column'; column: string; as: string }
  | { type: 'embed'; as: string; relationship: Relationship; body: EmbedBody }

/**
 * What an embed selects: only the count of the related rows (`rel(count)`), or rows with these
 * items (none: the embed is left out of the response, as PostgREST leaves out `rel()`).
 */
export type EmbedBody = { kind: 'count' } | { kind: 'rows'; select: ResolvedItem[] }

export type ResolvedFilter = Omit<Filter, 'field'> & { column: string }
export type ResolvedCondition = ResolvedFilter | { type: 'logic'; op: 'and' | 'or'; negate: boolean; children: ResolvedCondition[] }
export type ResolvedOrder = Omit<OrderTerm, 'field'> & { column: string }

/** A read's select list, filters and order, resolved against the relation read. */
export interface ResolvedQuery {
  select: ResolvedItem[]
  filters: ResolvedCondition[]
  order: ResolvedOrder[]
}

/** A column of `table`; a computed column (a function of the row) is refused, anything else is 42703. */
function column(cache: SchemaCache, table: TableInfo, name: string): ColumnInfo {
  const col = table.columns.get(name)
  if (col) return col
  if ((cache.functions.get(name) ?? []).some((fn) => takesRowOf(fn, table))) throw restErrors.notImplemented(`The computed column "${name}"`)
  throw restErrors.undefinedColumn(table.name, name)
}

/** The select list over `table`, embeds at `depth` (PostgREST names each embed's join by it). */
export function resolveSelect(cache: SchemaCache, table: TableInfo, items: SelectItem[], depth = 1): ResolvedItem[] {
  const embedNames = new Set<string>()
  return items.map((item): ResolvedItem => {
    if (item.type === 'star') return item
    if (item.type === 'column') {
      if (item.field === 'count' && !table.columns.has('count')) throw restErrors.notImplemented('The legacy "count" select item')
      const col = column(cache, table, item.field)
      return { type: 'column', column: col.name, as: item.alias ?? col.name }
    }
    const as = item.alias ?? item.relation
    // PostgREST joins each embed as "<table>_<name>_<depth>": two under one name collide in SQL.
    if (embedNames.has(as)) throw restErrors.duplicateEmbed(table.name, as, depth)
    embedNames.add(as)
    const relationship = resolveRelationship(cache, table, item.relation)
    // PostgREST selects `<alias>.count`, which PostgreSQL reads as count(<alias>) unless the
    // table has a column of that name.
    if (item.count && !relationship.target.columns.has('count')) return { type: 'embed', as, relationship, body: { kind: 'count' } }
    const select: SelectItem[] = item.count ? [{ type: 'column', field: 'count' }] : item.select
    return { type: 'embed', as, relationship, body: { kind: 'rows', select: resolveSelect(cache, relationship.target, select, depth + 1) } }
  })
}

export function resolveConditions(cache: SchemaCache, table: TableInfo, conditions: Condition[]): ResolvedCondition[] {
  return conditions.map((c): ResolvedCondition => {
    if (c.type === 'logic') return { ...c, children: resolveConditions(cache, table, c.children) }
    const { field, ...rest } = c
    return { ...rest, column: column(cache, table, field).name }
  })
}

function resolveOrder(cache: SchemaCache, table: TableInfo, terms: OrderTerm[] | undefined): ResolvedOrder[] {
  return (terms ?? []).map(({ field, ...rest }) => ({ ...rest, column: column(cache, table, field).name }))
}

/** A read of `table` (or of a function's result described as one): select list, filters, order. */
export function resolveQuery(cache: SchemaCache, table: TableInfo, query: ParsedQuery): ResolvedQuery {
  const select = resolveSelect(cache, table, query.select)
  const filters = resolveConditions(cache, table, query.filters)
  return { select, filters, order: resolveOrder(cache, table, query.order) }
}

/** Checks body/columns keys against the table: PGRST204 for unknown ones. */
export function checkWritableColumns(table: TableInfo, names: string[]): void {
  for (const name of names) {
    if (!table.columns.has(name)) {
      throw restErrors.noColumn(table.name, name)
    }
  }
}

/** The root filters of an UPDATE or DELETE: without any, the whole table would change, which is refused. */
export function requireFilters(verb: 'UPDATE' | 'DELETE', filters: ResolvedCondition[]): ResolvedCondition[] {
  if (filters.length === 0) throw restErrors.requiresWhere(verb)
  return filters
}
