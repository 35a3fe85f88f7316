import { useInfiniteQuery } from '@tanstack/react-query'
import { History } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button.tsx'
import { adminArticleQueries } from '@/data/articles/admin-article-queries.ts'
import type { ArticleRevision } from '@/data/articles/revision-fetchers.ts'
import { useRestoreRevisionMutation } from '@/data/articles/admin-article-mutations.ts'
import { formatLongDateTime } from '@/lib/dates.ts'
import { ConfirmActionDialog } from './confirm-action-dialog.tsx'

interface RevisionsPanelProps {
  articleId: string
  /** After a restore: the article now holds the revision's values. */
  onRestored: (revision: ArticleRevision) => void
  onDismissEvent: (event: Event) => void
}

/** The article's history, newest first, a page at a time; each entry can be restored (itself a new entry). */
export function RevisionsPanel({ articleId, onRestored, onDismissEvent }: RevisionsPanelProps) {
  const [open, setOpen] = useState(false)
  const revisions = useInfiniteQuery({ ...adminArticleQueries.revisions(articleId), enabled: open })
  const [toRestore, setToRestore] = useState<ArticleRevision | null>(null)
  const restore = useRestoreRevisionMutation()
  const rows = revisions.data?.pages.flatMap((page) => page.rows) ?? []

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
          {revisions.isPending && <p className="text-ink-muted">Loading revisions...</p>}
          {revisions.isError && <p role="alert" className="text-brand">Couldn't load the article's history.</p>}
          {revisions.data && rows.length === 0 && <p className="text-ink-muted">No earlier versions yet.</p>}
          {rows.length > 0 && (
            <ul aria-label="Revisions" className="divide-y divide-gray-100">
              {rows.map((revision) => (
                <li key={revision.id} className="flex items-center justify-between gap-3 py-2">
                  <span className="min-w-0">
                    <span className="block truncate font-medium text-ink">{revision.title || '(untitled)'}</span>
                    <span className="block text-xs text-ink-muted">
                      <time dateTime={revision.created_at}>{formatLongDateTime(revision.created_at)}</time>
                      {' · '}{revision.edited_by_name ?? 'the system'}{' · '}{revision.status === 'draft' ? 'Draft' : 'Published'}
                    </span>
                  </span>
                  <Button variant="secondary" onClick={() => setToRestore(revision)}
                    aria-label={`Restore the version saved ${formatLongDateTime(revision.created_at)}`}>Restore</Button>
                </li>
              ))}
            </ul>
          )}
          {revisions.hasNextPage && (
            <Button variant="secondary" className="mt-2" disabled={revisions.isFetchingNextPage} onClick={() => void revisions.fetchNextPage()}>
              {revisions.isFetchingNextPage ? 'Loading...' : 'Older revisions'}
            </Button>
          )}
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
