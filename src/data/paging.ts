import { requestError } from './request-error.ts'

/** Pages for `total` rows; an empty list still has one (empty) page. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize))
}

/** Inclusive row range for a 1-based page, as `.range(from, to)` takes it. */
export function pageRange(page: number, pageSize: number): { from: number; to: number } {
  const from = (Math.max(1, page) - 1) * pageSize
  return { from, to: from + pageSize - 1 }
}

/** A page that still exists after rows were deleted or filters changed. */
export function clampPage(page: number, total: number, pageSize: number): number {
  return Math.min(Math.max(1, page), pageCount(total, pageSize))
}

export interface Page<T> {
  rows: T[]
  total: number
}

interface CountedResponse<T> {
  data: T[] | null
  count: number | null
  error: { message: string; code?: string; details?: string | null; hint?: string | null } | null
  status: number
}

/** PostgREST's answer (416) to an offset past the last row. */
const RANGE_NOT_SATISFIABLE = 'PGRST103'

/**
 * One page of a list with its exact total. A page past the end (rows were deleted since the
 * total was shown) is not an error: the total alone is read so the UI can step back.
 */
export async function pageOrTotal<T>(page: PromiseLike<CountedResponse<T>>, countAll: () => PromiseLike<{ count: number | null }>): Promise<Page<T>> {
  const { data, count, error, status } = await page
  if (error?.code === RANGE_NOT_SATISFIABLE) return { rows: [], total: (await countAll()).count ?? 0 }
  if (error) throw requestError(error, status)
  return { rows: data ?? [], total: count ?? 0 }
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
