/** An absolute http(s) address with a host: what a link, an image URL or a video URL must at least be. */
export function isWellFormedHttpUrl(url: string): boolean {
  try {
    const parsed = new URL(url)
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname.length > 0
  } catch {
    return false
  }
}
