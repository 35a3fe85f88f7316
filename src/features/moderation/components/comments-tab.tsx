import { useQuery } from '@tanstack/react-query'
import { Button } from '@/components/ui/button.tsx'
import { toast } from '@/components/ui/toast-store.ts'
import { useModerateCommentMutation } from '@/data/comments/admin-comment-mutations.ts'
import { adminCommentQueries } from '@/data/comments/admin-comment-queries.ts'
import { moderationCursor } from '@/data/comments/comment-fetchers.ts'
import { errorText } from '@/lib/error-text.ts'
import { useKeysetPager } from '@/hooks/use-keyset-pager.ts'
import { CommentListItem } from './comment-list-item.tsx'
import { ListStatus } from '@/components/ui/list-status.tsx'
import { PaginationControls } from '@/components/ui/pagination-controls.tsx'
import { PanelHeader } from '@/components/ui/panel-header.tsx'

export function CommentsTab() {
  // Paged by key, as the Articles tab: any page of a queue of 200,000 costs what page 1 does.
  const pager = useKeysetPager(moderationCursor)
  const comments = useQuery(adminCommentQueries.moderation(pager.after))
  const counts = useQuery(adminCommentQueries.moderationCount())
  const moderate = useModerateCommentMutation({
    onSuccess: (_, { status }) => toast({ title: 'Comment Updated', description: `Comment status changed to ${status}.`, variant: 'success' }),
  })

  pager.stepBackIfEmptied(comments)
  const rows = comments.data?.rows ?? []
  // The counts come from the maintained counters, read once for the tab rather than per page.
  const total = counts.data?.total ?? 0

  return (
    <>
      <PanelHeader title="Comments"
        description={counts.data ? `${counts.data.pending} pending · ${total} in total. Pending comments are listed first.` : undefined} />
      {comments.isPending && <ListStatus kind="loading">Loading comments...</ListStatus>}
      {comments.isError && !comments.data && (
        <ListStatus kind="error" action={<Button variant="secondary" onClick={() => void comments.refetch()}>Try again</Button>}>
          {errorText(comments.error, "Couldn't load the comments.")}
        </ListStatus>
      )}
      {comments.data && rows.length === 0 && <ListStatus kind="empty">No comments to moderate</ListStatus>}
      {rows.length > 0 && (
        <ul aria-label="Comments" aria-busy={comments.isPlaceholderData}
          className="divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white">
          {rows.map((comment) => (
            <CommentListItem key={comment.id} comment={comment}
              busy={moderate.isPending && moderate.variables?.id === comment.id}
              onModerate={(status) => moderate.mutate({ id: comment.id, status })} />
          ))}
        </ul>
      )}
      {comments.data && (pager.page > 1 || comments.data.hasMore) && <PaginationControls {...pager.controls(comments, total)} />}
    </>
  )
}
