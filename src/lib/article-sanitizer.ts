/**
 * The article sanitiser itself, with the origins given: `sanitize.ts` wraps it with the app's
 * defaults (the page's origin, VITE_SUPABASE_URL); the importer's command line uses it as it is,
 * without the app's environment.
 */
import DOMPurify from 'dompurify'
import { imageSources } from './image-variants.ts'
import { withoutInlineAttributes } from './inline-attributes.ts'

/** The origins article content may point at, as `scheme://host[:port]`. */
export interface ContentOrigins {
  /** The site itself; relative URLs resolve against it. */
  site: string
  /** The project's storage (the Supabase URL): uploaded article images live there. */
  storage: string
}

/** How the page shows the result: `sizes` for stored photos, which then get their widths and lazy loading. */
export interface RenderOptions {
  imageSizes?: string
}

// Kept as before: DOMPurify tests every attribute outside its plain-text list (alt, title…)
// against it, so values such as rel or width still go, and URLs meet it before isAllowedUrl.
const ALLOWED_URI = /^(?:(?:https?|mailto|tel):|\/(?!\/)|#)/i
// Attributes whose value is a URL the browser follows (href) or fetches / posts to (the rest).
const URL_ATTRIBUTES = new Set(['href', 'src', 'poster', 'background', 'cite', 'action', 'formaction', 'xlink:href'])
const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:'])

/**
 * The tags an article may hold: those the admin editor's schema holds (editor-extensions.ts),
 * plus b, i, strike and del, which it reads as strong, em and s. Anything else (tables, figures,
 * sub/sup, divs, spans…) is dropped with its text kept: the editor could not keep it through an
 * edit, so allowing it here would let a published article show markup its next save loses.
 */
export const ARTICLE_TAGS = [
  'p', 'br', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'ul', 'ol', 'li', 'hr', 'pre', 'code',
  'strong', 'b', 'em', 'i', 'u', 's', 'strike', 'del', 'a', 'img',
] as const
// rel and target are not listed: links open in the same tab without window.opener either way.
const ARTICLE_ATTRIBUTES = ['href', 'title', 'src', 'alt', 'width', 'height', 'start']
// Plain values, not URLs: DOMPurify would otherwise test "600" against ALLOWED_URI and drop it.
const PLAIN_VALUE_ATTRIBUTES = ['width', 'height', 'start']

// Hooks are global to a DOMPurify instance: a private one keeps ours away from any other user.
// The build's prerendering runs in Node, which has no DOM: scripts/prerender.ts lends a jsdom
// window at the site's address.
declare global {
  /**
   * The window DOMPurify parses with outside a browser: the build's prerendering and the
   * importer's command line run in Node, which has no DOM, and lend a jsdom window.
   */
  var sanitizerWindow: typeof window | undefined
}

const ARTICLE_CONFIG = {
  ALLOWED_TAGS: [...ARTICLE_TAGS],
  ALLOWED_ATTR: ARTICLE_ATTRIBUTES,
  ADD_URI_SAFE_ATTR: PLAIN_VALUE_ATTRIBUTES,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOWED_URI_REGEXP: ALLOWED_URI,
}

const domWindow = typeof window === 'undefined' ? globalThis.sanitizerWindow : window
const purify = DOMPurify(domWindow)
let current: ContentOrigins | null = null
let rendering: RenderOptions = {}

function parse(value: string, base?: string): URL | null {
  try {
    return new URL(value, base)
  } catch {
    return null
  }
}

const isWeb = (url: URL) => url.protocol === 'https:' || url.protocol === 'http:'

/**
 * A link stays on the site, or is an external link written with its own scheme. A relative
 * reference that leaves the site ("/\host", "//host") only looks like a path: dropped.
 */
function isAllowedLink(value: string, url: URL, origins: ContentOrigins): boolean {
  if (!LINK_PROTOCOLS.has(url.protocol)) return false
  return (isWeb(url) && url.origin === origins.site) || parse(value) !== null
}

/** What the page fetches comes from the site or its storage, never a third party watching readers. */
function isAllowedSource(url: URL, origins: ContentOrigins): boolean {
  return isWeb(url) && (url.origin === origins.site || url.origin === origins.storage)
}

/** Decides by the URL the browser would build (WHATWG parser), not by how the text starts. */
function isAllowedUrl(attribute: string, value: string, origins: ContentOrigins): boolean {
  const url = parse(value, origins.site)
  if (!url) return false
  return attribute === 'href' ? isAllowedLink(value, url, origins) : isAllowedSource(url, origins)
}

purify.addHook('uponSanitizeAttribute', (_node, data) => {
  if (URL_ATTRIBUTES.has(data.attrName) && !(current && isAllowedUrl(data.attrName, data.attrValue, current))) {
    data.keepAttr = false
  }
})
purify.addHook('afterSanitizeAttributes', (node) => {
  // An image whose source was dropped is only a broken box: remove it.
  if (node.nodeName !== 'IMG') return
  const src = node.getAttribute('src')
  if (!src) return node.remove()
  if (rendering.imageSizes) showResponsively(node, src, rendering.imageSizes)
})

/** A body photo, like a featured one: every stored width, its dimensions, fetched when near. */
function showResponsively(image: Element, src: string, sizes: string) {
  image.setAttribute('loading', 'lazy')
  image.setAttribute('decoding', 'async')
  const sources = imageSources(src)
  if (!sources.srcSet || !sources.size) return
  image.setAttribute('srcset', sources.srcSet)
  image.setAttribute('sizes', sizes)
  image.setAttribute('width', String(sources.size.width))
  image.setAttribute('height', String(sources.size.height))
}

const originOf = (url: string) => new URL(url).origin

function pageOrigin(): string {
  if (!domWindow) throw new Error('sanitizeArticleHtml: no window to resolve URLs against (outside a browser, lend one as globalThis.sanitizerWindow)')
  return domWindow.location.origin
}

/** The origins as `scheme://host[:port]`; the site defaults to the page's own. */
export function contentOrigins(origins: Partial<ContentOrigins> & { storage: string }): ContentOrigins {
  return { site: originOf(origins.site ?? pageOrigin()), storage: originOf(origins.storage) }
}

/** Whether the public page keeps this link or image URL (the editor refuses what it would drop). */
export function isKeptUrl(kind: 'link' | 'image', url: string, origins: ContentOrigins): boolean {
  return isAllowedUrl(kind === 'link' ? 'href' : 'src', url.trim(), origins)
}

/**
 * Article HTML from the database, made safe to render: only ARTICLE_TAGS and ARTICLE_ATTRIBUTES,
 * so no scripts, handlers, frames, forms or SVG; no javascript: or data: URLs; links and images
 * only where `isAllowedUrl` lets them point; no `class` or `style`, so content cannot use the
 * app's own Tailwind classes to cover the page (the editor writes neither); no `srcset` (the
 * editor writes none; `render.imageSizes` adds it, from the stored set's own name); no `target`, so links open in the same tab and no window.opener leaks.
 */
export function sanitizeWithOrigins(html: string, origins: ContentOrigins, render: RenderOptions = {}): string {
  current = origins
  rendering = render
  try {
    return purify.sanitize(withoutInlineAttributes(html), ARTICLE_CONFIG)
  } finally {
    current = null
    rendering = {}
  }
}

/**
 * The same rules over markup already parsed (the importer's simplified bodies, which it would
 * otherwise serialise only for this to parse again), cleaned where they are: the nodes move
 * into a holder of their own document, which is returned; its `innerHTML` is the clean markup.
 * Cleaning in place needs a root the rules keep, hence a bare paragraph as the holder; only
 * what it holds is ever used.
 */
export function sanitizeNodesWithOrigins(nodes: DocumentFragment, origins: ContentOrigins): HTMLElement {
  const holder = nodes.ownerDocument.createElement('p')
  holder.append(nodes)
  current = origins
  rendering = {}
  try {
    purify.sanitize(holder, { ...ARTICLE_CONFIG, IN_PLACE: true })
    return holder
  } finally {
    current = null
  }
}
