import { supabase } from '../../lib/supabase.ts'
import { adminQueryOptions } from '../admin-query.ts'
import { fetchOwnAuthorProfile } from './author-bio.ts'
import { authorKeys } from './author-keys.ts'
import { fetchDisplayName } from './display-name.ts'

/** The signed-in member's own row of public.authors, as the dashboard's Settings show it. */
export const authorProfileQueries = {
  /** The signed-in member's byline name (null: bylines use the site's name). */
  displayName: (userId: string) =>
    adminQueryOptions({
      queryKey: authorKeys.displayName(userId),
      queryFn: () => fetchDisplayName(supabase, userId),
      toast: { errorTitle: 'Error fetching byline', errorMessage: "Couldn't read your byline." },
    }),
  /** The signed-in member's bio and the slug of their author page. */
  profile: (userId: string) =>
    adminQueryOptions({
      queryKey: authorKeys.profile(userId),
      queryFn: () => fetchOwnAuthorProfile(supabase, userId),
      toast: { errorTitle: 'Error fetching bio', errorMessage: "Couldn't read your bio." },
    }),
}
