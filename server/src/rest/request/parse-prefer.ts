/**
 * The Prefer header as PostgREST 14 reads it (ApiRequest/Preferences.hs): tokens split on ",",
 * the first valid value of each preference wins, anything else is collected as invalid, which
 * only matters with handling=strict (PGRST122).
 */
export interface Preferences {
  return?: 'minimal' | 'representation' | 'headers-only'
  count?: 'exact' | 'planned' | 'estimated'
  resolution?: 'merge-duplicates' | 'ignore-duplicates'
  missing?: 'default' | 'null'
  /** Accepted but never applied: Supabase runs PostgREST with db-tx-end=commit. */
  tx?: 'commit' | 'rollback'
  handling?: 'strict' | 'lenient'
  /** `timezone=…` as sent (valid or not); the stand-in refuses it. */
  timezone?: string
  maxAffected?: number
  invalid: string[]
}

type Keyed = 'return' | 'count' | 'resolution' | 'missing' | 'tx' | 'handling'

// A Map, not an object literal: header tokens such as `constructor=x` must not find
// Object.prototype members.
const VALUES = new Map<Keyed, readonly string[]>([
  ['resolution', ['merge-duplicates', 'ignore-duplicates']],
  ['return', ['representation', 'minimal', 'headers-only']],
  ['count', ['exact', 'planned', 'estimated']],
  ['tx', ['commit', 'rollback']],
  ['missing', ['default', 'null']],
  ['handling', ['strict', 'lenient']],
])

const ACCEPTED = new Set([...VALUES].flatMap(([key, values]) => values.map((v) => `${key}=${v}`)))

/** Parses one or more Prefer headers (`a=b, c=d` or `a=b,c=d`). */
export function parsePrefer(header: string | null | undefined): Preferences {
  const prefs: Preferences = { invalid: [] }
  if (!header) return prefs
  const tokens = header.split(',').map((t) => t.trim())
  for (const [key, values] of VALUES) {
    const hit = tokens.find((t) => values.some((v) => t === `${key}=${v}`))
    // Each key's value is one of its VALUES, which the Preferences type lists.
    if (hit) Object.assign(prefs, { [key]: hit.slice(key.length + 1) })
  }
  const timezone = tokens.find((t) => t.startsWith('timezone='))
  if (timezone !== undefined) prefs.timezone = timezone.slice('timezone='.length)
  const maxAffected = tokens.find((t) => t.startsWith('max-affected='))?.slice('max-affected='.length)
  // Haskell's readMaybe for Int64: an optional minus and digits, nothing else.
  if (maxAffected !== undefined && /^-?\d{1,18}$/.test(maxAffected)) prefs.maxAffected = Number(maxAffected)
  prefs.invalid = tokens.filter(
    (t) => !ACCEPTED.has(t) && !t.startsWith('timezone=') && !t.startsWith('max-affected='),
  )
  return prefs
}

/** Which request a Preference-Applied header is for (PostgREST's responsePreferences). */
export type PreferKind = 'read' | 'insert' | 'update' | 'delete' | 'rpc'

/** Preference-Applied as PostgREST builds it: fixed order, only what applies to the request. */
export function appliedPreferences(prefs: Preferences, kind: PreferKind): string | null {
  const mutation = kind === 'insert' || kind === 'update' || kind === 'delete'
  const parts = [
    kind === 'insert' && prefs.resolution ? `resolution=${prefs.resolution}` : null,
    (kind === 'insert' || kind === 'update') && prefs.missing ? `missing=${prefs.missing}` : null,
    mutation && prefs.return ? `return=${prefs.return}` : null,
    prefs.count ? `count=${prefs.count}` : null,
    prefs.handling ? `handling=${prefs.handling}` : null,
    prefs.handling === 'strict' && prefs.maxAffected !== undefined && (kind === 'update' || kind === 'delete' || kind === 'rpc')
      ? `max-affected=${prefs.maxAffected}`
      : null,
  ].filter((p): p is string => p !== null)
  return parts.length ? parts.join(', ') : null
}
