import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { ADMIN_PAGE_SIZE } from '../../config/site.ts'
import { withSessionGuard } from '../../lib/session-guard.ts'
import { supabase } from '../../lib/supabase.ts'
import { fetchSubscriberPage } from './subscriber-fetchers.ts'
import { subscriberKeys } from './keys.ts'

export const adminSubscriberQueries = {
  list: (page: number) =>
    queryOptions({
      queryKey: subscriberKeys.list(page),
      queryFn: () => withSessionGuard(() => fetchSubscriberPage(supabase, page, ADMIN_PAGE_SIZE)),
      placeholderData: keepPreviousData,
      staleTime: 0,
      meta: { signedInOnly: true, errorTitle: 'Error fetching subscribers', errorMessage: "Couldn't load the subscribers." },
    }),
}
