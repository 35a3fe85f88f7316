import type { AnalyticsReport } from '@/types/database.ts'
import { formatCount, total } from '../utils/analytics-format.ts'

/** The period's totals: views, visitors (one a day each), confirmed newsletter sign-ups. */
export function AnalyticsSummary({ report }: { report: AnalyticsReport }) {
  const figures = [
    { label: 'Page views', value: total(report.days, (day) => day.views) },
    { label: 'Visitors', value: total(report.days, (day) => day.visitors) },
    { label: 'Newsletter sign-ups', value: total(report.signups, (row) => row.signups) },
  ]
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      {figures.map((figure) => (
        <div key={figure.label} className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
          <dt className="text-sm font-medium text-ink-muted">{figure.label}</dt>
          <dd className="text-3xl font-bold text-ink">{formatCount(figure.value)}</dd>
        </div>
      ))}
    </dl>
  )
}
