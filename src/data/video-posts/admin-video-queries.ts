import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { ADMIN_PAGE_SIZE } from '../../config/site.ts'
import { withSessionGuard } from '../../lib/session-guard.ts'
import { supabase } from '../../lib/supabase.ts'
import { fetchAdminVideoPage } from './video-fetchers.ts'
import { videoKeys } from './keys.ts'

export const adminVideoQueries = {
  list: (page: number) =>
    queryOptions({
      queryKey: videoKeys.list({ view: 'admin', page }),
      queryFn: () => withSessionGuard(() => fetchAdminVideoPage(supabase, page, ADMIN_PAGE_SIZE)),
      placeholderData: keepPreviousData,
      staleTime: 0,
      meta: { signedInOnly: true, errorTitle: 'Error fetching videos', errorMessage: "Couldn't load the video posts." },
    }),
}
