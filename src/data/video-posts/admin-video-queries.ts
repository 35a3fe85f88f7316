import { ADMIN_PAGE_SIZE } from '../../config/site.ts'
import { supabase } from '../../lib/supabase.ts'
import { adminQueryOptions } from '../admin-query.ts'
import type { CreatedAtCursor } from '../keyset.ts'
import { countVideos, fetchAdminVideoPage } from './video-fetchers.ts'
import { videoKeys } from './video-keys.ts'

export const adminVideoQueries = {
  list: (after: CreatedAtCursor | null) =>
    adminQueryOptions({
      queryKey: videoKeys.list({ view: 'admin', after }),
      queryFn: () => fetchAdminVideoPage(supabase, after, ADMIN_PAGE_SIZE),
      keepPrevious: true,
      staleTime: 0,
      toast: { errorTitle: 'Error fetching videos', errorMessage: "Couldn't load the video posts." },
    }),
  /**
   * Once for the tab, not per page: paging does not count again. It reads the same table as the
   * list, so when one fails both do, and they share one message (one toast).
   */
  count: () =>
    adminQueryOptions({
      queryKey: videoKeys.count(),
      queryFn: () => countVideos(supabase),
      keepPrevious: true,
      staleTime: 0,
      toast: { errorTitle: 'Error fetching videos', errorMessage: "Couldn't load the video posts." },
    }),
}
