/** PostgREST caps a response at db-max-rows (1000 by default), so whole-table reads go in batches of that. */
export const BATCH_ROWS = 1000
