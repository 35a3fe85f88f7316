import { Bar, BarChart, ResponsiveContainer, XAxis, YAxis } from 'recharts'
import type { AnalyticsReport, DeviceClass } from '@/types/database.ts'
import { formatCount, sharePercent, total } from '../utils/analytics-format.ts'

const LABELS: Record<DeviceClass, string> = { desktop: 'Desktop', mobile: 'Mobile', tablet: 'Tablet' }

/** Visitors by kind of device, as bars and as a list of shares. */
export function DeviceSplit({ devices }: { devices: AnalyticsReport['devices'] }) {
  const visitors = total(devices, (row) => row.visitors)
  const data = (['desktop', 'mobile', 'tablet'] as const).map((device) => ({
    device: LABELS[device],
    visitors: devices.find((row) => row.device === device)?.visitors ?? 0,
  }))
  return (
    <section aria-labelledby="devices-heading" className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
      <h3 id="devices-heading" className="mb-2 text-lg font-semibold text-ink">Devices</h3>
      {visitors === 0 ? (
        <p className="text-sm text-ink-muted">No visitors in this period yet.</p>
      ) : (
        <>
          <div className="h-28" aria-hidden>
            <ResponsiveContainer width="100%" height="100%">
              <BarChart data={data} layout="vertical" margin={{ top: 0, right: 16, bottom: 0, left: 8 }}>
                <XAxis type="number" hide />
                <YAxis type="category" dataKey="device" width={64} tick={{ fontSize: 12 }} />
                <Bar dataKey="visitors" fill="#b91c1c" isAnimationActive={false} />
              </BarChart>
            </ResponsiveContainer>
          </div>
          <ul className="mt-2 space-y-1 text-sm" data-testid="device-split">
            {data.map((row) => (
              <li key={row.device} className="flex justify-between">
                <span>{row.device}</span>
                <span className="tabular-nums">{sharePercent(row.visitors, visitors)} · {formatCount(row.visitors)} visitors</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}
