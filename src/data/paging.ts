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

export interface RowRange {
  from: number
  to: number
}

/**
 * Pending comments come first, then the moderated ones. Given the rows a page wants from the
 * combined list and how many are pending, returns the slice to read from each query.
 */
export function splitPendingFirst(
  wanted: RowRange,
  pendingCount: number,
): { pending: RowRange | null; rest: RowRange | null } {
  const pending = wanted.from < pendingCount ? { from: wanted.from, to: Math.min(wanted.to, pendingCount - 1) } : null
  const rest = wanted.to >= pendingCount
    ? { from: Math.max(0, wanted.from - pendingCount), to: wanted.to - pendingCount }
    : null
  return { pending, rest }
}
