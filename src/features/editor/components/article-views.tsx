import { useQuery } from '@tanstack/react-query'
import { adminAnalyticsQueries } from '@/data/analytics/admin-analytics-queries.ts'

const count = new Intl.NumberFormat('en-US')

/** The editor's header: how often readers opened this article, of all time and in the last 30 days. */
export function ArticleViews({ articleId }: { articleId: string }) {
  const history = useQuery(adminAnalyticsQueries.articleHistory(articleId))
  if (!history.data) return null
  const recent = history.data.days.reduce((sum, day) => sum + day.views, 0)
  return (
    <span data-testid="article-views" className="text-xs text-ink-muted">
      {count.format(history.data.total)} view{history.data.total === 1 ? '' : 's'} · {count.format(recent)} in the last 30 days
    </span>
  )
}
