import { replaceShortcodes, type ShortcodeContext } from './wordpress-shortcodes.ts'

/**
 * A WordPress body as WordPress would show it, in plain HTML: block-editor comments removed
 * (`<!-- wp:paragraph -->`; a dynamic block such as `<!-- wp:latest-posts /-->` has no content in
 * the export and is noted), shortcodes replaced, and, for classic-editor posts, WordPress's
 * automatic paragraphs (blank lines between paragraphs, single line breaks inside them).
 */

const BLOCK_COMMENT = /<!--\s*(\/?)wp:([a-z][a-z0-9_/-]*)(\s+\{[\s\S]*?\})?\s*(\/?)-->/gi
const MORE = /<!--\s*(?:more|nextpage|noteaser)\b[^>]*-->/gi

/** Blocks that render from the database at view time, so the export holds nothing for them. */
const DYNAMIC_BLOCKS = new Set(['latest-posts', 'archives', 'categories', 'calendar', 'rss', 'search', 'tag-cloud', 'latest-comments', 'page-list', 'navigation', 'query', 'post-template'])

/** Tags that start a block: a paragraph holding one of them is no paragraph. */
const BLOCK_TAG = /^<\/?(?:p|div|h[1-6]|ul|ol|li|blockquote|pre|table|thead|tbody|tr|td|th|figure|figcaption|hr|dl|dd|dt|section|article|aside|header|footer|address|form|fieldset|details|summary|iframe|video|audio|object|embed|style|script|noscript)\b/i

function removeBlockComments(html: string, context: ShortcodeContext): string {
  return html.replace(BLOCK_COMMENT, (_all, _closing: string, name: string, _attributes: string, selfClosing: string) => {
    const block = name.replace(/^core\//, '')
    if (selfClosing && DYNAMIC_BLOCKS.has(block)) context.note(`The "${block}" block is built by WordPress when a page is shown, so the export holds nothing for it; it was left out.`)
    return ''
  }).replace(MORE, '')
}

/** WordPress's automatic paragraphs: text between blank lines becomes a paragraph, a single line break a <br>. */
export function autoParagraphs(html: string): string {
  const kept: string[] = []
  // Preformatted text keeps its blank lines: set aside (behind a private-use mark) while paragraphs are made.
  const text = html.replace(/\uE000/g, '').replace(/<pre\b[\s\S]*?<\/pre>/gi, (pre) => `\uE000${kept.push(pre) - 1}\uE000`)
  const paragraphs = text.replace(/\r\n?/g, '\n').split(/\n\s*\n/).map((chunk) => chunk.trim()).filter(Boolean).map((chunk) => {
    if (BLOCK_TAG.test(chunk) || /^\uE000\d+\uE000$/.test(chunk)) return chunk
    return `<p>${chunk.replace(/\s*\n\s*/g, '<br>\n')}</p>`
  })
  return paragraphs.join('\n').replace(/\uE000(\d+)\uE000/g, (_all, index: string) => kept[Number(index)] ?? '')
}

export function wordpressBody(html: string, context: ShortcodeContext): string {
  const fromBlockEditor = /<!--\s*wp:/.test(html)
  const plain = replaceShortcodes(removeBlockComments(html, context), context)
  return fromBlockEditor ? plain : autoParagraphs(plain)
}
