import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Button } from '@/components/ui/button.tsx'
import { ADMIN_PAGE_SIZE } from '@/config/site.ts'
import { toast } from '@/components/ui/toast-store.ts'
import { useModerateCommentMutation } from '@/data/comments/admin-comment-mutations.ts'
import { adminCommentQueries } from '@/data/comments/admin-comment-queries.ts'
import { clampPage, pageCount } from '@/data/paging.ts'
import { errorText } from '@/lib/error-text.ts'
import { CommentListItem } from './comment-list-item.tsx'
import { ListStatus } from './list-status.tsx'
import { PaginationControls } from './pagination-controls.tsx'
import { PanelHeader } from './panel-header.tsx'

export function CommentsTab() {
  const [requestedPage, setPage] = useState(1)
  const comments = useQuery(adminCommentQueries.moderation(requestedPage))
  const moderate = useModerateCommentMutation({
    onSuccess: (_, { status }) => toast({ title: 'Comment Updated', description: `Comment status changed to ${status}.`, variant: 'success' }),
  })

  const total = comments.data?.total ?? 0
  const page = comments.data ? clampPage(requestedPage, total, ADMIN_PAGE_SIZE) : requestedPage
  if (page !== requestedPage) setPage(page)
  const rows = comments.data?.rows ?? []
  const pending = comments.data?.pending ?? 0

  return (
    <>
      <PanelHeader title="Comments"
        description={comments.data ? `${pending} pending · ${total} in total. Pending comments are listed first.` : undefined} />
      {comments.isPending && <ListStatus kind="loading">Loading comments...</ListStatus>}
      {comments.isError && !comments.data && (
        <ListStatus kind="error" action={<Button variant="secondary" onClick={() => void comments.refetch()}>Try again</Button>}>
          {errorText(comments.error, "Couldn't load the comments.")}
        </ListStatus>
      )}
      {comments.data && rows.length === 0 && <ListStatus kind="empty">No comments to moderate</ListStatus>}
      {rows.length > 0 && (
        <ul aria-label="Comments" className="divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white">
          {rows.map((comment) => (
            <CommentListItem key={comment.id} comment={comment}
              busy={moderate.isPending && moderate.variables?.id === comment.id}
              onModerate={(status) => moderate.mutate({ id: comment.id, status })} />
          ))}
        </ul>
      )}
      {comments.data && total > ADMIN_PAGE_SIZE && (
        <PaginationControls page={page} pageCount={pageCount(total, ADMIN_PAGE_SIZE)} onPageChange={setPage} busy={comments.isPlaceholderData} />
      )}
    </>
  )
}
