import { youTubeEmbedUrl } from './youtube.ts'

export interface PlayableVideo {
  id: string
  title: string
  embedUrl: string
}

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * The floating player's video: a random one among those created within `maxAgeDays` whose link
 * is a YouTube watch or youtu.be link; null when there is none (X links never give a player).
 */
export function pickFloatingVideo(
  videos: { id: string; title: string; url: string; created_at: string }[],
  maxAgeDays: number,
  now: Date = new Date(),
  random: () => number = Math.random,
): PlayableVideo | null {
  const cutoff = now.getTime() - maxAgeDays * DAY_MS
  const playable: PlayableVideo[] = []
  for (const video of videos) {
    if (new Date(video.created_at).getTime() < cutoff) continue
    const embedUrl = youTubeEmbedUrl(video.url)
    if (embedUrl) playable.push({ id: video.id, title: video.title, embedUrl })
  }
  return playable[Math.min(playable.length - 1, Math.floor(random() * playable.length))] ?? null
}
