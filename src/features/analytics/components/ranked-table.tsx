import type { ReactNode } from 'react'
import { formatCount } from '../utils/analytics-format.ts'

/** A column of text, or of a count (right-aligned and formatted). */
export type RankedColumn<T> = { header: string; cell: (row: T) => ReactNode; count?: never } | { header: string; count: (row: T) => number; cell?: never }

/** A top list (articles, referrers, campaigns, sign-up pages): a titled table, or a line saying there is none yet. */
export function RankedTable<T>({ title, rows, columns, rowKey, empty }: {
  title: string
  rows: readonly T[]
  columns: readonly RankedColumn<T>[]
  rowKey: (row: T) => string
  empty: string
}) {
  const id = `ranked-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`
  return (
    <section aria-labelledby={id} className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
      <h3 id={id} className="mb-2 text-lg font-semibold text-ink">{title}</h3>
      {rows.length === 0 ? (
        <p className="text-sm text-ink-muted">{empty}</p>
      ) : (
        <table className="w-full text-left text-sm">
          <thead className="text-xs uppercase text-ink-muted">
            <tr>{columns.map((column) => <th key={column.header} scope="col" className={column.count ? 'py-1 text-right' : 'py-1'}>{column.header}</th>)}</tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)} className="border-t border-gray-100">
                {columns.map((column) => (
                  <td key={column.header} className={column.count ? 'py-1.5 pl-2 text-right tabular-nums' : 'break-words py-1.5'}>
                    {column.count ? formatCount(column.count(row)) : column.cell?.(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
