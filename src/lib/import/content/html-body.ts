import { withoutInlineAttributes } from '../../inline-attributes.ts'
import { closestNamed, containsNamed, elementsNamed, elementsWithClass, firstNamed } from './element-lookup.ts'

/**
 * Exported HTML (WordPress blocks, Ghost cards, Substack's markup) reduced to what the site's
 * editor holds (article-sanitizer.ts' ARTICLE_TAGS): figures become an image with its caption in italics
 * below, pictures their image, embeds and media links, bookmark cards links, tables a paragraph
 * per row, layout wrappers paragraphs or nothing. The sanitiser then drops whatever is left
 * over; doing this first keeps the text in paragraphs instead of running together.
 */

/** Parses an HTML fragment into a detached element of an inert document (never the page's own). */
export type ParseHtml = (html: string) => HTMLElement

/**
 * The editor's sanitiser over a body already parsed and simplified (each body is parsed once):
 * what it keeps, in a detached element whose innerHTML is the article's content.
 */
export type SanitizeNodes = (nodes: DocumentFragment) => HTMLElement

/**
 * A ParseHtml into inert documents (made by the DOM implementation, in the browser or jsdom: no
 * window, so nothing in a body loads or runs): each body is a detached element, so concurrent
 * posts never share one. A new document every few bodies: the sanitiser cleans each body in
 * place with node iterators, and jsdom makes every later removal in that document visit each
 * iterator it has not yet garbage-collected, so one document for a whole archive grows slower
 * with every body (hence also no CSS selectors here: element-lookup.ts).
 */
export function htmlParserFor(implementation: DOMImplementation, bodiesPerDocument = 20): ParseHtml {
  let document = implementation.createHTMLDocument('')
  let bodies = 0
  return (html) => {
    if (bodies++ === bodiesPerDocument) {
      document = implementation.createHTMLDocument('')
      bodies = 1
    }
    const container = document.createElement('div')
    // Event handlers and styles out first: Chromium reports each one it parses, even in an inert document, to the page's CSP.
    container.innerHTML = withoutInlineAttributes(html)
    return container
  }
}

const BLOCKS = ['P', 'DIV', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'UL', 'OL', 'LI', 'BLOCKQUOTE', 'PRE', 'TABLE', 'FIGURE', 'HR', 'SECTION', 'ARTICLE', 'ASIDE', 'HEADER', 'FOOTER', 'IFRAME', 'VIDEO', 'AUDIO', 'IMG', 'PICTURE']
const URL_ONLY = /^https?:\/\/\S+$/

function paragraphWith(document: Document, ...nodes: Node[]): HTMLParagraphElement {
  const paragraph = document.createElement('p')
  paragraph.append(...nodes)
  return paragraph
}

function linkParagraph(document: Document, href: string, label: string): HTMLParagraphElement {
  const link = document.createElement('a')
  link.href = href
  link.textContent = label
  return paragraphWith(document, link)
}

/** A YouTube or Vimeo player's address as the page a reader can open. */
export function watchUrl(src: string): string {
  const youtube = /^https?:\/\/(?:www\.)?youtube(?:-nocookie)?\.com\/embed\/([\w-]{6,20})/i.exec(src)
  if (youtube) return `https://www.youtube.com/watch?v=${youtube[1]}`
  const vimeo = /^https?:\/\/player\.vimeo\.com\/video\/(\d+)/i.exec(src)
  if (vimeo) return `https://vimeo.com/${vimeo[1]}`
  return src
}

function replaceEmbeds(document: Document, body: HTMLElement): void {
  for (const frame of elementsNamed(body, 'IFRAME', 'VIDEO', 'AUDIO', 'EMBED', 'OBJECT')) {
    const source = frame.getAttribute('src') ?? firstNamed(frame, 'SOURCE')?.getAttribute('src') ?? frame.getAttribute('data') ?? ''
    const url = watchUrl(source.startsWith('//') ? `https:${source}` : source)
    if (!/^https?:\/\//i.test(url)) {
      frame.remove()
      continue
    }
    const host = new URL(url).hostname.replace(/^www\./, '')
    const label = /youtube\.com|vimeo\.com/.test(host) || frame.tagName === 'VIDEO' ? `Watch the video (${host})` : frame.tagName === 'AUDIO' ? `Listen (${host})` : `Open the embedded content (${host})`
    const holder = closestNamed(frame, 'FIGURE') ?? frame
    holder.replaceWith(linkParagraph(document, url, label))
  }
}

function replaceBookmarks(document: Document, body: HTMLElement): void {
  for (const card of elementsWithClass(body, 'kg-bookmark-card', 'embedded-post-wrap')) {
    const link = elementsNamed(card, 'A').find((element) => element.hasAttribute('href'))
    const title = elementsWithClass(card, 'kg-bookmark-title', 'embedded-post-title')[0]?.textContent?.trim()
    const href = link?.getAttribute('href')
    card.replaceWith(href ? linkParagraph(document, href, title || href) : document.createTextNode(''))
  }
}

/** The address an <img> shows: src, else a lazy loader's data-src, else srcset's first. */
function imageSource(image: Element): string {
  return image.getAttribute('src') || image.getAttribute('data-src') || (image.getAttribute('srcset') ?? '').split(',')[0]?.trim().split(/\s+/)[0] || ''
}

function simplifyImages(document: Document, body: HTMLElement): void {
  for (const picture of elementsNamed(body, 'PICTURE')) {
    const image = firstNamed(picture, 'IMG')
    picture.replaceWith(image ?? document.createTextNode(''))
  }
  for (const image of elementsNamed(body, 'IMG')) {
    const src = imageSource(image)
    // A link around a photo to its own full-size file (WordPress's "link to media file") would point at the old site.
    const link = image.parentElement?.tagName === 'A' ? image.parentElement : null
    const href = link?.getAttribute('href') ?? ''
    if (link && link.children.length === 1 && (href === src || /\.(?:jpe?g|png|gif|webp|avif)(?:[?#].*)?$/i.test(href) || link.classList.contains('image-link'))) link.replaceWith(image)
    for (const attribute of [...image.attributes]) if (attribute.name !== 'alt') image.removeAttribute(attribute.name)
    if (src) image.setAttribute('src', src)
    else image.remove()
  }
}

function replaceFigures(document: Document, body: HTMLElement): void {
  for (const figure of elementsNamed(body, 'FIGURE').reverse()) {
    const caption = firstNamed(figure, 'FIGCAPTION')
    const captionText = caption?.innerHTML.trim() ?? ''
    caption?.remove()
    const images = elementsNamed(figure, 'IMG')
    if (images.length === 0) {
      figure.replaceWith(...figure.childNodes)
      continue
    }
    const parts: Node[] = images.map((image) => paragraphWith(document, image))
    if (captionText) {
      const emphasis = document.createElement('em')
      emphasis.innerHTML = captionText
      parts.push(paragraphWith(document, emphasis))
    }
    figure.replaceWith(...parts)
  }
}

function replaceTables(document: Document, body: HTMLElement): void {
  for (const table of elementsNamed(body, 'TABLE').reverse()) {
    const rows = elementsNamed(table, 'TR').map((row) => {
      const paragraph = document.createElement('p')
      elementsNamed(row, 'TH', 'TD').forEach((cell, index) => {
        if (index > 0) paragraph.append(' | ')
        paragraph.append(...cell.childNodes)
      })
      return paragraph
    })
    table.replaceWith(...rows)
  }
}

/** A block whose whole text is one address (an oEmbed line) becomes a link. */
function linkBareUrls(document: Document, body: HTMLElement): void {
  for (const block of elementsNamed(body, 'P', 'DIV')) {
    const text = block.textContent?.trim() ?? ''
    if (block.children.length === 0 && URL_ONLY.test(text)) block.replaceWith(linkParagraph(document, text, text))
  }
}

/** Layout wrappers: a div of only inline content is a paragraph; other wrappers give way to their content. */
function unwrapLayout(document: Document, body: HTMLElement): void {
  for (const element of elementsNamed(body, 'DIV', 'SECTION', 'ARTICLE', 'ASIDE', 'HEADER', 'FOOTER', 'SPAN', 'FONT', 'CENTER').reverse()) {
    const isBlockLike = element.tagName === 'DIV' || element.tagName === 'SECTION' || element.tagName === 'CENTER'
    if (isBlockLike && !containsNamed(element, BLOCKS) && element.textContent?.trim()) element.replaceWith(paragraphWith(document, ...element.childNodes))
    else element.replaceWith(...element.childNodes)
  }
}

function removeClutter(body: HTMLElement): void {
  elementsNamed(body, 'SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'FORM', 'BUTTON').forEach((element) => element.remove())
  elementsWithClass(body, 'subscription-widget-wrap', 'subscription-widget', 'kg-signup-card', 'footnote-anchor-wrap').forEach((element) => element.remove())
  const walker = body.ownerDocument.createTreeWalker(body, 128 /* NodeFilter.SHOW_COMMENT */)
  const comments: Node[] = []
  while (walker.nextNode()) comments.push(walker.currentNode)
  comments.forEach((comment) => comment.parentNode?.removeChild(comment))
}

/** The body of `html`, simplified as above, ready for the image step and the sanitiser. */
export function simplifyHtml(html: string, parse: ParseHtml): HTMLElement {
  const body = parse(html)
  const document = body.ownerDocument
  removeClutter(body)
  replaceBookmarks(document, body)
  replaceEmbeds(document, body)
  simplifyImages(document, body)
  replaceFigures(document, body)
  replaceTables(document, body)
  linkBareUrls(document, body)
  unwrapLayout(document, body)
  return body
}
