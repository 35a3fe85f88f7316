import { supabase } from '@/lib/supabase.ts'

const JWT_ERROR_CODES = new Set(['PGRST301', 'PGRST302', 'PGRST303'])

/** A request refused because the access token expired or is no longer valid. */
export function isSessionFailure(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false
  const { code, message, statusCode } = error as { code?: unknown; message?: unknown; statusCode?: unknown }
  if (typeof code === 'string' && JWT_ERROR_CODES.has(code)) return true
  if (typeof message !== 'string') return false
  if (/jwt expired|invalid jwt|"exp" claim/i.test(message)) return true
  return statusCode === '403' && /jwt|token/i.test(message)
}

/**
 * Runs a backend call; when it fails because the session ran out, tries one refresh and, if
 * that fails too, signs out locally so the dashboard guard sends the user to sign-in with a
 * message instead of leaving a broken page. The original error is rethrown either way.
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
