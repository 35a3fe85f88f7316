import { isCommentStatus, type CommentStatus } from '@/config/comment-statuses.ts'
import { cn } from '@/lib/cn.ts'

const STYLES: Record<CommentStatus, string> = {
  approved: 'bg-emerald-100 text-emerald-900',
  rejected: 'bg-gray-200 text-gray-800',
  pending: 'bg-amber-100 text-amber-900',
}

export function CommentStatusBadge({ status }: { status: string }) {
  return (
    <span className={cn('rounded-full px-3 py-1 text-xs font-semibold capitalize', STYLES[isCommentStatus(status) ? status : 'pending'])}>
      {status}
    </span>
  )
}
