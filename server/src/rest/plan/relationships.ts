/**
 * Finds the foreign key an embed (`select=…,comments(…)`) goes through, with PostgREST 14's
 * rules for hint-free embeds (Plan.hs findRel): the target names the other table, the
 * constraint, or the single foreign-key column on the origin's side. Relationships PostgREST
 * would also find but the stand-in does not build (many-to-many through a junction table,
 * views, computed relationships, self-references) are refused, not answered differently.
 * (PostgREST's PGRST201 details are a JSON array; here they are one readable line.)
 */
import { restErrors } from '../error-catalogue.ts'
import type { ForeignKey, SchemaCache, TableInfo } from '../schema/schema.ts'

export interface Relationship {
  target: TableInfo
  toOne: boolean
  fk: ForeignKey
  /** Origin columns paired with target columns. */
  pairs: [string, string][]
  cardinality: 'many-to-one' | 'one-to-many' | 'one-to-one'
}

/** Whether `fn` takes a row of `table` as its only argument (a computed column or relationship). */
export function takesRowOf(fn: { args: { type: string }[] }, table: TableInfo): boolean {
  const [arg, ...more] = fn.args
  return arg !== undefined && more.length === 0 && (arg.type === table.name || arg.type === `${table.schema}.${table.name}`)
}

/** The catalog lists a foreign key's columns and the columns they reference pairwise, so both lists are as long. */
function pairUp(fk: ForeignKey, origin: string[], target: string[]): [string, string][] {
  return origin.map((column, i) => {
    const paired = target[i]
    if (paired === undefined) throw new Error(`foreign key ${fk.constraint} lists more columns than it references`)
    return [column, paired]
  })
}

function candidates(cache: SchemaCache, from: TableInfo, relation: string): Relationship[] {
  const found: Relationship[] = []
  for (const fk of cache.foreignKeys) {
    const single = fk.columns.length === 1
    if (fk.table === from.name) {
      const target = cache.tables.get(fk.refTable)
      if (target && (fk.refTable === relation || fk.constraint === relation || (single && fk.columns[0] === relation))) {
        found.push({
          target,
          toOne: true,
          fk,
          pairs: pairUp(fk, fk.columns, fk.refColumns),
          cardinality: fk.unique ? 'one-to-one' : 'many-to-one',
        })
      }
    }
    if (fk.refTable === from.name) {
      const target = cache.tables.get(fk.table)
      if (target && (fk.table === relation || fk.constraint === relation || (single && fk.refColumns[0] === relation))) {
        found.push({
          target,
          toOne: fk.unique,
          fk,
          pairs: pairUp(fk, fk.refColumns, fk.columns),
          cardinality: fk.unique ? 'one-to-one' : 'one-to-many',
        })
      }
    }
  }
  return found
}

function refuseUnbuilt(cache: SchemaCache, from: TableInfo, relation: string): void {
  const target = cache.tables.get(relation)
  if (from.kind === 'view' || target?.kind === 'view') throw restErrors.notImplemented(`Embedding through a view ("${from.name}" and "${relation}")`)
  if ((cache.functions.get(relation) ?? []).some((fn) => takesRowOf(fn, from))) {
    throw restErrors.notImplemented(`The computed relationship "${relation}"`)
  }
  if (target) {
    const junction = cache.foreignKeys.some(
      (a) => a.refTable === from.name && cache.foreignKeys.some((b) => b.table === a.table && b.refTable === target.name && b !== a),
    )
    if (junction) throw restErrors.notImplemented(`Many-to-many embedding between "${from.name}" and "${relation}"`)
  }
}

export function resolveRelationship(cache: SchemaCache, from: TableInfo, relation: string): Relationship {
  refuseUnbuilt(cache, from, relation)
  const matching = candidates(cache, from, relation)
  if (matching.some((m) => m.fk.table === m.fk.refTable)) throw restErrors.notImplemented(`Embedding "${relation}" through the self-referencing table "${from.name}"`)
  const [only, ...others] = matching
  if (!only) {
    throw restErrors.noRelationship(cache.schema, from.name, relation)
  }
  if (others.length) {
    throw restErrors.ambiguousRelationship(
      from.name,
      relation,
      matching.map((m) => ({
        cardinality: m.cardinality,
        constraint: m.fk.constraint,
        from: from.name,
        fromColumns: m.pairs.map((p) => p[0]),
        target: m.target.name,
        targetColumns: m.pairs.map((p) => p[1]),
      })),
    )
  }
  return only
}
