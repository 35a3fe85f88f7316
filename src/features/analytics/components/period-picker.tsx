import { cn } from '@/lib/cn.ts'
import { ANALYTICS_PERIODS, type AnalyticsPeriod } from '@/config/analytics.ts'

/** 7, 30 or 90 days: one pressed at a time. */
export function PeriodPicker({ value, onChange }: { value: AnalyticsPeriod; onChange: (days: AnalyticsPeriod) => void }) {
  return (
    <div role="group" aria-label="Period" className="inline-flex overflow-hidden rounded-md border border-gray-300 bg-white">
      {ANALYTICS_PERIODS.map((days) => (
        <button key={days} type="button" aria-pressed={value === days} onClick={() => onChange(days)}
          className={cn('px-3 py-1.5 text-sm font-medium focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand',
            value === days ? 'bg-brand text-white' : 'text-ink hover:bg-gray-50')}>
          {days} days
        </button>
      ))}
    </div>
  )
}
