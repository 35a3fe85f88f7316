import { playableVideoId } from '@/data/video-posts/playable-video-url.ts'
import { isWellFormedHttpUrl } from '@/lib/http-url.ts'

const X_HOSTS = new Set(['x.com', 'www.x.com', 'twitter.com', 'www.twitter.com', 'mobile.twitter.com'])
const YOUTUBE_HOSTS = /(^|\.)(youtube\.com|youtu\.be)$/
const PLAYABLE_SHAPES = 'Use the video\'s youtube.com/watch?v=… or youtu.be/… link (YouTube\'s Share button gives one).'

/**
 * Why a typed video URL cannot be saved, or null when the floating player can play it (the rule
 * in src/data/video-posts, which the database enforces too). Checks the URL as it will be saved:
 * pass it through normalizeVideoUrl first.
 */
export function videoUrlProblem(url: string): string | null {
  if (playableVideoId(url) !== null) return null
  if (!isWellFormedHttpUrl(url) || /\s/.test(url)) {
    return 'The video URL must be a full web address starting with http:// or https://, e.g. https://www.youtube.com/watch?v=…'
  }
  const host = new URL(url).hostname
  if (X_HOSTS.has(host)) return `Only YouTube links can be played: X (Twitter) posts cannot be shown in the video player. ${PLAYABLE_SHAPES}`
  if (YOUTUBE_HOSTS.test(host)) {
    return `Only YouTube links to a single video can be played: shorts, embeds, playlists and channels cannot. ${PLAYABLE_SHAPES}`
  }
  return `Only YouTube links can be played: the video player cannot play links from ${host}. ${PLAYABLE_SHAPES}`
}
