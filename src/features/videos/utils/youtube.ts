const VIDEO_ID = /^[\w-]{11}$/
const WATCH_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com'])
const SHORT_HOSTS = new Set(['youtu.be', 'www.youtu.be'])

/** The video id of a YouTube watch link or youtu.be link; null for anything else (X, Vimeo, shorts…). */
export function youTubeVideoId(url: string): string | null {
  let parsed: URL
  try {
    parsed = new URL(url.trim())
  } catch {
    return null
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null
  const host = parsed.hostname.toLowerCase()
  let id: string | null = null
  if (WATCH_HOSTS.has(host) && parsed.pathname.replace(/\/+$/, '') === '/watch') id = parsed.searchParams.get('v')
  else if (SHORT_HOSTS.has(host)) id = parsed.pathname.split('/')[1] ?? null
  return id && VIDEO_ID.test(id) ? id : null
}

/** The autoplaying, muted embed for a playable link, or null when the link gives no player. */
export function youTubeEmbedUrl(url: string): string | null {
  const id = youTubeVideoId(url)
  return id ? `https://www.youtube.com/embed/${id}?autoplay=1&mute=1&playsinline=1&rel=0` : null
}
