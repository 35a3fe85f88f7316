import { useQuery } from '@tanstack/react-query'
import { ListStatus } from '@/components/ui/list-status.tsx'
import { importQueries } from '@/data/imports/import-queries.ts'
import type { Json } from '@/types/database.types.ts'

const COUNT_LABELS: Record<string, string> = {
  published: 'Published', scheduled: 'Scheduled', drafts: 'Drafts', skipped: 'Skipped', alreadyImported: 'Already imported',
  comments: 'Comments', redirects: 'Old addresses', imagesStored: 'Images stored', imagesLeftOut: 'Images left out',
  subscribersAdded: 'Subscribers added', subscribersKept: 'Subscribers already here', subscribersInvalid: 'Invalid addresses',
  subscribersWithoutConsent: 'Subscribers without consent (skipped)',
}

function countsOf(counts: Json): [string, number][] {
  if (!counts || typeof counts !== 'object' || Array.isArray(counts)) return []
  return Object.entries(counts).filter((entry): entry is [string, number] => typeof entry[1] === 'number')
}

/** An import's report: its counts and the lines on what was skipped and why, and the warnings. */
export function ImportReport({ importId, counts }: { importId: string; counts: Json }) {
  const notes = useQuery(importQueries.notes(importId))
  return (
    <div className="mt-3 space-y-2" data-testid="import-report">
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-ink">
        {countsOf(counts).map(([name, count]) => <li key={name}>{COUNT_LABELS[name] ?? name}: {count.toLocaleString('en-US')}</li>)}
      </ul>
      {notes.isPending && <ListStatus kind="loading">Loading the report...</ListStatus>}
      {notes.data && notes.data.notes.length > 0 && (
        <ul className="max-h-80 list-disc overflow-y-auto pl-5 text-ink-muted">
          {notes.data.notes.map((note) => (
            <li key={note.id}>{note.kind === 'skipped' ? 'Skipped' : 'Warning'}: {note.subject}: {note.reason}</li>
          ))}
          {notes.data.hasMore && <li>… and more (the command line's --report writes them all)</li>}
        </ul>
      )}
    </div>
  )
}
