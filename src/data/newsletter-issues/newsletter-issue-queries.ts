import { supabase } from '../../lib/supabase.ts'
import { adminQueryOptions } from '../admin-query.ts'
import {
  fetchArticlesById, fetchIssueProgress, fetchIssues, fetchPickableArticles, fetchPublishedSince,
} from './newsletter-issue-fetchers.ts'
import { siteSettingsQueries } from '../site-settings/site-settings-queries.ts'
import { adminSubscriberQueries } from '../subscribers/admin-subscriber-queries.ts'
import { newsletterKeys } from './newsletter-issue-keys.ts'

export const newsletterQueries = {
  issues: () =>
    adminQueryOptions({
      queryKey: newsletterKeys.history(),
      queryFn: () => fetchIssues(supabase),
      staleTime: 0,
      toast: { errorTitle: 'Error fetching newsletters', errorMessage: "Couldn't load the newsletters." },
    }),
  progress: (id: string) =>
    adminQueryOptions({
      queryKey: newsletterKeys.progress(id),
      queryFn: () => fetchIssueProgress(supabase, id),
      staleTime: 0,
      // Polled while sending: a failed poll shows in place and the next one tries again.
      toast: { errorToast: false },
    }),
  articles: (search: string) =>
    adminQueryOptions({
      queryKey: newsletterKeys.articles(search),
      queryFn: () => fetchPickableArticles(supabase, search),
      keepPrevious: true,
      toast: { errorTitle: 'Error fetching articles', errorMessage: "Couldn't load the articles." },
    }),
  publishedSince: (since: string) =>
    adminQueryOptions({
      queryKey: [...newsletterKeys.all, 'since', since] as const,
      queryFn: () => fetchPublishedSince(supabase, since),
      toast: { errorTitle: 'Error fetching articles', errorMessage: "Couldn't load the articles published since the last newsletter." },
    }),
  chosen: (ids: readonly string[]) =>
    adminQueryOptions({
      queryKey: [...newsletterKeys.all, 'chosen', [...ids]] as const,
      queryFn: () => fetchArticlesById(supabase, ids),
      keepPrevious: true,
      toast: { errorTitle: 'Error fetching articles', errorMessage: "Couldn't load the chosen articles." },
    }),
  /** The sender's name and the postal address every issue carries (the Settings tab sets them). */
  settings: () => siteSettingsQueries.settings(),
  /** The confirmed count is who "Send" reaches: the Subscribers tab's own count. */
  statusCounts: () => adminSubscriberQueries.statusCounts(),
}
