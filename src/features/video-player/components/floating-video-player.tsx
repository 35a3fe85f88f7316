import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import { FLOATING_VIDEO_MAX_AGE_DAYS } from '@/config/site.ts'
import { videoQueries } from '@/data/video-posts/video-queries.ts'
import { usePlayerMemory } from '../hooks/use-player-memory.ts'
import { pickFloatingVideo } from '../utils/pick-video.ts'
import { isQuietDay, rememberedMode, videosToOffer } from '../utils/player-memory.ts'
import { FloatingVideo } from './floating-video.tsx'

/**
 * Floating player at the bottom left: a random YouTube video from the last seven days, open by
 * default (a compact bar on phones). Minimised, it stays so for that video on later visits. Once
 * the reader closes one, no video published before that pops up again that day; one published
 * after it still shows, once.
 */
export function FloatingVideoPlayer() {
  const { data } = useQuery(videoQueries.recent())
  const { memory, remember, rememberShownOnce } = usePlayerMemory()
  // One draw per page view: a refetch of the same list keeps the same video on screen.
  const [view] = useState(() => ({ now: Date.now(), draw: Math.random() }))
  const video = useMemo(
    () =>
      data
        ? pickFloatingVideo(videosToOffer(data, memory, view.now), FLOATING_VIDEO_MAX_AGE_DAYS, new Date(view.now), () => view.draw)
        : null,
    [data, memory, view],
  )
  const videoId = video?.id
  const quiet = isQuietDay(memory, view.now)
  useEffect(() => {
    if (videoId && quiet) rememberShownOnce(videoId)
  }, [videoId, quiet, rememberShownOnce])

  if (!video) return null
  return (
    <FloatingVideo
      key={video.id}
      video={video}
      remembered={rememberedMode(memory, video.id)}
      onRemember={(mode) => remember(video.id, mode)}
    />
  )
}
