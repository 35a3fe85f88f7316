import type { DbClient } from '../db-client.ts'

/** The signed-in administrator's byline name; null when none is set (bylines then use the e-mail). */
export async function fetchDisplayName(db: DbClient, userId: string): Promise<string | null> {
  const { data } = await db.from('admins').select('display_name').eq('user_id', userId).maybeSingle().throwOnError()
  return data?.display_name ?? null
}

/** Sets (or, blank, clears) the caller's own display name; the database trims and caps it. */
export async function updateDisplayName(db: DbClient, userId: string, displayName: string): Promise<string | null> {
  const { data } = await db.from('admins').update({ display_name: displayName.trim() || null }).eq('user_id', userId)
    .select('display_name').throwOnError()
  const [row] = data
  if (!row) throw new Error('Your byline was not changed: this account is not an administrator.')
  return row.display_name
}
