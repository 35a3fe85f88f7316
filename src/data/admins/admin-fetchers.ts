import type { OverviewCounts } from '../../types/database.ts'
import type { DbClient } from '../db-client.ts'

/** Asks the database (public.is_admin()) whether the signed-in user is in public.admins. */
export async function fetchIsAdmin(db: DbClient): Promise<boolean> {
  const { data } = await db.rpc('is_admin').throwOnError()
  return data === true
}

export type { OverviewCounts } from '../../types/database.ts'

/**
 * All four overview counts in one request (`overview_counts()`): articles and pending comments
 * from trigger-maintained counters, so neither scans its table.
 */
export async function fetchOverviewCounts(db: DbClient): Promise<OverviewCounts> {
  const { data } = await db.rpc('overview_counts').throwOnError()
  return data
}
