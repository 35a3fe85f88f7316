import type { OverviewCounts } from '../../types/database.ts'
import type { DbClient } from '../db-client.ts'

export type { OverviewCounts } from '../../types/database.ts'

/**
 * All four overview counts in one request (`overview_counts()`): articles and pending comments
 * from trigger-maintained counters, so neither scans its table.
 */
export async function fetchOverviewCounts(db: DbClient): Promise<OverviewCounts> {
  const { data } = await db.rpc('overview_counts').throwOnError()
  return data
}
