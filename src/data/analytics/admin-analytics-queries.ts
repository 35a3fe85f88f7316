import { supabase } from '../../lib/supabase.ts'
import { adminQueryOptions } from '../admin-query.ts'
import type { AnalyticsPeriod } from '../../config/analytics.ts'
import { fetchAnalyticsReport, fetchArticleViewCounts, fetchArticleViewHistory } from './analytics-fetchers.ts'
import { analyticsKeys } from './analytics-keys.ts'

/** The rollup runs every minute: a figure older than that may have grown. */
const ROLLUP_MS = 60_000

export const adminAnalyticsQueries = {
  report: (days: AnalyticsPeriod) =>
    adminQueryOptions({
      queryKey: analyticsKeys.report(days),
      queryFn: () => fetchAnalyticsReport(supabase, days),
      keepPrevious: true,
      staleTime: ROLLUP_MS,
      // The tab says so in place, with Retry.
      toast: { errorToast: false },
    }),
  /** A page of the Articles list: a missing figure is no reason to interrupt an editor. */
  articleViews: (ids: readonly string[]) =>
    adminQueryOptions({
      queryKey: analyticsKeys.articleViews(ids),
      queryFn: () => fetchArticleViewCounts(supabase, ids),
      keepPrevious: true,
      staleTime: ROLLUP_MS,
      toast: { errorToast: false },
    }),
  articleHistory: (id: string) =>
    adminQueryOptions({
      queryKey: analyticsKeys.articleHistory(id),
      queryFn: () => fetchArticleViewHistory(supabase, id),
      staleTime: ROLLUP_MS,
      toast: { errorToast: false },
    }),
}
