/**
 * A prerendered page's first paint: whole, and before the app.
 *
 * The loader. A few inline lines let the page paint its content before the app's script is even
 * fetched. The entry script (120 KB gzip) would otherwise share a slow line with the stylesheet
 * and the lead photo, and the browser is free to run it, and hydrate, before its first paint: on
 * a slow phone the reader would wait for all of that to see HTML that had already arrived. Here
 * the entry is imported once the first contentful paint and the lead photo are on screen, and the
 * page's state file fetched beside it; until then links work as plain links, each page being a
 * file of its own.
 *
 * The whole page at once. With its stylesheet inline nothing holds the browser's first paint
 * back, and it paints the part of the document parsed so far, then parses the rest and styles and
 * lays out the whole page a second time: on a slow phone that second pass (about 100 ms at 4× CPU
 * on an article) lands after the page has painted, while the reader may already be tapping.
 * `<link rel="expect" blocking="render">` asks the browser to hold rendering until an element near
 * the end of the document has been parsed, so the first paint is of the whole page and there is
 * one pass. The document itself is small and arrives in one or two round trips; the lead photo is
 * requested from the head's preload meanwhile. A browser that does not know the hint paints as
 * before.
 */
import { SCROLL_POSITIONS_KEY } from '../../src/config/scroll-positions.ts'
import { inlineScriptHashes } from '../vite-plugins/vite-security-headers.ts'

/** The attribute that holds back the blocks below the first screen until the loader drops it. */
export const FIRST_SCREEN_ATTRIBUTE = 'data-first-screen'

/** The built entry script tag index.html loads the app with. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/

/** The loader, for the entry at `entryUrl`: an inline module (deferred like the entry it replaces). */
export function firstPaintLoaderScript(entryUrl: string, stylesheetUrl?: string): string {
  // The page holds inline only the rules its own markup uses (page-stylesheet.ts): the site's
  // stylesheet, for what the app draws next, comes beside the app's script, on a line the lead
  // photo no longer needs. Every rule inline is in it too, so nothing on screen changes.
  const stylesheet = stylesheetUrl
    ? `
const sheet = document.createElement('link')
sheet.rel = 'stylesheet'
sheet.href = ${JSON.stringify(stylesheetUrl)}
document.head.append(sheet)`
    : ''
  const source = `${returnToPlace()}
const contentPainted = new Promise((resolve) => {
  if (!('PerformanceObserver' in window)) return resolve()
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return
    observer.disconnect()
    resolve()
  })
  observer.observe({ type: 'paint', buffered: true })
})
const lead = document.querySelector('img[fetchpriority="high"]')
const leadLoaded = !lead || lead.complete ? Promise.resolve() : new Promise((resolve) => {
  lead.addEventListener('load', resolve, { once: true })
  lead.addEventListener('error', resolve, { once: true })
})
// A hidden tab paints nothing: it starts the app at once. A browser that reports no paint waits 3 s at most.
if (document.visibilityState === 'visible') {
  await Promise.race([Promise.all([contentPainted, leadLoaded]), new Promise((resolve) => setTimeout(resolve, 3000))])
  // The lead photo is painted in the frame after its load event.
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
}
// The blocks below the first screen render now, and their pictures load (src/index.css).
document.documentElement.removeAttribute('${FIRST_SCREEN_ATTRIBUTE}')
// The data the page was rendered from, which the app hydrates with, comes beside the app's script.
const state = document.getElementById('prerendered-state')
if (state && state.dataset.src) {
  window.prerenderedState = fetch(state.dataset.src).then((response) => {
    if (!response.ok) throw new Error('prerendered state: HTTP ' + response.status)
    return response.text()
  })
  // Handled where the app reads it; a failure here is not an error of its own.
  window.prerenderedState.catch(() => undefined)
}${stylesheet}
await import(${JSON.stringify(entryUrl)})
`
  return `<script type="module">${source}</script>`
}

/**
 * Back, Forward or a reload onto a prerendered page returns the reader to where they were. The
 * browser's own restoring would land in the page as it stands before the paint, with the blocks
 * below the first screen still at their stand-in sizes (src/index.css), and so thousands of pixels
 * off; and a reader who followed a plain link before the app had started left no position the
 * app's router could have kept. So the loader does for this entry what the router's
 * <ScrollRestoration /> does once it runs, in the router's store and under its key: gives the
 * entry a key (app/history-entry-key.ts does the same for the app's own pages), keeps the
 * position when the page is left before the router has taken over (the router marks its taking
 * over with history.scrollRestoration = 'manual'), and on a return lays out the whole page at once
 * and scrolls to the position kept. The app then finishes a restore the page was too short for
 * (app/layout/scroll-restore-completion.tsx).
 */
function returnToPlace(): string {
  return `
const positionsKey = ${JSON.stringify(SCROLL_POSITIONS_KEY)}
const positions = () => {
  try { return JSON.parse(sessionStorage.getItem(positionsKey) || '{}') || {} } catch { return {} }
}
const entry = history.state && typeof history.state === 'object' ? history.state : {}
if (typeof entry.key !== 'string' || entry.key === '') history.replaceState({ ...entry, key: Math.random().toString(36).slice(2, 10) }, '')
addEventListener('pagehide', () => {
  if (history.scrollRestoration === 'manual') return
  const kept = positions()
  kept[history.state.key] = scrollY
  try { sessionStorage.setItem(positionsKey, JSON.stringify(kept)) } catch {}
  history.scrollRestoration = 'manual'
})
const visit = performance.getEntriesByType('navigation')[0]
const returnTo = visit && visit.type !== 'navigate' ? positions()[history.state.key] : undefined
if (typeof returnTo === 'number') {
  history.scrollRestoration = 'manual'
  document.documentElement.removeAttribute('${FIRST_SCREEN_ATTRIBUTE}')
  scrollTo(0, returnTo)
}`
}

export interface FirstPaintLoader {
  /** The inline loader that replaces the entry script in the pages' head. */
  script: string
  /** Its CSP hash, which the pages' Content-Security-Policy must allow. */
  hash: string
}

/** The loader for a built index.html, and the site's stylesheet it links once the page has painted. */
export function firstPaintLoader(template: string, stylesheetUrl?: string): FirstPaintLoader {
  const entryUrl = ENTRY_SCRIPT.exec(template)?.[1]
  if (!entryUrl) throw new Error('prerender: index.html has no module entry script')
  const script = firstPaintLoaderScript(entryUrl, stylesheetUrl)
  const [hash] = inlineScriptHashes(script)
  if (!hash) throw new Error('prerender: could not hash the loader')
  return { script, hash }
}

/** The page with the loader in place of the entry script, its first screen painted first. */
export function withFirstPaintLoader(html: string, loader: FirstPaintLoader): string {
  if (!ENTRY_SCRIPT.test(html)) throw new Error('prerender: the page has no module entry script')
  const root = /<html\b/i.exec(html)
  if (!root) throw new Error('prerender: the page has no <html> element')
  const at = root.index + root[0].length
  return `${html.slice(0, at)} ${FIRST_SCREEN_ATTRIBUTE}${html.slice(at)}`.replace(ENTRY_SCRIPT, () => loader.script)
}

/** The id of the element that marks the end of the page's markup. */
export const PAGE_END_ID = 'page-parsed'

/** The page, rendering held until its markup has been parsed to the end of its body. */
export function withWholePageFirstPaint(html: string): string {
  const headEnd = html.indexOf('</head>')
  const bodyEnd = html.lastIndexOf('</body>')
  if (headEnd < 0 || bodyEnd < headEnd) throw new Error('prerender: the page has no </head> and </body> to mark its end by')
  const hint = `<link rel="expect" href="#${PAGE_END_ID}" blocking="render">`
  const marker = `<span id="${PAGE_END_ID}" hidden></span>`
  return `${html.slice(0, headEnd)}${hint}${html.slice(headEnd, bodyEnd)}${marker}${html.slice(bodyEnd)}`
}
