import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { ADMIN_PAGE_SIZE } from '../../config/site.ts'
import { withSessionGuard } from '../../lib/session-guard.ts'
import { supabase } from '../../lib/supabase.ts'
import type { CreatedAtCursor } from '../keyset.ts'
import { countSubscribers, fetchSubscriberPage } from './subscriber-fetchers.ts'
import { subscriberKeys } from './keys.ts'

export const adminSubscriberQueries = {
  list: (after: CreatedAtCursor | null) =>
    queryOptions({
      queryKey: subscriberKeys.list(after),
      queryFn: () => withSessionGuard(() => fetchSubscriberPage(supabase, after, ADMIN_PAGE_SIZE)),
      placeholderData: keepPreviousData,
      staleTime: 0,
      meta: { signedInOnly: true, errorTitle: 'Error fetching subscribers', errorMessage: "Couldn't load the subscribers." },
    }),
  /**
   * Once for the tab, not per page: paging does not count again. It reads the same table as the
   * list, so when one fails both do, and they share one message (one toast).
   */
  count: () =>
    queryOptions({
      queryKey: subscriberKeys.count(),
      queryFn: () => withSessionGuard(() => countSubscribers(supabase)),
      placeholderData: keepPreviousData,
      staleTime: 0,
      meta: { signedInOnly: true, errorTitle: 'Error fetching subscribers', errorMessage: "Couldn't load the subscribers." },
    }),
}
