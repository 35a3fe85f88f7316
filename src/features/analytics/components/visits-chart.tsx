import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import type { AnalyticsReport } from '@/types/database.ts'
import { formatCount, formatDay } from '../utils/analytics-format.ts'

const BRAND = '#b91c1c'
const SLATE = '#475569'

/** Visitors and views per day, as a chart and, for screen readers and exact figures, a table. */
export function VisitsChart({ days }: { days: AnalyticsReport['days'] }) {
  const data = days.map((day) => ({ ...day, label: formatDay(day.day) }))
  return (
    <section aria-labelledby="visits-heading" className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
      <h3 id="visits-heading" className="mb-3 text-lg font-semibold text-ink">Visitors and views per day</h3>
      <div className="h-64" aria-hidden data-testid="visits-chart">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={data} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
            <CartesianGrid stroke="#e5e7eb" strokeDasharray="3 3" />
            <XAxis dataKey="label" tick={{ fontSize: 12 }} minTickGap={16} />
            <YAxis allowDecimals={false} tick={{ fontSize: 12 }} width={48} tickFormatter={formatCount} />
            <Tooltip formatter={(value) => formatCount(Number(value))} />
            <Legend />
            <Line type="monotone" dataKey="views" name="Page views" stroke={BRAND} strokeWidth={2} dot={false} isAnimationActive={false} />
            <Line type="monotone" dataKey="visitors" name="Visitors" stroke={SLATE} strokeWidth={2} dot={false} isAnimationActive={false} />
          </LineChart>
        </ResponsiveContainer>
      </div>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer text-ink-muted">Show as a table</summary>
        <table className="mt-2 w-full text-left">
          <caption className="sr-only">Visitors and views per day</caption>
          <thead className="text-xs uppercase text-ink-muted">
            <tr><th scope="col" className="py-1">Day</th><th scope="col" className="py-1 text-right">Visitors</th><th scope="col" className="py-1 text-right">Page views</th></tr>
          </thead>
          <tbody>
            {[...data].reverse().map((day) => (
              <tr key={day.day} className="border-t border-gray-100">
                <th scope="row" className="py-1 font-normal">{day.label}</th>
                <td className="py-1 text-right">{formatCount(day.visitors)}</td>
                <td className="py-1 text-right">{formatCount(day.views)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  )
}
