import { parseError } from './errors.ts'
import { MAX_NESTING, parseField, readIdentifier, splitTopLevel, type Field } from './parse-field.ts'

/** Casts allowed in `col::type` (a fixed list: type names are never taken from the request). */
export const ALLOWED_CASTS = new Set([
  'text', 'varchar', 'char', 'int', 'int2', 'int4', 'int8', 'integer', 'smallint', 'bigint', 'numeric',
  'real', 'float4', 'float8', 'boolean', 'bool', 'date', 'time', 'timestamp', 'timestamptz', 'interval',
  'json', 'jsonb', 'uuid',
])

export type SelectItem =
  | { type: 'star' }
  | { type: 'column'; field: Field; alias?: string; cast?: string }
  | {
      type: 'embed'
      /** Table name, FK column or constraint name as written. */
      relation: string
      alias?: string
      /** `!hint`: a foreign key (constraint or column) name that picks the relationship. */
      hint?: string
      joinType?: 'inner' | 'left'
      /** `rel(count)` */
      count: boolean
      select: SelectItem[]
    }

/** Parses `select=` (whitespace already stripped by the client; we strip it too outside quotes). */
export function parseSelect(input: string | null | undefined): SelectItem[] {
  if (input === null || input === undefined || input === '') return [{ type: 'star' }]
  const cleaned = stripWhitespace(input)
  if (cleaned === '') return [{ type: 'star' }]
  return parseItems(cleaned)
}

function stripWhitespace(s: string): string {
  let out = ''
  let quoted = false
  for (const ch of s) {
    if (ch === '"') quoted = !quoted
    if (!quoted && /\s/.test(ch)) continue
    out += ch
  }
  return out
}

/** `depth`: how many embeds enclose `s`. */
function parseItems(s: string, depth = 0): SelectItem[] {
  let parts: string[]
  try {
    parts = splitTopLevel(s)
  } catch {
    throw parseError('select parameter', `unbalanced parentheses or quotes in "${s}"`, `"failed to parse select parameter (${s})"`)
  }
  return parts.map((p) => parseItem(p, s, depth))
}

function fail(item: string, whole: string, why: string): never {
  throw parseError('select parameter', why ? `${why} in "${item}"` : `unexpected "${item}"`, `"failed to parse select parameter (${whole})"`)
}

function parseItem(item: string, whole: string, depth: number): SelectItem {
  if (item === '') fail(item, whole, 'empty select item')
  if (item === '*') return { type: 'star' }
  if (item.startsWith('...')) fail(item, whole, 'spread embeds are not supported')

  // alias:rest (but not a `::` cast)
  let alias: string | undefined
  let rest = item
  const aliasMatch = /^("(?:[^"\\]|\\.)*"|[^:"(]+):(?!:)/.exec(rest)
  if (aliasMatch) {
    ;[alias] = readIdentifier(aliasMatch[1]!, 'select parameter')
    rest = rest.slice(aliasMatch[0].length)
  }

  const paren = rest.indexOf('(')
  if (paren !== -1 && !rest.startsWith('"')) {
    // Embedded resource: relation[!hint][!inner](subselect)
    if (depth >= MAX_NESTING) fail(item, whole, `embedded resources nest at most ${MAX_NESTING} levels deep`)
    if (!rest.endsWith(')')) fail(item, whole, 'expected ")" at the end of an embedded resource')
    const head = rest.slice(0, paren)
    const inner = rest.slice(paren + 1, -1)
    const [relation, ...bangs] = head.split('!')
    if (!relation || !/^[\p{L}\p{N}_$]+$/u.test(relation)) fail(item, whole, 'invalid relation name')
    let hint: string | undefined
    let joinType: 'inner' | 'left' | undefined
    for (const b of bangs) {
      if (b === 'inner' || b === 'left') joinType = b
      else if (/^[\p{L}\p{N}_$]+$/u.test(b) && hint === undefined) hint = b
      else fail(item, whole, `invalid embed hint "!${b}"`)
    }
    if (inner === 'count') {
      return { type: 'embed', relation, alias, hint, joinType, count: true, select: [] }
    }
    return { type: 'embed', relation, alias, hint, joinType, count: false, select: inner === '' ? [] : parseItems(inner, depth + 1) }
  }

  let cast: string | undefined
  const castAt = rest.lastIndexOf('::')
  if (castAt !== -1) {
    cast = rest.slice(castAt + 2)
    rest = rest.slice(0, castAt)
    const base = cast.endsWith('[]') ? cast.slice(0, -2) : cast
    if (!ALLOWED_CASTS.has(base)) fail(item, whole, `unsupported cast "::${cast}"`)
  }
  let field: Field
  try {
    field = parseField(rest, 'select parameter')
  } catch {
    fail(item, whole, '')
  }
  return { type: 'column', field, alias, cast }
}
