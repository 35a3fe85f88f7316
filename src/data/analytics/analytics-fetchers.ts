import type { DbClient } from '../db-client.ts'
import { requestError } from '../request-error.ts'
import type { AnalyticsPeriod } from '../../config/analytics.ts'
import type { AnalyticsReport, ArticleViewCounts, ArticleViewHistory } from '../../types/database.ts'

/** Everything the Analytics tab shows for a period, in one request (`analytics_report`). */
export async function fetchAnalyticsReport(db: DbClient, days: AnalyticsPeriod): Promise<AnalyticsReport> {
  const { data, error, status } = await db.rpc('analytics_report', { days })
  if (error) throw requestError(error, status)
  return data
}

/** All-time views of the given articles (a page of the Articles list); an unviewed article is absent. */
export async function fetchArticleViewCounts(db: DbClient, articleIds: readonly string[]): Promise<ArticleViewCounts> {
  if (articleIds.length === 0) return {}
  const { data, error, status } = await db.rpc('article_view_counts', { article_ids: [...articleIds] })
  if (error) throw requestError(error, status)
  return data
}

/** One article's views: all time and per day for the last 30 days (its editor). */
export async function fetchArticleViewHistory(db: DbClient, articleId: string): Promise<ArticleViewHistory> {
  const { data, error, status } = await db.rpc('article_view_history', { article_id: articleId })
  if (error) throw requestError(error, status)
  return data
}
