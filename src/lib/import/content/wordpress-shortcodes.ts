/**
 * WordPress shortcodes (`[caption]…[/caption]`, `[gallery ids="1,2"]`, `[embed]url[/embed]`…)
 * turned into the markup the site keeps: an image with its caption in italics below it (the
 * site has no figures), a gallery's images one after another, an embed as a link. Any other
 * shortcode is left out with its inner text kept and a note for the report. `[[name]]` is
 * WordPress's escape for a literal `[name]`.
 */
import { escapeXml } from '../../xml.ts'

export interface AttachmentInfo {
  url: string
  alt: string
  caption: string
}

export interface ShortcodeContext {
  attachment(id: string): AttachmentInfo | undefined
  note(reason: string): void
}

interface Shortcode {
  name: string
  attributes: Record<string, string>
  /** Positional values (`[embed https://…]`). */
  values: string[]
  content: string | null
  end: number
}

const NAME = /^[a-z][a-z0-9_-]*/i
const ATTRIBUTE = /^\s*(?:([\w-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'\]]+))|"([^"]*)"|'([^']*)'|([^\s"'\]/]+))/

/** Shortcodes that wrap content even when written without a closing tag elsewhere. */
const ENCLOSING = new Set(['caption', 'wp_caption', 'embed'])

function parseAt(text: string, start: number): Shortcode | null {
  const name = NAME.exec(text.slice(start + 1))?.[0]
  if (!name) return null
  let index = start + 1 + name.length
  const attributes: Record<string, string> = {}
  const values: string[] = []
  for (let guard = 0; guard < 200; guard++) {
    const match = ATTRIBUTE.exec(text.slice(index, index + 4096))
    if (!match) break
    if (match[1]) attributes[match[1].toLowerCase()] = match[2] ?? match[3] ?? match[4] ?? ''
    else values.push(match[5] ?? match[6] ?? match[7] ?? '')
    index += match[0].length
  }
  const rest = /^\s*(\/)?\]/.exec(text.slice(index))
  if (!rest) return null
  index += rest[0].length
  if (rest[1]) return { name: name.toLowerCase(), attributes, values, content: null, end: index }
  const closing = text.toLowerCase().indexOf(`[/${name.toLowerCase()}]`, index)
  const nextSame = text.toLowerCase().indexOf(`[${name.toLowerCase()}`, index)
  const encloses = closing >= 0 && (ENCLOSING.has(name.toLowerCase()) || nextSame < 0 || nextSame > closing)
  if (!encloses) return { name: name.toLowerCase(), attributes, values, content: null, end: index }
  return { name: name.toLowerCase(), attributes, values, content: text.slice(index, closing), end: closing + name.length + 3 }
}

const block = (html: string) => `\n\n${html}\n\n`

function imageHtml(url: string, alt: string): string {
  return `<p><img src="${escapeXml(url)}" alt="${escapeXml(alt)}"></p>`
}

function captionHtml(caption: string): string {
  return caption.trim() ? `<p><em>${caption.trim()}</em></p>` : ''
}

function caption(code: Shortcode): string {
  const content = code.content ?? ''
  const image = /<img\b[^>]*>/i.exec(content)
  // The caption is the attribute (old style) or the text after the image (current style).
  const text = code.attributes.caption ?? content.replace(/<a\b[^>]*>\s*<img\b[^>]*>\s*<\/a>|<img\b[^>]*>/i, '')
  if (!image) return block(captionHtml(text))
  return block(`<p>${image[0]}</p>${captionHtml(text)}`)
}

function gallery(code: Shortcode, context: ShortcodeContext): string {
  const ids = (code.attributes.ids ?? code.attributes.include ?? '').split(',').map((id) => id.trim()).filter(Boolean)
  if (ids.length === 0) {
    context.note('A [gallery] without ids lists the images attached to the post, which the export does not link; it was left out.')
    return ''
  }
  const images = ids.flatMap((id) => {
    const attachment = context.attachment(id)
    if (!attachment) context.note(`A gallery image (attachment ${id}) is not in the export; it was left out.`)
    return attachment ? [imageHtml(attachment.url, attachment.alt) + captionHtml(attachment.caption)] : []
  })
  return block(images.join('\n'))
}

function link(url: string, label: string): string {
  return block(`<p><a href="${escapeXml(url)}">${escapeXml(label)}</a></p>`)
}

function media(code: Shortcode, context: ShortcodeContext): string {
  const source = code.attributes.src ?? code.attributes.mp3 ?? code.attributes.mp4 ?? code.attributes.m4a ?? code.attributes.ogg ?? code.attributes.webm ?? code.attributes.url ?? code.values[0] ?? code.content?.trim() ?? ''
  if (!/^https?:\/\//i.test(source)) {
    context.note(`A [${code.name}] shortcode without a file address was left out.`)
    return ''
  }
  const label = code.name === 'audio' ? 'Listen to the audio' : code.name === 'video' ? 'Watch the video' : source
  return link(source, label)
}

function replace(code: Shortcode, context: ShortcodeContext): string {
  switch (code.name) {
    case 'caption':
    case 'wp_caption':
      return caption(code)
    case 'gallery':
      return gallery(code, context)
    case 'embed':
    case 'audio':
    case 'video':
    case 'youtube':
    case 'vimeo':
      return media(code, context)
    default:
      context.note(`The [${code.name}] shortcode has no equivalent here; it was left out${code.content?.trim() ? ' and its text kept' : ''}.`)
      return code.content ?? ''
  }
}

/** WordPress's own shortcodes and Jetpack's common ones: the others are shortcodes only with attributes or a closing tag. */
const KNOWN = new Set(['caption', 'wp_caption', 'gallery', 'embed', 'audio', 'video', 'playlist', 'youtube', 'vimeo', 'soundcloud', 'tweet', 'instagram', 'googlemaps', 'contact-form', 'wpvideo', 'archives', 'sitemap'])

/** `[sic]` or `[1]` in a sentence is text, not a shortcode. */
function isText(code: Shortcode): boolean {
  return !KNOWN.has(code.name) && code.content === null && code.values.length === 0 && Object.keys(code.attributes).length === 0
}

/** Every shortcode in `html` replaced, outermost first, up to bounds that no real post reaches. */
export function replaceShortcodes(html: string, context: ShortcodeContext, depth = 0): string {
  let out = ''
  let index = 0
  for (let count = 0; count < 10_000; count++) {
    const start = html.indexOf('[', index)
    if (start < 0) break
    out += html.slice(index, start)
    if (html[start + 1] === '[') {
      // [[name …]] is a literal [name …]: keep it with one bracket pair.
      const end = html.indexOf(']]', start)
      if (end < 0) {
        out += html.slice(start)
        index = html.length
        break
      }
      out += html.slice(start + 1, end + 1)
      index = end + 2
      continue
    }
    const code = parseAt(html, start)
    if (!code || isText(code)) {
      out += '['
      index = start + 1
      continue
    }
    const replaced = replace(code, context)
    // Inner shortcodes of an unknown one (its text is kept) are replaced too, a few levels deep.
    out += code.content !== null && depth < 8 && !ENCLOSING.has(code.name) ? replaceShortcodes(replaced, context, depth + 1) : replaced
    index = code.end
  }
  return out + html.slice(index)
}
