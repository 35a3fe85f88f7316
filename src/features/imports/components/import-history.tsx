import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Button } from '@/components/ui/button.tsx'
import { Dialog } from '@/components/ui/dialog.tsx'
import { ListStatus } from '@/components/ui/list-status.tsx'
import type { ImportRow } from '@/data/imports/import-fetchers.ts'
import { useUndoImportMutation } from '@/data/imports/import-mutations.ts'
import { importQueries } from '@/data/imports/import-queries.ts'
import { formatShortDate } from '@/lib/dates.ts'
import { errorText } from '@/lib/error-text.ts'
import { ImportProgressBar } from './import-progress-bar.tsx'
import { ImportReport } from './import-report.tsx'

const POLL_MS = 2000
const STATE_LABELS: Record<string, string> = { running: 'Running', done: 'Done', failed: 'Failed', undone: 'Undone' }

/**
 * The imports so far, read from the database: a running one's progress shows after a reload
 * (and one started from the command line shows here too), polled until none runs.
 */
export function ImportHistory({ drivingId }: { drivingId: string | null }) {
  const imports = useQuery({
    ...importQueries.list(),
    refetchInterval: (query) => (query.state.data?.some((row) => row.state === 'running') ? POLL_MS : false),
  })
  if (imports.isPending) return <ListStatus kind="loading">Loading the imports...</ListStatus>
  if (!imports.data) {
    return (
      <ListStatus kind="error" action={<Button variant="secondary" onClick={() => void imports.refetch()}>Try again</Button>}>
        {errorText(imports.error, "Couldn't load the imports.")}
      </ListStatus>
    )
  }
  if (imports.data.length === 0) return <ListStatus kind="empty">No imports yet.</ListStatus>
  return (
    <ul aria-label="Imports" className="space-y-3">
      {imports.data.map((row) => <ImportEntry key={row.id} row={row} driven={row.id === drivingId} />)}
    </ul>
  )
}

function ImportEntry({ row, driven }: { row: ImportRow; driven: boolean }) {
  const [open, setOpen] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const undo = useUndoImportMutation({ onSuccess: () => setConfirming(false) })
  const interrupted = row.state === 'running' && !driven
  return (
    <li data-testid="import-entry" className="rounded-lg border border-gray-200 bg-white p-4 text-sm">
      <p className="font-medium text-ink">
        {row.file_name} · {STATE_LABELS[row.state] ?? row.state} · {formatShortDate(row.created_at)}
      </p>
      <ImportProgressBar processed={row.processed} total={row.total} />
      {interrupted && (
        <p className="mt-2 text-ink-muted">
          If this import stopped (a closed tab, a reload), choose the same file again to resume it, or undo it.
        </p>
      )}
      <div className="mt-2 flex flex-wrap gap-2">
        {row.state !== 'running' && (
          <Button variant="secondary" onClick={() => setOpen(!open)} aria-expanded={open}>{open ? 'Hide the report' : 'Show the report'}</Button>
        )}
        {row.state !== 'undone' && !driven && <Button variant="danger" onClick={() => setConfirming(true)}>Undo this import</Button>}
      </div>
      {open && <ImportReport importId={row.id} counts={row.counts} />}
      <Dialog open={confirming} onOpenChange={setConfirming} title="Undo this import?"
        description="Its articles with their comments and old addresses, the writers it created, the subscribers it added and its stored images are removed.">
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setConfirming(false)} disabled={undo.isPending}>Cancel</Button>
          <Button variant="danger" onClick={() => undo.mutate(row.id)} disabled={undo.isPending}>{undo.isPending ? 'Undoing...' : 'Yes, undo'}</Button>
        </div>
      </Dialog>
    </li>
  )
}
