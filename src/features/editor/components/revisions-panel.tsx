import { History } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import type { ArticleRevision } from '@/data/articles/revision-fetchers.ts'
import { useRestoreRevisionMutation } from '@/data/articles/admin-article-mutations.ts'
import { formatLongDateTime } from '@/lib/dates.ts'
import { ConfirmActionDialog } from './confirm-action-dialog.tsx'

// The list compares versions word by word (the diff library and its text extraction): fetched
// when an editor first opens the history, never with the editor itself.
const RevisionList = lazy(async () => ({ default: (await import('./revision-list.tsx')).RevisionList }))

interface RevisionsPanelProps {
  articleId: string
  /** After a restore: the article now holds the revision's values. */
  onRestored: (revision: ArticleRevision) => void
  onDismissEvent: (event: Event) => void
}

/** The article's history, newest first; each entry shows what changed since, a preview, and Restore (itself a new entry). */
export function RevisionsPanel({ articleId, onRestored, onDismissEvent }: RevisionsPanelProps) {
  const [open, setOpen] = useState(false)
  const [toRestore, setToRestore] = useState<ArticleRevision | null>(null)
  const restore = useRestoreRevisionMutation()

  return (
    <section aria-labelledby="article-revisions-heading" className="rounded-md border border-gray-200">
      <h3 id="article-revisions-heading">
        <button type="button" aria-expanded={open} aria-controls="article-revisions-list" onClick={() => setOpen(!open)}
          className="flex w-full items-center gap-2 px-3 py-2 text-left text-sm font-medium text-ink hover:bg-gray-50">
          <History className="h-4 w-4" aria-hidden />Revisions
        </button>
      </h3>
      {open && (
        <div id="article-revisions-list" className="border-t border-gray-200 px-3 py-2 text-sm">
          <Suspense fallback={<p className="text-ink-muted">Loading revisions...</p>}>
            <RevisionList articleId={articleId} onRestore={setToRestore} />
          </Suspense>
        </div>
      )}
      <ConfirmActionDialog open={toRestore !== null} title="Restore this version?"
        description={toRestore && <>The article's text, image, category and flags go back to the version saved {formatLongDateTime(toRestore.created_at)}. The current version stays in the history.</>}
        confirmLabel="Restore" busyLabel="Restoring..." busy={restore.isPending} onDismissEvent={onDismissEvent}
        onCancel={() => setToRestore(null)}
        onConfirm={() => {
          const revision = toRestore
          if (revision) restore.mutate({ revisionId: revision.id, articleId }, { onSuccess: () => onRestored(revision), onSettled: () => setToRestore(null) })
        }} />
    </section>
  )
}
