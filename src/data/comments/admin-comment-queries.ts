import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { ADMIN_PAGE_SIZE } from '../../config/site.ts'
import { withSessionGuard } from '../../lib/session-guard.ts'
import { supabase } from '../../lib/supabase.ts'
import { fetchModerationCounts, fetchModerationPage, type CommentCursor } from './comment-fetchers.ts'
import { commentKeys } from './keys.ts'

export const adminCommentQueries = {
  moderation: (after: CommentCursor | null) =>
    queryOptions({
      queryKey: commentKeys.list({ view: 'moderation', after }),
      queryFn: () => withSessionGuard(() => fetchModerationPage(supabase, after, ADMIN_PAGE_SIZE)),
      placeholderData: keepPreviousData,
      staleTime: 0,
      meta: { signedInOnly: true, errorTitle: 'Error fetching comments', errorMessage: "Couldn't load the comments." },
    }),
  /** Once for the tab, not per page: paging does not count again. */
  moderationCount: () =>
    queryOptions({
      queryKey: commentKeys.count(),
      queryFn: () => withSessionGuard(() => fetchModerationCounts(supabase)),
      placeholderData: keepPreviousData,
      staleTime: 0,
      meta: { signedInOnly: true, errorTitle: 'Error fetching comments', errorMessage: "Couldn't count the comments." },
    }),
}
