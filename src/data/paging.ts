/** Pages for `total` rows; an empty list still has one (empty) page. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize))
}

/** PostgREST caps a response at db-max-rows (1000 by default), so whole-table reads go in batches of that. */
export const BATCH_ROWS = 1000

/** Every row `readRange` yields, read BATCH_ROWS at a time, up to `maxRows`. */
export async function readInBatches<T>(
  readRange: (from: number, to: number) => PromiseLike<{ data: T[] }>,
  maxRows: number = Number.POSITIVE_INFINITY,
): Promise<T[]> {
  const rows: T[] = []
  for (let from = 0; from < maxRows; from += BATCH_ROWS) {
    const { data } = await readRange(from, Math.min(from + BATCH_ROWS, maxRows) - 1)
    rows.push(...data)
    if (data.length < BATCH_ROWS) break
  }
  return rows
}
