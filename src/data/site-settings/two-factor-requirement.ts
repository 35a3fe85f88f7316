import type { DbClient } from '../db-client.ts'

/** Whether every member must sign in with two-factor to make changes (members may read it). */
export async function fetchTwoFactorRequired(db: DbClient): Promise<boolean> {
  const { data } = await db.from('site_settings').select('require_two_factor').maybeSingle().throwOnError()
  return data?.require_two_factor ?? false
}

/** Administrators only; turning it on needs the caller's own two-factor session (the database checks). */
export async function updateTwoFactorRequired(db: DbClient, required: boolean): Promise<boolean> {
  const { data } = await db.from('site_settings').update({ require_two_factor: required }).eq('id', true)
    .select('require_two_factor').throwOnError()
  const [row] = data
  if (!row) throw new Error('Only administrators can change this setting.')
  return row.require_two_factor
}
