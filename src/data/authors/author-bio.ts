import type { DbClient } from '../db-client.ts'

/** The longest bio the database accepts (authors_bio_check), in characters. */
export const BIO_MAX_LENGTH = 400

/** The bio as it is stored: ends trimmed, blank is none. Inner line breaks stay (the author page keeps them). */
export function normalizeBio(bio: string): string | null {
  return bio.trim() || null
}

/** Characters, as the database counts them (code points, not UTF-16 units). */
export function bioLength(bio: string): number {
  return [...bio.trim()].length
}

/** Why the database would refuse this bio, in words for the form; null when it is fine. */
export function bioProblem(bio: string): string | null {
  const length = bioLength(bio)
  return length > BIO_MAX_LENGTH ? `A bio can be at most ${BIO_MAX_LENGTH} characters long (this one has ${length}).` : null
}

/** What a member's public author page shows of them, as they read it in the dashboard. */
export interface OwnAuthorProfile {
  bio: string | null
  /** The author page's slug; null until the member has a display name. */
  slug: string | null
  display_name: string | null
}

/** The signed-in member's bio and author page slug (their own row of public.authors). */
export async function fetchOwnAuthorProfile(db: DbClient, userId: string): Promise<OwnAuthorProfile> {
  const { data } = await db.from('authors').select('bio,slug,display_name').eq('user_id', userId).maybeSingle().throwOnError()
  return data ?? { bio: null, slug: null, display_name: null }
}

/** Sets (or, blank, clears) the caller's own bio; the policy lets a member write only their own row. */
export async function updateOwnBio(db: DbClient, userId: string, bio: string): Promise<OwnAuthorProfile> {
  const { data } = await db.from('authors').update({ bio: normalizeBio(bio) }).eq('user_id', userId)
    .select('bio,slug,display_name').throwOnError()
  const [row] = data
  if (!row) throw new Error('Your bio was not changed: this account is not a member of the newsroom.')
  return row
}
