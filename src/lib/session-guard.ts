import { isSessionFailure } from './error-fields.ts'
import { supabase } from './supabase.ts'

/**
 * Runs an administrator's backend call; when it fails because the session ran out, tries one
 * refresh and, if that fails too, signs out locally so the dashboard guard sends the user to
 * sign-in with a message instead of leaving a broken page. The original error is rethrown
 * either way, so the query's own retry runs with the refreshed token.
 */
export async function withSessionGuard<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    if (isSessionFailure(error)) {
      const { error: refreshError } = await supabase.auth.refreshSession()
      if (refreshError) await supabase.auth.signOut({ scope: 'local' })
    }
    throw error
  }
}
