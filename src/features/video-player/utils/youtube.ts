import { playableVideoId } from '@/data/video-posts/playable-video-url.ts'

/** The autoplaying, muted embed for a playable link, or null when the link gives no player. */
export function youTubeEmbedUrl(url: string): string | null {
  const id = playableVideoId(url)
  return id ? `https://www.youtube.com/embed/${id}?autoplay=1&mute=1&playsinline=1&rel=0` : null
}
