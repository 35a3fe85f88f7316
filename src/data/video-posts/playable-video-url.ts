/**
 * The one rule for a video post's URL: a YouTube watch link or a youtu.be link, the only links
 * the floating player can embed. The database holds the same pattern
 * (private.is_playable_video_url, migration 20261124000400), so the dashboard, the player and
 * the table agree; playable-video-url.test.ts fails when the two copies drift apart.
 *
 * Scheme and host must be lower case, as a browser writes them: `normalizeVideoUrl` makes a
 * typed URL so before it is checked and saved.
 */
export const PLAYABLE_VIDEO_URL_PATTERN =
  '^https?://(?:(?:www\\.|m\\.)?youtube\\.com/watch/?\\?(?:[^#\\s]*&)?v=([A-Za-z0-9_-]{11})(?:[&#]\\S*)?|(?:www\\.)?youtu\\.be/([A-Za-z0-9_-]{11})(?:[?#]\\S*)?)$'

const PLAYABLE_VIDEO_URL = new RegExp(PLAYABLE_VIDEO_URL_PATTERN)

/** The YouTube video id of a playable link; null for anything else (X, Vimeo, shorts, playlists…). */
export function playableVideoId(url: string): string | null {
  const match = PLAYABLE_VIDEO_URL.exec(url.trim())
  return match ? (match[1] ?? match[2] ?? null) : null
}

/** A typed http(s) URL as the browser would write it (lower-case scheme and host); anything else trimmed. */
export function normalizeVideoUrl(input: string): string {
  const trimmed = input.trim()
  try {
    const parsed = new URL(trimmed)
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : trimmed
  } catch {
    return trimmed
  }
}
