import { queryOptions } from '@tanstack/react-query'
import { publicDb } from '../../lib/public-db.ts'
import { fetchCommentStatuses } from './comment-fetchers.ts'
import { commentKeys } from './comment-keys.ts'

// An article's approved comments arrive with the article (`articleQueries.detail`, one request).
export const commentQueries = {
  /** Statuses of the reader's own comments; a failure only logs, the pending list then stays as it was. */
  statuses: (ids: string[]) =>
    queryOptions({
      queryKey: commentKeys.statuses(ids),
      queryFn: () => fetchCommentStatuses(publicDb, ids),
      enabled: ids.length > 0,
      meta: { errorToast: false, errorMessage: "Couldn't check the status of this reader's own comments." },
    }),
}
