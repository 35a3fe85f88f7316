import { useQuery } from '@tanstack/react-query'
import { MessageSquare } from 'lucide-react'
import { useEffect, useMemo } from 'react'
import { MAX_STATUS_IDS, type ApprovedComment } from '@/data/comments/comment-fetchers.ts'
import { commentQueries } from '@/data/comments/comment-queries.ts'
import { useInBrowser } from '@/hooks/use-in-browser.ts'
import { useLocalComments } from '../hooks/use-local-comments.ts'
import { idsToCheck, pendingOwnComments, pruneLocalComments, settledIds } from '../utils/local-comments.ts'
import { CommentForm } from './comment-form.tsx'
import { CommentItem } from './comment-item.tsx'

const NONE_SETTLED: ReadonlySet<string> = new Set()

/**
 * 'Join the Conversation': approved comments (they come with the article, in the article page's
 * one request), the reader's own pending ones, and the form.
 */
export function CommentSection({ articleId, approved }: { articleId: string; approved: ApprovedComment[] }) {
  const inBrowser = useInBrowser()
  const local = useLocalComments(articleId)
  const asked = useMemo(() => idsToCheck(local, MAX_STATUS_IDS), [local])
  const { data: statuses } = useQuery(commentQueries.statuses(asked))
  const settled = useMemo(() => (statuses ? settledIds(asked, statuses) : NONE_SETTLED), [asked, statuses])

  useEffect(() => {
    pruneLocalComments(articleId, approved, settled)
  }, [articleId, approved, settled])

  const pending = pendingOwnComments(local, approved, settled)
  const count = approved.length + pending.length

  return (
    <section aria-labelledby="comments-heading" data-testid="comments" className="below-first-screen mt-12 border-t border-gray-200 pt-8">
      <h2 id="comments-heading" className="flex items-center gap-2 font-serif text-2xl font-bold text-ink">
        <MessageSquare className="h-6 w-6 text-brand" aria-hidden />
        Join the Conversation
        {count > 0 && <span className="text-base font-normal text-ink-muted">({count})</span>}
      </h2>
      {/* Only the app can post it, so a prerendered page's HTML leaves it out (its bytes, with its
          rules, would push an article past a new connection's first round trip): it comes once
          the page has hydrated, and no one types into a form that cannot send yet. */}
      {inBrowser && (
        <div className="mt-4">
          <CommentForm articleId={articleId} />
        </div>
      )}
      {count === 0 ? (
        <p className="mt-6 text-sm text-ink-muted">No comments yet. Be the first to share your thoughts.</p>
      ) : (
        <ul className="mt-6 space-y-4">
          {pending.map((comment) => (
            <CommentItem key={comment.id} author={comment.author} content={comment.content} createdAt={comment.createdAt} pending />
          ))}
          {approved.map((comment) => (
            <CommentItem key={comment.id} author={comment.author_name} content={comment.content} createdAt={comment.created_at} />
          ))}
        </ul>
      )}
    </section>
  )
}
