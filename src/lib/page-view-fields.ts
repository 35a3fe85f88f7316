/**
 * What a page view reports, worked out in the reader's browser from what it already knows; pure
 * functions of their inputs. The database checks each again (a request can say anything), and
 * stores nothing that names the reader: see the Privacy Policy page.
 */
import type { DeviceClass } from '../types/database.ts'

/**
 * The kind of device from its user agent: tablets first (iPads, Android without "Mobile",
 * Kindle/Silk, and iPadOS, which calls itself a Mac but has a touch screen), then phones.
 */
export function deviceClass(userAgent: string, maxTouchPoints = 0): DeviceClass {
  if (/iPad|Tablet|PlayBook|Silk|Kindle|Nexus (7|9|10)\b/i.test(userAgent)) return 'tablet'
  if (/Android/i.test(userAgent) && !/Mobile/i.test(userAgent)) return 'tablet'
  if (/Macintosh/i.test(userAgent) && maxTouchPoints > 1) return 'tablet'
  if (/Mobi|iPhone|iPod|Android|Windows Phone|BlackBerry|BB10|Opera Mini/i.test(userAgent)) return 'mobile'
  return 'desktop'
}

/**
 * The domain of the page that linked here (`document.referrer`), lower case and without
 * "www.", or null: no referrer, not a web page, or this site itself (a reader moving between
 * its pages is no referral).
 */
export function referrerDomain(referrer: string, ownHost: string): string | null {
  let url: URL
  try {
    url = new URL(referrer)
  } catch {
    return null
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  const host = url.hostname.toLowerCase().replace(/^www\./, '')
  if (!host || host === ownHost.toLowerCase().replace(/^www\./, '')) return null
  return host
}

export interface UtmTags {
  utm_source: string | null
  utm_medium: string | null
  utm_campaign: string | null
}

/** The campaign tags of an address's query string (`?utm_source=…`), trimmed; empty ones as none. */
export function utmTags(search: string): UtmTags {
  const params = new URLSearchParams(search)
  const tag = (name: string) => params.get(name)?.trim().slice(0, 100) || null
  return { utm_source: tag('utm_source'), utm_medium: tag('utm_medium'), utm_campaign: tag('utm_campaign') }
}

/** What a browser may expose of the reader's wish not to be tracked. */
export interface PrivacySignals {
  doNotTrack?: string | null
  globalPrivacyControl?: boolean
}

/** Do Not Track or Global Privacy Control is on: the page sends no view at all. */
export function refusesTracking(signals: PrivacySignals): boolean {
  return signals.doNotTrack === '1' || signals.doNotTrack === 'yes' || signals.globalPrivacyControl === true
}

/** The path as the database knows pages: no trailing slash but the root's. */
export function pagePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : '/'
}
