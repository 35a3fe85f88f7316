import { supabase } from '../../lib/supabase.ts'
import { adminQueryOptions } from '../admin-query.ts'
import { fetchIssueClicks } from './newsletter-click-fetchers.ts'
import { newsletterKeys } from './newsletter-issue-keys.ts'

export const newsletterClickQueries = {
  /** Clicks per issue and link for the history's issues: analytics, so editors' and administrators'. */
  clicks: (issueIds: readonly string[]) =>
    adminQueryOptions({
      queryKey: [...newsletterKeys.all, 'clicks', [...issueIds]] as const,
      queryFn: () => fetchIssueClicks(supabase, issueIds),
      keepPrevious: true,
      staleTime: 0,
      // The history shows its counts either way; a dash where clicks could not be read.
      toast: { errorToast: false },
    }),
}
