/**
 * A JavaScript regular expression's source as a PostgreSQL advanced regular expression that
 * matches the same strings, for the patterns this project copies into SQL (isbot's). Only what
 * differs between the two dialects in such patterns is rewritten: `\b` (a word boundary in
 * JavaScript, a backspace in PostgreSQL) becomes `\y`, and a `-` right after a class escape
 * inside brackets (a literal in JavaScript, a broken range in PostgreSQL) is escaped.
 */
export function postgresRegex(source: string): string {
  let out = ''
  let inBrackets = false
  for (let i = 0; i < source.length; i++) {
    const char = source[i]
    if (char === '\\') {
      const next = source[i + 1] ?? ''
      out += !inBrackets && next === 'b' ? '\\y' : `\\${next}`
      i++
      const afterClass = inBrackets && /[dswDSW]/.test(next) && source[i + 1] === '-' && source[i + 2] !== ']'
      if (afterClass) {
        out += '\\-'
        i++
      }
      continue
    }
    if (char === '[' && !inBrackets) inBrackets = true
    else if (char === ']' && inBrackets) inBrackets = false
    out += char
  }
  return out
}

/** The top-level alternatives of a regular expression's source (`a|(b|c)|d` → a, (b|c), d). */
export function alternatives(source: string): string[] {
  const parts: string[] = []
  let depth = 0
  let inBrackets = false
  let current = ''
  for (let i = 0; i < source.length; i++) {
    const char = source[i] ?? ''
    if (char === '\\') {
      current += char + (source[i + 1] ?? '')
      i++
      continue
    }
    if (inBrackets) inBrackets = char !== ']'
    else if (char === '[') inBrackets = true
    else if (char === '(') depth++
    else if (char === ')') depth--
    else if (char === '|' && depth === 0) {
      parts.push(current)
      current = ''
      continue
    }
    current += char
  }
  return [...parts, current]
}

/**
 * isbot's one pattern as three PostgreSQL patterns that together match exactly what it matches
 * (an alternation split into parts): the alternatives with lookaround, those anchored at the
 * start (under one `^`), and the rest. PostgreSQL's engine takes about 2 ms for the whole on
 * a browser's user agent and under 0.5 ms for the three, since lookaround in one alternative
 * makes it match the whole pattern the slow way.
 */
export function botPatternGroups(source: string): { lookaround: string; anchored: string; floating: string } {
  const parts = alternatives(postgresRegex(source))
  const lookaround = parts.filter((part) => /\(\?<?[!=]/.test(part))
  const rest = parts.filter((part) => !lookaround.includes(part))
  const anchored = rest.filter((part) => part.startsWith('^'))
  const floating = rest.filter((part) => !part.startsWith('^'))
  return {
    lookaround: lookaround.join('|'),
    anchored: `^(?:${anchored.map((part) => part.slice(1)).join('|')})`,
    floating: floating.join('|'),
  }
}
