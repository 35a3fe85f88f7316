import { Clock, UserRound } from 'lucide-react'
import { LocalDate } from '@/components/ui/local-date.tsx'

interface CommentItemProps {
  author: string
  content: string
  createdAt: string
  pending?: boolean
}

export function CommentItem({ author, content, createdAt, pending = false }: CommentItemProps) {
  return (
    <li data-testid="comment" data-pending={pending || undefined} className={pending ? 'rounded-lg border border-amber-300 bg-amber-50 p-4' : 'rounded-lg border border-gray-200 bg-white p-4'}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="inline-flex h-8 w-8 items-center justify-center rounded-full bg-gray-200 text-gray-700" aria-hidden>
          <UserRound className="h-4 w-4" />
        </span>
        <span className="font-semibold text-ink">{author}</span>
        <LocalDate iso={createdAt} style="longDateTime" className="text-xs text-ink-muted" />
        {pending && (
          <span className="inline-flex items-center gap-1 rounded bg-amber-200 px-2 py-0.5 text-xs font-semibold text-amber-950">
            <Clock className="h-3 w-3" aria-hidden />
            Awaiting approval
          </span>
        )}
      </div>
      <p className="mt-2 whitespace-pre-line break-words text-gray-800">{content}</p>
    </li>
  )
}
