import { queryOptions } from '@tanstack/react-query'
import { withSessionGuard } from '../../lib/session-guard.ts'
import { supabase } from '../../lib/supabase.ts'
import { fetchIsAdmin, fetchOverviewCounts } from './admin-fetchers.ts'
import { fetchDisplayName } from './display-name.ts'
import { adminKeys } from './keys.ts'

export const adminQueries = {
  /** The dashboard shows its own message when this fails, so no toast. */
  isAdmin: (userId: string) =>
    queryOptions({
      queryKey: adminKeys.membership(userId),
      queryFn: () => withSessionGuard(() => fetchIsAdmin(supabase)),
      staleTime: 5 * 60_000,
      meta: { signedInOnly: true, errorToast: false },
    }),
  /** The signed-in administrator's byline name (null: bylines use the e-mail). */
  displayName: (userId: string) =>
    queryOptions({
      queryKey: adminKeys.displayName(userId),
      queryFn: () => withSessionGuard(() => fetchDisplayName(supabase, userId)),
      meta: { signedInOnly: true, errorTitle: 'Error fetching byline', errorMessage: "Couldn't read your byline." },
    }),
  /** Read again whenever the overview is shown (staleTime 0): any table's write changes it. */
  overview: () =>
    queryOptions({
      queryKey: adminKeys.overview(),
      queryFn: () => withSessionGuard(() => fetchOverviewCounts(supabase)),
      staleTime: 0,
      meta: { signedInOnly: true, errorTitle: 'Error fetching counts', errorMessage: "Couldn't count what is on the site." },
    }),
}
