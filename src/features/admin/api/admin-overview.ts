import { queryOptions } from '@tanstack/react-query'
import { supabase } from '@/lib/supabase.ts'
import { ADMIN_ROOT_KEY } from './cache.ts'
import { withSessionGuard } from './session-guard.ts'

export interface OverviewCounts {
  articles: number
  videos: number
  pendingComments: number
  subscribers: number
}

/** The four Overview numbers from count=exact HEAD requests: no rows are downloaded. */
export async function fetchOverviewCounts(): Promise<OverviewCounts> {
  const [articles, videos, pendingComments, subscribers] = await Promise.all([
    supabase.from('articles').select('id', { count: 'exact', head: true }).throwOnError(),
    supabase.from('video_posts').select('id', { count: 'exact', head: true }).throwOnError(),
    supabase.from('comments').select('id', { count: 'exact', head: true }).eq('status', 'pending').throwOnError(),
    supabase.from('subscribers').select('id', { count: 'exact', head: true }).throwOnError(),
  ])
  return {
    articles: articles.count ?? 0,
    videos: videos.count ?? 0,
    pendingComments: pendingComments.count ?? 0,
    subscribers: subscribers.count ?? 0,
  }
}

export const adminOverviewQueries = {
  all: () => [...ADMIN_ROOT_KEY, 'overview'] as const,
  counts: () =>
    queryOptions({
      queryKey: [...adminOverviewQueries.all(), 'counts'] as const,
      queryFn: () => withSessionGuard(fetchOverviewCounts),
      staleTime: 0,
    }),
}
