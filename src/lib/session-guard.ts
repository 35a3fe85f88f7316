import { errorFields, isSessionFailure } from './error-fields.ts'
import { supabase } from './supabase.ts'

/**
 * Asks Supabase Auth whether the session still exists, by refreshing it. A session that ended
 * under the member (a role change or a password reset elsewhere ends every session at once,
 * while the access token stays valid for up to an hour) is signed out locally: the dashboard's
 * guard then sends the member to sign-in saying the session ended, instead of answering as if
 * the account had no rights. Resolves true while the session lives; a network failure says
 * nothing about the session and is thrown.
 */
export async function sessionStillLive(): Promise<boolean> {
  const { error } = await supabase.auth.refreshSession()
  if (!error) return true
  if (!isSessionFailure(error)) throw error
  await supabase.auth.signOut({ scope: 'local' })
  return false
}

/** A write or read the database refused (RLS, a function's check): also what an ended session gets. */
const isRefusal = (error: unknown) => errorFields(error).code === '42501'

/**
 * Runs an administrator's backend call; when it fails because the session ran out, tries one
 * refresh and, if that fails too, signs out locally so the dashboard guard sends the user to
 * sign-in with a message instead of leaving a broken page. A refusal is checked the same way
 * (the database refuses a token whose session has ended as it refuses a role that may not).
 * The original error is rethrown either way, so the query's own retry runs with the refreshed token.
 */
export async function withSessionGuard<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    if (isSessionFailure(error)) {
      const { error: refreshError } = await supabase.auth.refreshSession()
      if (refreshError) await supabase.auth.signOut({ scope: 'local' })
    } else if (isRefusal(error)) {
      await sessionStillLive().catch(() => true)
    }
    throw error
  }
}
