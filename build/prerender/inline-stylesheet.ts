/**
 * The prerendered pages carry their styles inline, in place of index.html's link to the site's
 * stylesheet. Linked, it is a request of its own after the document (a round trip on a slow phone,
 * which also takes the connection the lead photo would otherwise reuse, so the photo opens a new
 * one); inline, the photo starts on the document's warm connection. Each page inlines only the
 * rules its markup uses (page-stylesheet.ts), and its loader links the whole sheet once the page
 * has painted (first-paint.ts), for the parts the app mounts later (toaster, search, player) and
 * the pages it renders next. The app itself (app.html) keeps the cached file.
 */

/** The built stylesheet link Vite writes into index.html. */
const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="([^"]+\.css)">/

export interface LinkedStylesheet {
  /** The link tag as index.html has it. */
  tag: string
  /** Its href, e.g. `/assets/index-abc.css`. */
  href: string
}

/** index.html's one stylesheet link; null when it has none (nothing to inline). */
export function linkedStylesheet(template: string): LinkedStylesheet | null {
  const match = STYLESHEET_LINK.exec(template)
  if (!match?.[1]) return null
  if (STYLESHEET_LINK.test(template.slice(match.index + match[0].length))) throw new Error('prerender: index.html links more than one stylesheet')
  return { tag: match[0], href: match[1] }
}

/** The page with `css` inline where the link to it was. */
export function withInlineStylesheet(html: string, link: LinkedStylesheet, css: string): string {
  // The only text that could end a <style> element early; a built stylesheet has no reason to hold it.
  if (/<\/style/i.test(css)) throw new Error(`prerender: ${link.href} contains "</style", which cannot be inlined`)
  const at = html.indexOf(link.tag)
  if (at < 0) throw new Error(`prerender: the page has no link to ${link.href}`)
  return `${html.slice(0, at)}<style>${css.trim()}</style>${html.slice(at + link.tag.length)}`
}
