/** How far an import has come: posts, pages and subscribers read of the export's total. */
export function ImportProgressBar({ processed, total }: { processed: number; total: number }) {
  const max = Math.max(total, processed, 1)
  return (
    <div className="mt-2">
      <div role="progressbar" aria-label="Import progress" aria-valuemin={0} aria-valuemax={max} aria-valuenow={processed}
        className="h-3 w-full overflow-hidden rounded bg-gray-200">
        <div className="h-full bg-brand transition-[width]" style={{ width: `${Math.round((processed / max) * 100)}%` }} />
      </div>
      <p className="mt-1 text-ink-muted">{processed.toLocaleString('en-US')} of {total.toLocaleString('en-US')} items</p>
    </div>
  )
}
