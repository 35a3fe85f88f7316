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
