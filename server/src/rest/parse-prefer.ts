export interface Preferences {
  return?: 'minimal' | 'representation' | 'headers-only'
  count?: 'exact' | 'planned' | 'estimated'
  resolution?: 'merge-duplicates' | 'ignore-duplicates'
  missing?: 'default' | 'null'
  tx?: 'commit' | 'rollback'
  handling?: 'strict' | 'lenient'
  maxAffected?: number
  /** Tokens understood, for Preference-Applied. */
  applied: string[]
  /** Tokens not understood (an error only with handling=strict). */
  invalid: string[]
}

// A Map, not an object literal: header tokens such as `constructor=x` must not find
// Object.prototype members.
const VALUES = new Map<string, readonly string[]>([
  ['return', ['minimal', 'representation', 'headers-only']],
  ['count', ['exact', 'planned', 'estimated']],
  ['resolution', ['merge-duplicates', 'ignore-duplicates']],
  ['missing', ['default', 'null']],
  ['tx', ['commit', 'rollback']],
  ['handling', ['strict', 'lenient']],
])

/** Parses one or more Prefer headers (`a=b, c=d` or `a=b,c=d`). */
export function parsePrefer(header: string | null | undefined): Preferences {
  const prefs: Preferences = { applied: [], invalid: [] }
  if (!header) return prefs
  for (const raw of header.split(',')) {
    const token = raw.trim()
    if (!token) continue
    const eq = token.indexOf('=')
    const key = eq === -1 ? token : token.slice(0, eq).trim()
    const value = eq === -1 ? '' : token.slice(eq + 1).trim()
    if (key === 'max-affected' && /^\d+$/.test(value)) {
      prefs.maxAffected = Number(value)
      prefs.applied.push(token)
    } else if (VALUES.get(key)?.includes(value)) {
      ;(prefs as unknown as Record<string, string>)[key] = value
      prefs.applied.push(`${key}=${value}`)
    } else {
      prefs.invalid.push(token)
    }
  }
  return prefs
}
