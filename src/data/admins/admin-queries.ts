import { supabase } from '../../lib/supabase.ts'
import { adminQueryOptions } from '../admin-query.ts'
import { fetchIsAdmin, fetchOverviewCounts } from './admin-fetchers.ts'
import { fetchOwnAuthorProfile } from './author-bio.ts'
import { fetchDisplayName } from './display-name.ts'
import { adminKeys } from './admin-keys.ts'

export const adminQueries = {
  /** The dashboard shows its own message when this fails, so no toast. */
  isAdmin: (userId: string) =>
    adminQueryOptions({
      queryKey: adminKeys.membership(userId),
      queryFn: () => fetchIsAdmin(supabase),
      staleTime: 5 * 60_000,
      toast: { errorToast: false },
    }),
  /** The signed-in administrator's byline name (null: bylines read the site's name). */
  displayName: (userId: string) =>
    adminQueryOptions({
      queryKey: adminKeys.displayName(userId),
      queryFn: () => fetchDisplayName(supabase, userId),
      toast: { errorTitle: 'Error fetching byline', errorMessage: "Couldn't read your byline." },
    }),
  /** The signed-in member's bio and the slug of their author page. */
  authorProfile: (userId: string) =>
    adminQueryOptions({
      queryKey: adminKeys.authorProfile(userId),
      queryFn: () => fetchOwnAuthorProfile(supabase, userId),
      toast: { errorTitle: 'Error fetching bio', errorMessage: "Couldn't read your bio." },
    }),
  /** Read again whenever the overview is shown (staleTime 0): any table's write changes it. */
  overview: () =>
    adminQueryOptions({
      queryKey: adminKeys.overview(),
      queryFn: () => fetchOverviewCounts(supabase),
      staleTime: 0,
      toast: { errorTitle: 'Error fetching counts', errorMessage: "Couldn't count what is on the site." },
    }),
}
