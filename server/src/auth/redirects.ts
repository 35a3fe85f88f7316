/**
 * Where the e-mail link flow may send a browser: GoTrue's rule (utilities.IsRedirectURLValid)
 * for the cases this backend meets: the site itself (scheme and host equal, the port too unless
 * it is a loopback address), a loopback address, or a configured additional redirect URL.
 * Anything else falls back to the site URL, so a crafted link cannot carry a fresh session to
 * another origin.
 */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1'])

function parse(url: string): URL | null {
  try {
    return new URL(url)
  } catch {
    return null
  }
}

export function isAllowedRedirect(target: string, siteUrl: string, additional: readonly string[] = []): boolean {
  const to = parse(target)
  const site = parse(siteUrl)
  if (!to || !site || (to.protocol !== 'http:' && to.protocol !== 'https:')) return false
  if (to.username || to.password) return false
  if (to.hostname === site.hostname && to.protocol === site.protocol && (to.port === site.port || LOOPBACK.has(to.hostname))) return true
  if (/^127\.\d+\.\d+\.\d+$/.test(to.hostname) || LOOPBACK.has(to.hostname)) return true
  return additional.some((allowed) => {
    const base = parse(allowed)
    if (!base) return false
    if (base.origin !== to.origin) return false
    const prefix = base.pathname.endsWith('/') ? base.pathname : `${base.pathname}/`
    return to.pathname === base.pathname || to.pathname.startsWith(prefix) || base.pathname === '/'
  })
}

/** The redirect target to use: the requested one when allowed, else the site URL. */
export function redirectTarget(requested: string | undefined, siteUrl: string, additional: readonly string[] = []): string {
  return requested && isAllowedRedirect(requested, siteUrl, additional) ? requested : siteUrl
}
