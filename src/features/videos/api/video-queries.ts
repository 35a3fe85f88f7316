import { queryOptions } from '@tanstack/react-query'
import { FLOATING_VIDEO_MAX_AGE_DAYS } from '@/config/site.ts'
import { publicDb } from '@/lib/public-db.ts'
import type { Tables } from '@/types/database.types.ts'

export type VideoPost = Tables<'video_posts'>

/** The player picks among recent videos; more than this in a week is not a realistic need. */
const RECENT_VIDEOS_LIMIT = 50

export async function fetchRecentVideos(maxAgeDays: number = FLOATING_VIDEO_MAX_AGE_DAYS): Promise<VideoPost[]> {
  const since = new Date(Date.now() - maxAgeDays * 24 * 60 * 60 * 1000).toISOString()
  const { data } = await publicDb
    .from('video_posts')
    .select('id,title,url,created_at')
    .gte('created_at', since)
    .order('created_at', { ascending: false })
    .limit(RECENT_VIDEOS_LIMIT)
    .throwOnError()
  return data
}

export const videoQueries = {
  all: () => ['videos'] as const,
  recent: () => queryOptions({ queryKey: [...videoQueries.all(), 'recent'], queryFn: () => fetchRecentVideos() }),
}
