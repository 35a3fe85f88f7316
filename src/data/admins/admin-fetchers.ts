import type { DbClient } from '../db-client.ts'

/** Asks the database (public.is_admin()) whether the signed-in user is in public.admins. */
export async function fetchIsAdmin(db: DbClient): Promise<boolean> {
  const { data } = await db.rpc('is_admin').throwOnError()
  return data === true
}
