import { queryOptions } from '@tanstack/react-query'
import { publicDb } from '../../lib/public-db.ts'
import { fetchApprovedComments } from './comment-fetchers.ts'
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
}
