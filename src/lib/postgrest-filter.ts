/**
 * Characters that are wildcards to LIKE (`%`, `_`) or to PostgREST's like operators (`*`), or
 * that end or escape a value inside `or=(…)` (`,` `(` `)` `"` `\` `:`).
 */
const UNSAFE = /[%_*,()"\\:]/g

/**
 * PostgREST `or` filter for "any of these columns contains the term", case-insensitively,
 * run in the database. Each unsafe character becomes `_` (any one character), so it still
 * matches itself and can never change the query's shape; the value is double-quoted so dots
 * and spaces are plain text. The term is used as given: normalise it first.
 */
export function containsAnyFilter(columns: readonly string[], term: string): string {
  const pattern = `"%${term.replace(UNSAFE, '_')}%"`
  return columns.map((column) => `${column}.ilike.${pattern}`).join(',')
}
