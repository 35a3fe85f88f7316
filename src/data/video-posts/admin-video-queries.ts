import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { ADMIN_PAGE_SIZE } from '../../config/site.ts'
import { withSessionGuard } from '../../lib/session-guard.ts'
import { supabase } from '../../lib/supabase.ts'
import type { CreatedAtCursor } from '../keyset.ts'
import { countVideos, fetchAdminVideoPage } from './video-fetchers.ts'
import { videoKeys } from './keys.ts'

export const adminVideoQueries = {
  list: (after: CreatedAtCursor | null) =>
    queryOptions({
      queryKey: videoKeys.list({ view: 'admin', after }),
      queryFn: () => withSessionGuard(() => fetchAdminVideoPage(supabase, after, ADMIN_PAGE_SIZE)),
      placeholderData: keepPreviousData,
      staleTime: 0,
      meta: { signedInOnly: true, errorTitle: 'Error fetching videos', errorMessage: "Couldn't load the video posts." },
    }),
  /**
   * Once for the tab, not per page: paging does not count again. It reads the same table as the
   * list, so when one fails both do, and they share one message (one toast).
   */
  count: () =>
    queryOptions({
      queryKey: videoKeys.count(),
      queryFn: () => withSessionGuard(() => countVideos(supabase)),
      placeholderData: keepPreviousData,
      staleTime: 0,
      meta: { signedInOnly: true, errorTitle: 'Error fetching videos', errorMessage: "Couldn't load the video posts." },
    }),
}
