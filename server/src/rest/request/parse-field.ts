import { restErrors } from '../error-catalogue.ts'

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
      const ch = s[i]
      if (ch === '\\' && i + 1 < s.length) {
        out += s[i + 1]
        i += 2
        continue
      }
      if (ch === '"') return [checkName(out, what), s.slice(i + 1)]
      out += ch
      i++
    }
    throw restErrors.queryParam(what, `unterminated quoted identifier in "${s}"`)
  }
  const m = /^[\p{L}\p{N}_$ ]+/u.exec(s)
  if (!m) throw restErrors.queryParam(what, `expected an identifier at "${s}"`)
  return [checkName(m[0].trim(), what), s.slice(m[0].length)]
}

function checkName(name: string, what: string): string {
  if (name.length === 0 || name.length > 63 || name.includes('\u0000')) {
    throw restErrors.queryParam(what, `invalid identifier "${name}"`)
  }
  return name
}

/**
 * Parses a column name, plain or "double quoted". JSON paths (`data->a->>b`) are PostgREST
 * syntax the stand-in refuses; anything else left over is a parse error.
 */
export function parseField(s: string, what = 'filter'): string {
  const [name, rest] = readIdentifier(s, what)
  if (rest.startsWith('->')) throw restErrors.notImplemented(`The JSON path "${s}"`)
  if (rest.length > 0) throw restErrors.queryParam(what, `unexpected "${rest}" after column "${name}"`)
  if (!IDENT.test(name.replace(/ /g, '_')) && !s.startsWith('"')) throw restErrors.queryParam(what, `invalid column "${name}"`)
  return name
}

/** Splits on `sep` at depth 0, outside "double quotes" (with \" escapes). */
export function splitTopLevel(s: string, sep = ','): string[] {
  const parts: string[] = []
  let depth = 0
  let quoted = false
  let current = ''
  for (let i = 0; i < s.length; i++) {
    const ch = s[i]
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
      if (depth < 0) throw restErrors.queryParam('query', `unbalanced ")" in "${s}"`)
      current += ch
    } else if (ch === sep && depth === 0) {
      parts.push(current)
      current = ''
    } else {
      current += ch
    }
  }
  if (quoted) throw restErrors.queryParam('query', `unterminated quote in "${s}"`)
  if (depth !== 0) throw restErrors.queryParam('query', `unbalanced "(" in "${s}"`)
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
