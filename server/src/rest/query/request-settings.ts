/** Cookie header → {name: value}, as PostgREST fills `request.cookies`. */
export function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {}
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=')
    if (eq <= 0) continue
    const name = part.slice(0, eq).trim()
    if (name) cookies[name] = part.slice(eq + 1).trim()
  }
  return cookies
}

/**
 * The transaction-local settings PostgREST gives every request: `request.method`,
 * `request.path` (below the API root, e.g. `/comments`), `request.headers` and
 * `request.cookies` as JSON with lower-case names. SQL reads them with
 * `current_setting('request.headers', true)::json->>'x-forwarded-for'`. The gateway's part is
 * X-Forwarded-For and CF-Connecting-IP: both carry the client address this server resolved,
 * never a value the request wrote itself (see http/client-address.ts), as the hosted gateway
 * (Cloudflare in front of Supabase) overwrites CF-Connecting-IP. The comment rate limit reads them.
 */
export function requestSettings(input: {
  method: string
  path: string
  /** A fetch Headers, or anything with its forEach. */
  headers: { forEach(callback: (value: string, name: string) => void): void }
  clientAddress: string
}): Record<string, string> {
  const headers: Record<string, string> = {}
  input.headers.forEach((value, name) => {
    headers[name.toLowerCase()] = value
  })
  headers['x-forwarded-for'] = input.clientAddress
  headers['cf-connecting-ip'] = input.clientAddress
  return {
    'request.method': input.method,
    'request.path': input.path,
    'request.headers': JSON.stringify(headers),
    'request.cookies': JSON.stringify(parseCookies(headers.cookie)),
  }
}
