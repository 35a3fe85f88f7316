import type { Session } from '@supabase/supabase-js'

/** The `aal` claim of an access token ('aal1' after a password, 'aal2' after a second factor). */
export function tokenAssuranceLevel(accessToken: string): string | null {
  const payload = accessToken.split('.')[1]
  if (!payload) return null
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(payload.length / 4) * 4, '='))
    const claims = JSON.parse(json) as { aal?: unknown }
    return typeof claims.aal === 'string' ? claims.aal : null
  } catch {
    return null
  }
}

/**
 * Whether a session still owes its second factor: the member has a verified factor and signed in
 * with the password alone. Read from the session itself, as supabase-js's
 * getAuthenticatorAssuranceLevel() does, so no request is needed to decide.
 */
export function sessionNeedsCode(session: Session | null): boolean {
  if (!session) return false
  const verified = (session.user.factors ?? []).some((factor) => factor.status === 'verified')
  return verified && tokenAssuranceLevel(session.access_token) !== 'aal2'
}
