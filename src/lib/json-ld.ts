/**
 * JSON for a `<script type="application/ld+json">` block. `<` is written as \u003c so no value
 * can close the script or open a comment if the page is ever serialised to HTML (prerendering,
 * a bot-facing function); U+2028/2029 are escaped for older JavaScript parsers.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029')
}
