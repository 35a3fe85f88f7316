import { env } from '../../config/env.ts'
import { deviceClass, pagePath, referrerDomain, refusesTracking, utmTags } from '../../lib/page-view-fields.ts'

/** The one view of this document that may carry its referrer: the first (later ones are moves inside the site). */
let referrerSent = false

interface BrowserPrivacy {
  doNotTrack?: string | null
  globalPrivacyControl?: boolean
}

/**
 * Reports the page the reader is on: one small POST to `collect_page_view`, sent with
 * `keepalive` (what `navigator.sendBeacon` does, which cannot send the API key's header) so it
 * completes even if the reader leaves at once. Nothing is sent under Do Not Track or Global
 * Privacy Control. No cookie, no storage, no identifier: the database derives its daily
 * visitor hash from the request and keeps only the hash. A failure is ignored (the reader is
 * not to be bothered about it).
 */
export function collectPageView(location: Pick<Location, 'pathname' | 'search' | 'host'>): void {
  const privacy = navigator as Navigator & BrowserPrivacy
  if (refusesTracking({ doNotTrack: privacy.doNotTrack ?? (window as Window & BrowserPrivacy).doNotTrack, globalPrivacyControl: privacy.globalPrivacyControl })) return
  const referrer = referrerSent ? null : referrerDomain(document.referrer, location.host.replace(/:\d+$/, ''))
  referrerSent = true
  const body = {
    path: pagePath(location.pathname),
    referrer,
    ...utmTags(location.search),
    device: deviceClass(navigator.userAgent, navigator.maxTouchPoints),
  }
  void fetch(`${env.VITE_SUPABASE_URL.replace(/\/+$/, '')}/rest/v1/rpc/collect_page_view`, {
    method: 'POST',
    keepalive: true,
    headers: { apikey: env.VITE_SUPABASE_ANON_KEY, Authorization: `Bearer ${env.VITE_SUPABASE_ANON_KEY}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    // Nothing to send along: the site sets no cookie, and the API answers none.
    credentials: 'omit',
  }).catch(() => undefined)
}
