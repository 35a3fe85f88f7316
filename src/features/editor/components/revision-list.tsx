import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { Button } from '@/components/ui/button.tsx'
import { adminArticleQueries } from '@/data/articles/admin-article-queries.ts'
import type { ArticleRevision } from '@/data/articles/revision-fetchers.ts'
import { revisionQueries } from '@/data/articles/revision-queries.ts'
import { RevisionEntry } from './revision-entry.tsx'

interface RevisionListProps {
  articleId: string
  onRestore: (revision: ArticleRevision) => void
}

/**
 * The article's history, newest first, a page at a time, each entry compared with the article as
 * it is now. Its own chunk (with the diff library), loaded when the panel first opens.
 */
export function RevisionList({ articleId, onRestore }: RevisionListProps) {
  const revisions = useInfiniteQuery(adminArticleQueries.revisions(articleId))
  const current = useQuery(revisionQueries.current(articleId))
  const rows = revisions.data?.pages.flatMap((page) => page.rows) ?? []

  return (
    <>
      {revisions.isPending && <p className="text-ink-muted">Loading revisions...</p>}
      {revisions.isError && <p role="alert" className="text-brand">Couldn't load the article's history.</p>}
      {current.isError && <p role="alert" className="text-brand">Couldn't load the current version to compare with.</p>}
      {revisions.data && rows.length === 0 && <p className="text-ink-muted">No earlier versions yet.</p>}
      {rows.length > 0 && (
        <ul aria-label="Revisions" className="divide-y divide-gray-100">
          {rows.map((revision) => (
            <RevisionEntry key={revision.id} revision={revision} current={current.data ?? undefined} onRestore={onRestore} />
          ))}
        </ul>
      )}
      {revisions.hasNextPage && (
        <Button variant="secondary" className="mt-2" disabled={revisions.isFetchingNextPage} onClick={() => void revisions.fetchNextPage()}>
          {revisions.isFetchingNextPage ? 'Loading...' : 'Older revisions'}
        </Button>
      )}
    </>
  )
}
