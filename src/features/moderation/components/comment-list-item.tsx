import { Check, X } from 'lucide-react'
import { Button } from '@/components/ui/button.tsx'
import { paths } from '@/config/paths.ts'
import { formatShortDate } from '@/lib/dates.ts'
import type { ModeratedStatus } from '@/config/comment-statuses.ts'
import type { ModerationComment } from '@/data/comments/comment-fetchers.ts'
import { CommentStatusBadge } from './comment-status-badge.tsx'

interface CommentListItemProps {
  comment: ModerationComment
  busy: boolean
  onModerate: (status: ModeratedStatus) => void
}

export function CommentListItem({ comment, busy, onModerate }: CommentListItemProps) {
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          <span className="font-semibold text-ink">{comment.author_name}</span>
          <span className="text-ink-muted">on</span>
          <a href={paths.article(comment.article.slug)} target="_blank" rel="noopener noreferrer" className="font-medium text-brand hover:underline">
            {comment.article.title}
          </a>
        </p>
        <p className="mt-2 whitespace-pre-line break-words text-sm text-ink">{comment.content}</p>
        <p className="mt-2 text-xs text-ink-muted"><time dateTime={comment.created_at}>{formatShortDate(comment.created_at)}</time></p>
      </div>
      <div className="flex shrink-0 items-center gap-2">
        {comment.status === 'pending' ? (
          <>
            <Button variant="success" onClick={() => onModerate('approved')} disabled={busy}
              aria-label={`Approve comment by ${comment.author_name}`}>
              <Check className="h-4 w-4" aria-hidden />Approve
            </Button>
            <Button variant="secondary" onClick={() => onModerate('rejected')} disabled={busy}
              aria-label={`Reject comment by ${comment.author_name}`}>
              <X className="h-4 w-4" aria-hidden />Reject
            </Button>
          </>
        ) : (
          <CommentStatusBadge status={comment.status} />
        )}
      </div>
    </li>
  )
}
