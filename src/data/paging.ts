/** Pages for `total` rows; an empty list still has one (empty) page. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize))
}

/** PostgREST caps a response at db-max-rows (1000 by default), so whole-table reads go in batches of that. */
export const BATCH_ROWS = 1000
