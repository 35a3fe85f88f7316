export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>'

// XML 1.0 forbids most control characters and lone surrogates; one of them pasted into a title
// would make a strict parser reject the whole feed, so they are dropped rather than escaped.
const NOT_XML_CHARS = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }

/**
 * Text safe inside an element or a quoted attribute, of XML and of HTML alike: the one escaper of
 * the feeds, the sitemaps, the prerendered pages' head and every e-mail.
 */
export function escapeXml(text: string): string {
  return text.replace(NOT_XML_CHARS, '').replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char)
}

/** `<name attr="…">text</name>`, or a self-closing tag when text is undefined. */
export function xmlElement(name: string, text?: string, attributes: Record<string, string | undefined> = {}): string {
  const attrs = Object.entries(attributes)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([key, value]) => ` ${key}="${escapeXml(value)}"`)
    .join('')
  return text === undefined ? `<${name}${attrs}/>` : `<${name}${attrs}>${escapeXml(text)}</${name}>`
}
