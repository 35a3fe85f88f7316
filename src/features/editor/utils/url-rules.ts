import { isWellFormedHttpUrl } from '@/lib/http-url.ts'
import { isKeptInArticle } from '@/lib/sanitize.ts'

/** Protocols a link in article content may use; matches what the public sanitiser keeps. */
export const LINK_PROTOCOLS = ['http', 'https', 'mailto', 'tel'] as const

const SCHEME = /^([a-z][a-z0-9+.-]*):/i
const ROOT_RELATIVE = /^\/(?!\/)/

function hasAllowedScheme(url: string, allowed: readonly string[]): boolean {
  const scheme = SCHEME.exec(url)?.[1]?.toLowerCase()
  return scheme !== undefined && allowed.includes(scheme)
}

/** The editor's isAllowedUri: http(s), mailto, tel, site-relative paths and #anchors. */
export function isAllowedLinkUrl(url: string): boolean {
  const trimmed = url.trim()
  if (!trimmed || /\s/.test(trimmed)) return false
  if (trimmed.startsWith('#')) return true
  // A path that leaves the site (`/\\host`) only looks like one: the page would drop it.
  if (ROOT_RELATIVE.test(trimmed)) return isKeptInArticle('link', trimmed)
  if (!hasAllowedScheme(trimmed, LINK_PROTOCOLS)) return false
  return /^https?:/i.test(trimmed) ? isWellFormedHttpUrl(trimmed) : true
}

export type LinkPromptResult =
  | { kind: 'remove' }
  | { kind: 'set'; href: string }
  | { kind: 'invalid'; reason: string }

const LINK_REASON = 'Links must start with http://, https://, mailto: or tel:, or be a path on this site such as /about.'

/**
 * What the link prompt does with what was typed: an empty URL removes the link;
 * "example.com" becomes https://example.com; other protocols are refused.
 */
export function interpretLinkInput(input: string): LinkPromptResult {
  const trimmed = input.trim()
  if (!trimmed) return { kind: 'remove' }
  const candidate = SCHEME.test(trimmed) || ROOT_RELATIVE.test(trimmed) || trimmed.startsWith('#')
    ? trimmed
    : `https://${trimmed}`
  return isAllowedLinkUrl(candidate) ? { kind: 'set', href: candidate } : { kind: 'invalid', reason: LINK_REASON }
}

/**
 * Images by URL: a path on this site or an address in the project's storage, which is all the
 * public page shows (readers' browsers never fetch from third parties); never data: (base64).
 */
export function interpretImageUrl(input: string): { ok: true; src: string } | { ok: false; reason: string } {
  const trimmed = input.trim()
  const wellFormed = (ROOT_RELATIVE.test(trimmed) || isWellFormedHttpUrl(trimmed)) && !/\s/.test(trimmed)
  if (wellFormed && isKeptInArticle('image', trimmed)) return { ok: true, src: trimmed }
  if (/^data:/i.test(trimmed)) {
    return { ok: false, reason: 'Embedded (base64) images are not allowed. Upload the image or use its http(s) address.' }
  }
  if (wellFormed) {
    return { ok: false, reason: 'Images from other sites are not shown to readers. Upload the image, or use an address on this site.' }
  }
  return { ok: false, reason: 'Image addresses must start with http:// or https://.' }
}
