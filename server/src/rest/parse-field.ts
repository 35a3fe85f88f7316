import { parseError } from './errors.ts'

/** A column reference with an optional JSON path: `data->a->>b`. */
export interface Field {
  name: string
  json: JsonStep[]
}

export interface JsonStep {
  arrow: '->' | '->>'
  key: string
}

const IDENT = /^[\p{L}\p{N}_$]+$/u

/**
 * How deep logic trees (`or=(and(…))`) and embeds (`a(b(c))`) may nest. Real queries use a
 * handful of levels; a crafted URL with thousands would otherwise exhaust the parser's stack.
 */
export const MAX_NESTING = 32

/** Reads an identifier (bare or "double quoted") at the start of s; returns it and the rest. */
export function readIdentifier(s: string, what: string): [string, string] {
  if (s.startsWith('"')) {
    let out = ''
    let i = 1
    while (i < s.length) {
      const ch = s[i]!
      if (ch === '\\' && i + 1 < s.length) {
        out += s[i + 1]
        i += 2
        continue
      }
      if (ch === '"') return [checkName(out, what), s.slice(i + 1)]
      out += ch
      i++
    }
    throw parseError(what, `unterminated quoted identifier in "${s}"`)
  }
  const m = /^[\p{L}\p{N}_$ ]+/u.exec(s)
  if (!m) throw parseError(what, `expected an identifier at "${s}"`)
  return [checkName(m[0].trim(), what), s.slice(m[0].length)]
}

function checkName(name: string, what: string): string {
  if (name.length === 0 || name.length > 63 || name.includes('\u0000')) {
    throw parseError(what, `invalid identifier "${name}"`)
  }
  return name
}

/** Parses `col`, `"my col"`, `col->a->>b`, `col->0`. The whole string must be consumed. */
export function parseField(s: string, what = 'filter'): Field {
  const [name, rest0] = readIdentifier(s, what)
  let rest = rest0
  const json: JsonStep[] = []
  while (rest.length > 0) {
    const arrow = rest.startsWith('->>') ? '->>' : rest.startsWith('->') ? '->' : null
    if (!arrow) throw parseError(what, `unexpected "${rest}" after column "${name}"`)
    rest = rest.slice(arrow.length)
    let key: string
    if (/^-?\d+/.test(rest) && !/^-?\d+[\p{L}_$]/u.test(rest)) {
      const m = /^-?\d+/.exec(rest)!
      key = m[0]
      rest = rest.slice(key.length)
    } else {
      ;[key, rest] = readIdentifier(rest, what)
    }
    json.push({ arrow, key })
  }
  if (!IDENT.test(name.replace(/ /g, '_')) && !s.startsWith('"')) throw parseError(what, `invalid column "${name}"`)
  return { name, json }
}

/** The output name PostgREST gives a field: the last JSON key, else the column name. */
export function fieldLabel(field: Field): string {
  return field.json.length ? field.json[field.json.length - 1]!.key : field.name
}

/** Splits on `sep` at depth 0, outside "double quotes" (with \" escapes). */
export function splitTopLevel(s: string, sep = ','): string[] {
  const parts: string[] = []
  let depth = 0
  let quoted = false
  let current = ''
  for (let i = 0; i < s.length; i++) {
    const ch = s[i]!
    if (quoted) {
      current += ch
      if (ch === '\\' && i + 1 < s.length) {
        current += s[++i]
      } else if (ch === '"') {
        quoted = false
      }
      continue
    }
    if (ch === '"') {
      quoted = true
      current += ch
    } else if (ch === '(') {
      depth++
      current += ch
    } else if (ch === ')') {
      depth--
      if (depth < 0) throw parseError('query', `unbalanced ")" in "${s}"`)
      current += ch
    } else if (ch === sep && depth === 0) {
      parts.push(current)
      current = ''
    } else {
      current += ch
    }
  }
  if (quoted) throw parseError('query', `unterminated quote in "${s}"`)
  if (depth !== 0) throw parseError('query', `unbalanced "(" in "${s}"`)
  parts.push(current)
  return parts
}

/** Removes surrounding double quotes and resolves \" and \\ escapes. */
export function unquote(s: string): string {
  if (s.length >= 2 && s.startsWith('"') && s.endsWith('"')) {
    return s.slice(1, -1).replace(/\\(.)/g, '$1')
  }
  return s
}
