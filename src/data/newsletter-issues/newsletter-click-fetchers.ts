import type { DbClient } from '../db-client.ts'
import { requestError } from '../request-error.ts'
import type { IssueClickCounts } from '../../types/database.ts'

/** Clicks per issue and link for the history's issues; an issue nobody clicked is absent. */
export async function fetchIssueClicks(db: DbClient, issueIds: readonly string[]): Promise<IssueClickCounts> {
  if (issueIds.length === 0) return {}
  const { data, error, status } = await db.rpc('newsletter_click_counts', { issue_ids: [...issueIds] })
  if (error) throw requestError(error, status)
  return data
}
