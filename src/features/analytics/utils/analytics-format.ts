import { formatDate } from '@/lib/dates.ts'

const numbers = new Intl.NumberFormat('en-US')

/** 12,345 */
export const formatCount = (value: number) => numbers.format(value)

/** A UTC day of the rollup ('2026-11-28') as "Nov 28": the days are UTC days, so is the label. */
export const formatDay = (day: string) => formatDate(`${day}T00:00:00Z`, 'monthDay', 'UTC')

/** Each part's share of the whole, in whole percent ("62%"); nothing of nothing is 0%. */
export function sharePercent(part: number, whole: number): string {
  return `${whole > 0 ? Math.round((part / whole) * 100) : 0}%`
}

/** The sum of one field over the rows. */
export function total<T>(rows: readonly T[], pick: (row: T) => number): number {
  return rows.reduce((sum, row) => sum + pick(row), 0)
}
