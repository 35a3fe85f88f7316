import { sessionStillLive } from '../../lib/session-guard.ts'
import { supabase } from '../../lib/supabase.ts'
import { adminQueryOptions } from '../admin-query.ts'
import { fetchOverviewCounts } from './admin-fetchers.ts'
import { fetchStaffRole, fetchTwoFactorRuleMet } from './staff-role.ts'
import { fetchTeamMembers } from './team-fetchers.ts'
import { adminKeys } from './admin-keys.ts'

export const adminQueries = {
  /**
   * The signed-in member's role (null: not on the team), read once for the dashboard, which
   * shows each member only what the role allows. It shows its own message when this fails; an
   * ended session signs out instead (the sign-in page says so).
   */
  role: (userId: string) =>
    adminQueryOptions({
      queryKey: adminKeys.membership(userId),
      queryFn: async () => {
        const role = await fetchStaffRole(supabase)
        if (role !== null) return role
        // No role is also the answer to a session that has ended (a role change, a password
        // reset elsewhere): only a live session's null means "not on the team".
        if (!(await sessionStillLive())) throw Object.assign(new Error('Your session has ended.'), { code: 'session_not_found' })
        return fetchStaffRole(supabase)
      },
      staleTime: 5 * 60_000,
      toast: { errorToast: false },
    }),
  /**
   * Whether this session may read personal data (it meets the two-factor rule); read where the
   * dashboard would otherwise show a list the database withholds as empty.
   */
  twoFactorRuleMet: (userId: string) =>
    adminQueryOptions({
      queryKey: adminKeys.twoFactorRule(userId),
      queryFn: () => fetchTwoFactorRuleMet(supabase),
      staleTime: 5 * 60_000,
      toast: { errorTitle: 'Error checking two-factor', errorMessage: "Couldn't check your session's two-factor sign-in." },
    }),
  /** Read again whenever the overview is shown (staleTime 0): any table's write changes it. */
  overview: () =>
    adminQueryOptions({
      queryKey: adminKeys.overview(),
      queryFn: () => fetchOverviewCounts(supabase),
      staleTime: 0,
      toast: { errorTitle: 'Error fetching counts', errorMessage: "Couldn't count what is on the site." },
    }),
  /** The staff with their sign-in facts (administrators only: the database refuses anyone else). */
  members: () =>
    adminQueryOptions({
      queryKey: adminKeys.members(),
      queryFn: () => fetchTeamMembers(supabase),
      toast: { errorTitle: 'Error fetching team', errorMessage: "Couldn't load the team." },
    }),
}
