import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Button } from '@/components/ui/button.tsx'
import { ListStatus } from '@/components/ui/list-status.tsx'
import { PanelHeader } from '@/components/ui/panel-header.tsx'
import { paths } from '@/config/paths.ts'
import { adminAnalyticsQueries } from '@/data/analytics/admin-analytics-queries.ts'
import type { AnalyticsPeriod } from '@/config/analytics.ts'
import { errorText } from '@/lib/error-text.ts'
import { formatDate } from '@/lib/dates.ts'
import type { AnalyticsReport } from '@/types/database.ts'
import { AnalyticsSummary } from './analytics-summary.tsx'
import { DeviceSplit } from './device-split.tsx'
import { PeriodPicker } from './period-picker.tsx'
import { RankedTable } from './ranked-table.tsx'
import { VisitsChart } from './visits-chart.tsx'

type Row<K extends keyof AnalyticsReport> = AnalyticsReport[K] extends readonly (infer T)[] ? T : never

const dash = (value: string | null) => value ?? '—'

/** Editors and administrators: what was read, from where and on what, without tracking anyone. */
export function AnalyticsTab() {
  const [days, setDays] = useState<AnalyticsPeriod>(30)
  const report = useQuery(adminAnalyticsQueries.report(days))
  const data = report.data

  return (
    <>
      <PanelHeader title="Analytics"
        description={<>Last {days} days, today included. A visitor is counted once a day; no cookies, nothing stored that names a reader.
          {data?.updated_at && <> Counted up to {formatDate(data.updated_at, 'longDateTime')}.</>}</>}
        actions={<PeriodPicker value={days} onChange={setDays} />} />
      {report.isPending && <ListStatus kind="loading">Loading analytics...</ListStatus>}
      {report.isError && !data && (
        <ListStatus kind="error" action={<Button variant="secondary" onClick={() => void report.refetch()}>Try again</Button>}>
          {errorText(report.error, "Couldn't load the analytics.")}
        </ListStatus>
      )}
      {data && (
        <div className="space-y-6" aria-busy={report.isFetching}>
          <AnalyticsSummary report={data} />
          <VisitsChart days={data.days} />
          <div className="grid gap-6 lg:grid-cols-2">
            <RankedTable<Row<'articles'>> title="Top articles" rows={data.articles} rowKey={(row) => row.path}
              empty="No article has been read in this period yet."
              columns={[
                { header: 'Article', cell: (row) => <a href={row.path} target="_blank" rel="noreferrer" className="text-brand hover:underline">{row.title ?? row.path}</a> },
                { header: 'Views', count: (row) => row.views },
              ]} />
            <RankedTable<Row<'referrers'>> title="Top referrers" rows={data.referrers} rowKey={(row) => row.domain}
              empty="No visit came from another site in this period yet."
              columns={[
                { header: 'Site', cell: (row) => row.domain },
                { header: 'Visitors', count: (row) => row.visitors },
                { header: 'Views', count: (row) => row.views },
              ]} />
            <RankedTable<Row<'campaigns'>> title="Campaigns" rows={data.campaigns}
              rowKey={(row) => JSON.stringify([row.source, row.medium, row.campaign])}
              empty="No visit carried campaign tags (utm_source, utm_medium, utm_campaign) in this period yet."
              columns={[
                { header: 'Source', cell: (row) => dash(row.source) },
                { header: 'Medium', cell: (row) => dash(row.medium) },
                { header: 'Campaign', cell: (row) => dash(row.campaign) },
                { header: 'Visitors', count: (row) => row.visitors },
              ]} />
            <DeviceSplit devices={data.devices} />
            <RankedTable<Row<'signups'>> title="Newsletter sign-ups by page" rows={data.signups} rowKey={(row) => row.path}
              empty="No newsletter sign-up was confirmed in this period yet."
              columns={[
                { header: 'Page', cell: (row) => signupPage(row) },
                { header: 'Sign-ups', count: (row) => row.signups },
              ]} />
          </div>
        </div>
      )}
    </>
  )
}

function signupPage(row: Row<'signups'>) {
  if (!row.path) return 'Unknown page'
  if (row.path === paths.home) return 'Home'
  return row.title ?? row.path
}
