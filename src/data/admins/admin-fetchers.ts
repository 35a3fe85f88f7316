import type { DbClient } from '../db-client.ts'

/** Asks the database (public.is_admin()) whether the signed-in user is in public.admins. */
export async function fetchIsAdmin(db: DbClient): Promise<boolean> {
  const { data } = await db.rpc('is_admin').throwOnError()
  return data === true
}

/** The dashboard overview: what the signed-in caller may see of each table. */
export interface OverviewCounts {
  articles: number
  video_posts: number
  pending_comments: number
  subscribers: number
}

/**
 * All four overview counts in one request (`overview_counts()`): articles and pending comments
 * from trigger-maintained counters, so neither scans its table.
 */
export async function fetchOverviewCounts(db: DbClient): Promise<OverviewCounts> {
  const { data } = await db.rpc('overview_counts').throwOnError()
  return data as unknown as OverviewCounts
}
