import { ADMIN_PAGE_SIZE } from '../../config/site.ts'
import { supabase } from '../../lib/supabase.ts'
import { adminQueryOptions } from '../admin-query.ts'
import { fetchModerationCounts, fetchModerationPage, type CommentCursor } from './comment-fetchers.ts'
import { commentKeys } from './comment-keys.ts'

export const adminCommentQueries = {
  moderation: (after: CommentCursor | null) =>
    adminQueryOptions({
      queryKey: commentKeys.list({ view: 'moderation', after }),
      queryFn: () => fetchModerationPage(supabase, after, ADMIN_PAGE_SIZE),
      keepPrevious: true,
      staleTime: 0,
      toast: { errorTitle: 'Error fetching comments', errorMessage: "Couldn't load the comments." },
    }),
  /** Once for the tab, not per page: paging does not count again. */
  moderationCount: () =>
    adminQueryOptions({
      queryKey: commentKeys.count(),
      queryFn: () => fetchModerationCounts(supabase),
      keepPrevious: true,
      staleTime: 0,
      toast: { errorTitle: 'Error fetching comments', errorMessage: "Couldn't count the comments." },
    }),
}
