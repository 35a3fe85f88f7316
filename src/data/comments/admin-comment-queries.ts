import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { ADMIN_PAGE_SIZE } from '../../config/site.ts'
import { withSessionGuard } from '../../lib/session-guard.ts'
import { supabase } from '../../lib/supabase.ts'
import { fetchModerationPage } from './comment-fetchers.ts'
import { commentKeys } from './keys.ts'

export const adminCommentQueries = {
  moderation: (page: number) =>
    queryOptions({
      queryKey: commentKeys.list({ view: 'moderation', page }),
      queryFn: () => withSessionGuard(() => fetchModerationPage(supabase, page, ADMIN_PAGE_SIZE)),
      placeholderData: keepPreviousData,
      staleTime: 0,
      meta: { signedInOnly: true, errorTitle: 'Error fetching comments', errorMessage: "Couldn't load the comments." },
    }),
}
