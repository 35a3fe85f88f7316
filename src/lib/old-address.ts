/**
 * The one spelling of an old site's address that imports store and the site looks up: an
 * address the old site had (`https://old.example/2019/05/03/Hello-World/`, `/?p=12`) and the
 * same address as a reader's browser asks for it here must compare equal.
 */

/** Query keys that name a post, page, category, tag or author on WordPress (`/?p=12`). */
const ADDRESS_QUERY_KEYS = ['p', 'page_id', 'cat', 'tag', 'author'] as const

export const OLD_ADDRESS_MAX_LENGTH = 1000

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/**
 * `url` (absolute, or a path with an optional query) as it is stored: the path's segments
 * percent-decoded, NFC, lower-case, without empty segments or a trailing slash, without
 * WordPress's `/index.php` prefix; the query reduced to the one key that names content (`?p=12`)
 * and kept only on the root. Null for the home page and for anything that is no address.
 */
export function normaliseOldAddress(url: string): string | null {
  let parsed: URL
  try {
    parsed = new URL(url.trim(), 'http://old.invalid/')
  } catch {
    return null
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null
  const segments = parsed.pathname.split('/').filter(Boolean).map((segment) => decodeSegment(segment).normalize('NFC').toLowerCase())
  if (segments[0] === 'index.php') segments.shift()
  const path = `/${segments.join('/')}`
  if (path !== '/') return path.length <= OLD_ADDRESS_MAX_LENGTH ? path : null
  for (const key of ADDRESS_QUERY_KEYS) {
    const value = parsed.searchParams.get(key)?.trim().toLowerCase()
    if (value && /^[\p{L}\p{N}_-]{1,200}$/u.test(value)) return `/?${key}=${value}`
  }
  return null
}
