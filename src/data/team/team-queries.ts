import { supabase } from '../../lib/supabase.ts'
import { adminQueryOptions } from '../admin-query.ts'
import { fetchTeamMembers } from './team-fetchers.ts'
import { teamKeys } from './team-keys.ts'

export const teamQueries = {
  members: () =>
    adminQueryOptions({
      queryKey: teamKeys.members(),
      queryFn: () => fetchTeamMembers(supabase),
      toast: { errorTitle: 'Error fetching team', errorMessage: "Couldn't load the team." },
    }),
}
