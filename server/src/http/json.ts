/**
 * Deepest nesting of arrays and objects a request body may have. Real payloads here nest a few
 * levels; thousands of levels only serve to overflow the stack of whatever walks the value next
 * (JSON.stringify, PostgreSQL's json parser), which would answer 500 instead of 400.
 */
export const MAX_JSON_DEPTH = 512

const OPEN_BRACE = 0x7b
const OPEN_BRACKET = 0x5b
const CLOSE_BRACE = 0x7d
const CLOSE_BRACKET = 0x5d
const QUOTE = 0x22
const BACKSLASH = 0x5c

/** True when the JSON text nests arrays/objects deeper than `max` (brackets in strings don't count). */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i)
    if (inString) {
      if (ch === BACKSLASH) i++
      else if (ch === QUOTE) inString = false
    } else if (ch === QUOTE) {
      inString = true
    } else if (ch === OPEN_BRACE || ch === OPEN_BRACKET) {
      if (++depth > max) return true
    } else if (ch === CLOSE_BRACE || ch === CLOSE_BRACKET) {
      depth--
    }
  }
  return false
}

/** A JSON object (not an array, not null): what a request body or a metadata field must be. */
export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** JSON.parse that also refuses (with a SyntaxError, like any bad JSON) nesting past MAX_JSON_DEPTH. */
export function parseJson(text: string, maxDepth = MAX_JSON_DEPTH): unknown {
  if (nestsDeeperThan(text, maxDepth)) throw new SyntaxError(`JSON nested deeper than ${maxDepth} levels`)
  return JSON.parse(text)
}
