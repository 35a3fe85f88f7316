import { queryOptions } from '@tanstack/react-query'
import { publicDb } from '../../lib/public-db.ts'
import { fetchApprovedComments, fetchCommentStatuses } from './comment-fetchers.ts'
import { commentKeys } from './keys.ts'

/** Enough for any real discussion; the page never reads a table without a limit. */
const MAX_COMMENTS_SHOWN = 200

export const commentQueries = {
  approved: (articleId: string) =>
    queryOptions({
      queryKey: commentKeys.list({ view: 'approved', articleId }),
      queryFn: () => fetchApprovedComments(publicDb, articleId, MAX_COMMENTS_SHOWN),
      meta: { errorTitle: 'Supabase error', errorMessage: "Couldn't load the comments." },
    }),
  /** Statuses of the reader's own comments; a failure only logs, the pending list then stays as it was. */
  statuses: (ids: string[]) =>
    queryOptions({
      queryKey: commentKeys.statuses(ids),
      queryFn: () => fetchCommentStatuses(publicDb, ids),
      enabled: ids.length > 0,
      meta: { errorToast: false, errorMessage: "Couldn't check the status of this reader's own comments." },
    }),
}
