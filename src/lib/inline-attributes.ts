/**
 * A start tag, quoted values read whole (a `>` inside one does not end it). An unquoted `<` ends
 * the attempt, so text full of unclosed tags costs a linear scan, not one per `<`.
 */
const START_TAG = /<[a-z](?:"[^"]*"|'[^']*'|[^'"<>])*>/gi
/** One attribute of a start tag, its value whole, so nothing inside a value is taken for a name. */
const ATTRIBUTE = /\s+([^\s"'>/=]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s"'>]+))?/g
const INLINE_ATTRIBUTE_NAME = /^(?:on.*|style)$/i

/**
 * The HTML with each attribute of each start tag replaced by what `rewrite` returns for it
 * (`attribute` is its whole text, leading space included; `value` is as written, quotes and all):
 * tags and values read whole, before anything parses the markup.
 */
export function rewriteAttributes(html: string, rewrite: (name: string, attribute: string, value: string) => string): string {
  return html.replace(START_TAG, (tag) =>
    tag.replace(ATTRIBUTE, (attribute, name: string, value: string | undefined) => rewrite(name, attribute, value ?? '')),
  )
}

/**
 * The HTML without event handlers or style attributes, which the sanitiser drops anyway: newer
 * Chromium checks them against the page's Content-Security-Policy wherever they are parsed,
 * DOMPurify's inert document included, and reports a violation for each. Removing them first
 * keeps those reports for real attacks on the page. What is left still goes through DOMPurify.
 */
export function withoutInlineAttributes(html: string): string {
  return rewriteAttributes(html, (name, attribute) => (INLINE_ATTRIBUTE_NAME.test(name) ? '' : attribute))
}
