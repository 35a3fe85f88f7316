import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { FLOATING_VIDEO_MAX_AGE_DAYS } from '@/config/site.ts'
import { videoQueries } from '@/data/video-posts/video-queries.ts'
import { useClosedVideoIds } from '../hooks/use-player-mode.ts'
import { pickFloatingVideo } from '../utils/pick-video.ts'
import { FloatingVideo } from './floating-video.tsx'

/**
 * Floating player at the bottom left: a random YouTube video from the last seven days, open by
 * default (a compact bar on phones). Minimised or closed, it stays so for that video on later
 * visits; a video the reader closed is not picked again, a new one still shows.
 */
export function FloatingVideoPlayer() {
  const { data } = useQuery(videoQueries.recent())
  const closed = useClosedVideoIds()
  const video = useMemo(
    () => (data ? pickFloatingVideo(data.filter((row) => !closed.has(row.id)), FLOATING_VIDEO_MAX_AGE_DAYS) : null),
    [data, closed],
  )
  if (!video) return null
  return <FloatingVideo key={video.id} video={video} />
}
