/**
 * Titles, excerpts and comment text as the site's constraints want them (articles_title_check,
 * articles_excerpt_check, comments_*_check), made from what the source has.
 */

export const TITLE_MAX = 200
export const EXCERPT_MAX = 500
const MADE_EXCERPT = 200
export const COMMENT_MAX = 5000
export const COMMENT_NAME_MAX = 80

const tidy = (text: string) => text.replace(/[ \t\u00a0]+/g, ' ').replace(/ *\n+ */g, '\n').trim()

/** Elements after which the text breaks a line (a line break, the end of a block). */
const LINE_AFTER = new Set(['BR', 'P', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'LI', 'BLOCKQUOTE', 'DIV'])

/**
 * The text of parsed markup with a line after each block and line break, walked without
 * recursion (a hostile body may nest deeper than the stack).
 */
export function textOfNodes(root: Node): string {
  let text = ''
  let node: Node | null = root.firstChild
  while (node) {
    if (node.nodeType === 3 /* Node.TEXT_NODE */) text += node.nodeValue ?? ''
    if (node.firstChild) {
      node = node.firstChild
      continue
    }
    let next: Node | null = null
    for (let done: Node | null = node; done && done !== root && !next; done = done.parentNode) {
      if (LINE_AFTER.has(done.nodeName)) text += '\n'
      next = done.nextSibling
    }
    node = next
  }
  return tidy(text)
}

/**
 * Decodes entities and drops tags, through the document's own parser; text without markup or
 * entities (most titles, names and comments) as that parser would read it, without parsing.
 */
function textOf(html: string, document: Document): string {
  if (!/[<&]/.test(html)) return tidy(html.replace(/\r\n?/g, '\n').replaceAll('\0', ''))
  const element = document.createElement('div')
  element.innerHTML = html
  return textOfNodes(element)
}

/** At most `max` characters, cut at a word and ended with an ellipsis when cut. */
export function shorten(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  if (flat.length <= max) return flat
  const cut = flat.slice(0, max - 1)
  const atWord = cut.replace(/\s+\S*$/, '')
  return `${(atWord.length > max / 2 ? atWord : cut).replace(/[\s,;:.–—-]+$/, '')}…`
}

/** The source's excerpt, else the opening of the text; empty only when both are. */
export function excerptFor(sourceExcerpt: string, bodyText: string, document: Document): string {
  const given = shorten(textOf(sourceExcerpt, document), EXCERPT_MAX)
  if (given) return given
  // The opening paragraphs, enough for a card's line or two.
  let opening = ''
  for (const paragraph of bodyText.split('\n')) {
    if (opening.length >= 40) break
    opening = `${opening} ${paragraph}`.trim()
  }
  return shorten(opening, MADE_EXCERPT)
}

/** The source's title, else the opening words of the text (WordPress allows posts without one). */
export function titleFor(sourceTitle: string, bodyText: string, document: Document): { title: string; made: boolean } {
  const given = shorten(textOf(sourceTitle, document), TITLE_MAX)
  if (given) return { title: given, made: false }
  const words = bodyText.split(/\s+/).filter(Boolean)
  const opening = words.slice(0, 8).join(' ')
  return { title: shorten(opening, 80) + (words.length > 8 ? '…' : '') || 'Untitled', made: true }
}

/** A comment as the site stores it: plain text with its paragraphs, within the length limit. */
export function commentText(html: string, document: Document): string {
  return textOf(html, document).slice(0, COMMENT_MAX).trim()
}

export function commentName(name: string, document: Document): string {
  return shorten(textOf(name, document), COMMENT_NAME_MAX) || 'Anonymous'
}
