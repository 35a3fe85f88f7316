import { DEFAULT_SITE_NAME } from '../../config/site-catalogue.ts'
import type { DbClient } from '../db-client.ts'

/** The longest display name the database accepts. */
export const DISPLAY_NAME_MAX_LENGTH = 80

/**
 * Characters a display name may not hold, as private.strip_unprintable() in the migrations lists
 * them: controls, bidirectional overrides and isolates, zero-width and other invisible
 * characters, line separators, private-use and tag characters.
 */
const UNPRINTABLE =
  // eslint-disable-next-line no-control-regex, no-misleading-character-class -- these characters, each on its own, are the point
  /[\u0000-\u001f\u007f-\u009f\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0\ufff0-\ufffb\ue000-\uf8ff\u{e0000}-\u{e007f}\u{f0000}-\u{10ffff}]/u

/** The name as the database stores it: runs of spaces (tabs, newlines) as one, ends trimmed. */
export function normalizeDisplayName(name: string): string {
  return name.replace(/[ \t\n\r\f\v\u00a0]+/g, ' ').replace(/^ | $/g, '')
}

/**
 * A name as bylines are compared (private.author_name_key): compatibility forms folded, accents
 * removed, lower case, no spaces or punctuation. "Hannah Colé" and "hannah cole" are one name.
 */
export function authorNameKey(name: string): string {
  return name.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/[\s\p{P}\p{S}]/gu, '')
}

/**
 * Why the database would refuse this display name, in words for the byline form; null when it
 * is fine. (A name another writer has is known only to the database: it answers 23505.)
 */
export function displayNameProblem(name: string, siteName: string = DEFAULT_SITE_NAME): string | null {
  const normalized = normalizeDisplayName(name)
  if (UNPRINTABLE.test(normalized)) {
    return 'A byline can only hold printable text: remove invisible, control or text-direction characters (often pasted along with a name).'
  }
  if ([...normalized].length > DISPLAY_NAME_MAX_LENGTH) return `A byline can be at most ${DISPLAY_NAME_MAX_LENGTH} characters long.`
  if (normalized !== '' && authorNameKey(normalized) === authorNameKey(siteName)) return `A byline cannot be the site's name, ${siteName}.`
  return null
}

/** The signed-in member's byline name (their row of public.authors); null when none is set (bylines then use the site's name). */
export async function fetchDisplayName(db: DbClient, userId: string): Promise<string | null> {
  const { data } = await db.from('authors').select('display_name').eq('user_id', userId).maybeSingle().throwOnError()
  return data?.display_name ?? null
}

/** Sets (or, blank, clears) the caller's own display name; the database trims and caps it. */
export async function updateDisplayName(db: DbClient, userId: string, displayName: string): Promise<string | null> {
  const { data } = await db.from('authors').update({ display_name: normalizeDisplayName(displayName) || null }).eq('user_id', userId)
    .select('display_name').throwOnError()
  const [row] = data
  if (!row) throw new Error('Your byline was not changed: this account is not a member of the newsroom.')
  return row.display_name
}
