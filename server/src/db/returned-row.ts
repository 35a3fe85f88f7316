/**
 * The row a statement that writes exactly one row hands back through RETURNING (an INSERT without ON CONFLICT DO
 * NOTHING, or one with DO UPDATE): PostgreSQL returns a row per row written, or fails the statement, so a missing
 * row means the statement was changed to one that can skip its write.
 */
export function returnedRow<T>(result: { rows: T[] }, statement: string): T {
  const [row] = result.rows
  if (row === undefined) throw new Error(`${statement} returned no row`)
  return row
}
