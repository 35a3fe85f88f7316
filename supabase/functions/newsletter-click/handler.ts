import { anonRest, type FeedHandlerOptions } from '../_shared/feed-options.ts'
import { siteHref } from '../_shared/site.ts'
import { paths } from '../../../src/config/paths.ts'

const ISSUE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

interface Click {
  /** The site path to send the reader to, or null when the issue holds no such link. */
  go: string | null
  /** The issue's subject, the page view's campaign tag. */
  campaign: string | null
}

/**
 * /functions/v1/newsletter-click?issue=<id>&link=/<slug>: every link of a newsletter goes
 * through here. `newsletter_click` counts the click for that issue and link (not for anyone:
 * every copy of an issue carries the same links) and says where to go, which is always a page
 * of the site the issue holds, so this is no open redirect; an unknown issue or link goes
 * home. The reader's user agent goes along so the database can leave bots' clicks (link
 * scanners, previews) uncounted; HEAD, what link checkers send, counts nothing. The address
 * gets campaign tags, so the visit shows among the Analytics tab's campaigns.
 */
export function createNewsletterClickHandler(options: FeedHandlerOptions): (req: Request) => Promise<Response> {
  const rest = anonRest(options)
  const log = options.log ?? ((line: string) => console.error(line))
  const redirect = (location: string) =>
    new Response(null, { status: 302, headers: { location, 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' } })
  return async (req) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return new Response('Method Not Allowed', { status: 405, headers: { allow: 'GET, HEAD' } })
    const url = new URL(req.url)
    const issue = url.searchParams.get('issue') ?? ''
    const link = url.searchParams.get('link') ?? paths.home
    const home = siteHref(options.siteUrl, paths.home)
    if (!ISSUE_ID.test(issue) || req.method === 'HEAD') return redirect(home)
    const headers: Record<string, string> = {
      apikey: rest.anonKey, 'content-type': 'application/json', accept: 'application/json',
      'user-agent': req.headers.get('user-agent') ?? '',
    }
    if (!rest.anonKey.startsWith('sb_')) headers.authorization = `Bearer ${rest.anonKey}`
    let click: Click | null = null
    try {
      const response = await rest.fetch(`${rest.supabaseUrl.replace(/\/+$/, '')}/rest/v1/rpc/newsletter_click`, {
        method: 'POST', headers, body: JSON.stringify({ issue_id: issue, link: link.slice(0, 200) }), signal: AbortSignal.timeout(5_000),
      })
      if (response.ok) click = (await response.json()) as Click
      else log(`newsletter-click: HTTP ${response.status}: ${(await response.text()).slice(0, 200)}`)
    } catch (error) {
      // The reader still gets where the link pointed, or home: a lost count is no reason to strand them.
      log(`newsletter-click: ${error instanceof Error ? error.message : String(error)}`)
    }
    if (!click?.go) return redirect(home)
    const tags = new URLSearchParams({ utm_source: 'newsletter', utm_medium: 'email' })
    if (click.campaign) tags.set('utm_campaign', click.campaign.slice(0, 100))
    return redirect(`${siteHref(options.siteUrl, click.go)}?${tags.toString()}`)
  }
}
