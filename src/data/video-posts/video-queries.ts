import { queryOptions } from '@tanstack/react-query'
import { FLOATING_VIDEO_MAX_AGE_DAYS } from '../../config/site.ts'
import { publicDb } from '../../lib/public-db.ts'
import { fetchRecentVideos } from './video-fetchers.ts'
import { videoKeys } from './video-keys.ts'

export const videoQueries = {
  recent: (maxAgeDays: number = FLOATING_VIDEO_MAX_AGE_DAYS) =>
    queryOptions({
      queryKey: videoKeys.list({ view: 'recent', maxAgeDays }),
      queryFn: () => fetchRecentVideos(publicDb, maxAgeDays),
      meta: { errorTitle: 'Supabase error', errorMessage: "Couldn't load the video." },
    }),
}
