/**
 * PostgreSQL checks a role's privileges only once it has parsed and planned a statement, so a
 * crafted select (hundreds of aliases, embeds two dozen deep) on a table the role may not read
 * cost the database tens of milliseconds just to be refused. The anon role reads no table
 * directly, so that was work any anonymous caller could order at will.
 *
 * Where the schema cache says the role may select nothing from the table, the read is first
 * sent reduced (sql.ts `buildReadProbe`): PostgreSQL gives its own answer, in its own order of
 * checks (a malformed filter value, then the privilege), for the cost of a trivial query. Only if
 * the probe passes (a grant since the cache was read) does the full read run. Filters inside
 * embeds are not in the probe: a malformed value there is answered 42501 rather than 22P02.
 */
import type { Statement } from '../plan/plan.ts'
import { buildReadProbe, type SqlPlan } from './sql.ts'

/** The reduced read to run first, or null when the full read may go straight to PostgreSQL. */
export function readProbe(statement: Statement, role: string): SqlPlan | null {
  if (statement.kind !== 'read') return null
  const { table, query } = statement
  if (!table.readers || table.readers.has(role)) return null
  return buildReadProbe(table, query.filters)
}
