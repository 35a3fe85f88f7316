/**
 * A prerendered page paints once, whole. With its stylesheet inline nothing holds the browser's
 * first paint back, and it paints the part of the document parsed so far, then parses the rest and
 * styles and lays out the whole page a second time: on a slow phone that second pass (about
 * 100 ms at 4× CPU on an article) lands after the page has painted, while the reader may already
 * be tapping. `<link rel="expect" blocking="render">` asks the browser to hold rendering until an
 * element near the end of the document has been parsed, so the first paint is of the whole page
 * and there is one pass. The document itself is small and arrives in one or two round trips; the
 * lead photo is requested from the head's preload meanwhile. A browser that does not know the
 * hint paints as before.
 */

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
