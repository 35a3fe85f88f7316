/**
 * Titles, excerpts and comment text as the site's constraints want them (articles_title_check,
 * articles_excerpt_check, comments_*_check), made from what the source has.
 */

export const TITLE_MAX = 200
export const EXCERPT_MAX = 500
const MADE_EXCERPT = 200
export const COMMENT_MAX = 5000
export const COMMENT_NAME_MAX = 80

/** Decodes entities and drops tags, through the document's own parser. */
export function textOf(html: string, document: Document): string {
  const element = document.createElement('div')
  element.innerHTML = html.replace(/<(?:br|\/p|\/h[1-6]|\/li|\/blockquote|\/div)\b[^>]*>/gi, (tag) => `${tag}\n`)
  return (element.textContent ?? '').replace(/[ \t\u00a0]+/g, ' ').replace(/ *\n+ */g, '\n').trim()
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
