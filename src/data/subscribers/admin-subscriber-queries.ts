import { ADMIN_PAGE_SIZE } from '../../config/site.ts'
import { supabase } from '../../lib/supabase.ts'
import { adminQueryOptions } from '../admin-query.ts'
import type { CreatedAtCursor } from '../keyset.ts'
import { countSubscribers, fetchSubscriberPage, fetchSubscriberStatusCounts } from './subscriber-fetchers.ts'
import { subscriberKeys } from './subscriber-keys.ts'

export const adminSubscriberQueries = {
  list: (after: CreatedAtCursor | null) =>
    adminQueryOptions({
      queryKey: subscriberKeys.list(after),
      queryFn: () => fetchSubscriberPage(supabase, after, ADMIN_PAGE_SIZE),
      keepPrevious: true,
      staleTime: 0,
      toast: { errorTitle: 'Error fetching subscribers', errorMessage: "Couldn't load the subscribers." },
    }),
  /**
   * Once for the tab, not per page: paging does not count again. It reads the same table as the
   * list, so when one fails both do, and they share one message (one toast).
   */
  count: () =>
    adminQueryOptions({
      queryKey: subscriberKeys.count(),
      queryFn: () => countSubscribers(supabase),
      keepPrevious: true,
      staleTime: 0,
      toast: { errorTitle: 'Error fetching subscribers', errorMessage: "Couldn't load the subscribers." },
    }),
  statusCounts: () =>
    adminQueryOptions({
      queryKey: subscriberKeys.statusCounts(),
      queryFn: () => fetchSubscriberStatusCounts(supabase),
      staleTime: 0,
      toast: { errorTitle: 'Error fetching subscribers', errorMessage: "Couldn't count the subscribers." },
    }),
}
