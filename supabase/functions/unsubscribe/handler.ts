import { anonRest, type FeedHandlerOptions } from '../_shared/feed-options.ts'
import { siteHref } from '../_shared/site.ts'
import { paths } from '../../../src/config/paths.ts'

// The form body of RFC 8058's one-click request is one short field; nothing longer is read.
const MAX_BODY = 1024

/**
 * /functions/v1/unsubscribe?token=…, the newsletters' `List-Unsubscribe` address (RFC 8058).
 * POST `List-Unsubscribe=One-Click` (what Gmail, Yahoo and Apple Mail send, with no cookie and no
 * key) unsubscribes the token's address at once and answers 200, the same whether or not the
 * token matched; GET (someone opening the address in a browser) goes to the site's unsubscribe
 * page, which asks nothing more either.
 */
export function createUnsubscribeHandler(options: FeedHandlerOptions): (req: Request) => Promise<Response> {
  const rest = anonRest(options)
  const log = options.log ?? ((line: string) => console.error(line))
  return async (req) => {
    const token = new URL(req.url).searchParams.get('token') ?? ''
    if (req.method === 'GET' || req.method === 'HEAD') {
      const page = `${siteHref(options.siteUrl, paths.newsletterUnsubscribe)}?token=${encodeURIComponent(token)}`
      return new Response(null, { status: 303, headers: { location: page, 'cache-control': 'no-store' } })
    }
    if (req.method !== 'POST') return new Response('Method Not Allowed', { status: 405, headers: { allow: 'GET, HEAD, POST' } })
    const body = (await req.text()).slice(0, MAX_BODY)
    if (new URLSearchParams(body).get('List-Unsubscribe') !== 'One-Click') {
      return new Response('Expected List-Unsubscribe=One-Click', { status: 400 })
    }
    const headers: Record<string, string> = { apikey: rest.anonKey, 'content-type': 'application/json', accept: 'application/json' }
    if (!rest.anonKey.startsWith('sb_')) headers.authorization = `Bearer ${rest.anonKey}`
    const response = await rest.fetch(`${rest.supabaseUrl.replace(/\/+$/, '')}/rest/v1/rpc/unsubscribe_newsletter`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ token }),
      signal: AbortSignal.timeout(10_000),
    })
    if (!response.ok) {
      log(`unsubscribe: HTTP ${response.status}: ${(await response.text()).slice(0, 200)}`)
      // Not 2xx: the mail client tries again later rather than believing it worked.
      return new Response('Try again later', { status: 503, headers: { 'retry-after': '60' } })
    }
    await response.body?.cancel()
    return new Response('You have been unsubscribed.', { status: 200, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } })
  }
}
