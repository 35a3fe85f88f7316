
/**
 * Keyset pagination through PostgREST filters (no offset walls). A list ordered by
 * (`column` desc, id desc) asks for the rows after the last one it showed, so a deep page reads
 * what the first one does, with an index on (…, column desc, id desc) serving the order.
 */

/** Where a page starts: just after this row. */
export interface KeyCursor {
  /** The row's value of the ordering column, exactly as the API returned it. */
  value: string
  id: string
}

/** A quoted PostgREST value: timestamps hold ':' and '+', which the logic syntax would split on. */
export const quoted = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`

/**
 * The conditions, for an `and(…)` tree, that keep the rows after `after` in (column desc, id
 * desc) order. The `lte` is implied by the `or` but gives the index a start key: without it
 * PostgreSQL walks the index from the top and filters every row before the cursor.
 */
export function afterKey(column: string, after: KeyCursor): string[] {
  const value = quoted(after.value)
  return [`${column}.lte.${value}`, `or(${column}.lt.${value},and(${column}.eq.${value},id.lt.${after.id}))`]
}

/** Where a page of a list newest first by creation time (comments, subscribers, videos) starts. */
export interface CreatedAtCursor {
  created_at: string
  id: string
}

/** The cursor of the page after the one that ends with `row`. */
export const createdAtCursor = (row: CreatedAtCursor): CreatedAtCursor => ({ created_at: row.created_at, id: row.id })

/** The rows after `after` in (created_at desc, id desc) order, as one `or` parameter. */
const afterCreated = (after: CreatedAtCursor) => allOf(afterKey('created_at', { value: after.created_at, id: after.id }))

/** The builder methods `newestFirst` uses (postgrest-js filter builders return themselves). */
interface OrderableQuery<Q> {
  or(filters: string): Q
  order(column: 'created_at' | 'id', options: { ascending: boolean }): Q
  limit(count: number): Q
}

/** `query` newest first by (created_at desc, id desc), from just after `after`, at most `limit` rows. */
export function newestFirst<Q extends OrderableQuery<Q>>(query: Q, after: CreatedAtCursor | null, limit: number): Q {
  return (after ? query.or(afterCreated(after)) : query)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(limit)
}

/** One `or` parameter holding all `conditions` (PostgREST combines logic parameters differently across versions). */
export const allOf = (conditions: string[]) => `and(${conditions.join(',')})`

/** A page read with one row more than it shows: hasMore says whether another page follows. */
export function keysetPage<T>(rows: T[], pageSize: number): { rows: T[]; hasMore: boolean } {
  return { rows: rows.slice(0, pageSize), hasMore: rows.length > pageSize }
}
