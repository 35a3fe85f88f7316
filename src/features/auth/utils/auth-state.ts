import type { AuthChangeEvent, Session, User } from '@supabase/supabase-js'

export type AuthStatus = 'loading' | 'signed-in' | 'signed-out'

/** Why the user is signed out: they asked for it, or the session ended under them. */
export type SignedOutReason = 'signed-out' | 'session-ended' | null

export interface AuthState {
  status: AuthStatus
  session: Session | null
  user: User | null
  signedOutReason: SignedOutReason
}

export const INITIAL_AUTH_STATE: AuthState = { status: 'loading', session: null, user: null, signedOutReason: null }

function signedIn(session: Session): AuthState {
  return { status: 'signed-in', session, user: session.user, signedOutReason: null }
}

/**
 * The next auth state after a Supabase auth event. INITIAL_SESSION ends the loading state;
 * a SIGNED_OUT the user did not ask for (expired refresh token, sign-out in another tab) is
 * marked 'session-ended' so the UI can say so instead of failing silently.
 */
export function nextAuthState(
  previous: AuthState,
  event: AuthChangeEvent,
  session: Session | null,
  explicitSignOut: boolean,
): AuthState {
  if (event === 'SIGNED_OUT' || !session) {
    let reason: SignedOutReason = null
    if (explicitSignOut) reason = 'signed-out'
    else if (previous.status === 'signed-in') reason = 'session-ended'
    // A second SIGNED_OUT for the same end (supabase-js's own after a failed refresh, then the
    // local sign-out) keeps the reason: sign-in still says the session ended.
    else if (previous.status === 'signed-out') reason = previous.signedOutReason
    return { status: 'signed-out', session: null, user: null, signedOutReason: reason }
  }
  return signedIn(session)
}
