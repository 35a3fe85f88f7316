import type { AuthError, Session } from '@supabase/supabase-js'
import { toast } from '@/components/ui/toast-store.ts'
import { supabase } from '@/lib/supabase.ts'
import { INITIAL_AUTH_STATE, nextAuthState, type AuthState } from '../utils/auth-state.ts'

type Listener = () => void

let state: AuthState = INITIAL_AUTH_STATE
let started = false
let explicitSignOut = false
const listeners = new Set<Listener>()

function setState(next: AuthState) {
  state = next
  listeners.forEach((listener) => listener())
}

// One subscription for the life of the page: every admin route shares it, so moving between
// sign-in and dashboard never re-enters the loading state.
function start() {
  if (started) return
  started = true
  supabase.auth.onAuthStateChange((event, session) => {
    const next = nextAuthState(state, event, session, explicitSignOut)
    if (event === 'SIGNED_OUT') explicitSignOut = false
    if (next.signedOutReason === 'session-ended' && state.status === 'signed-in') {
      toast({ title: 'Signed out', description: 'Your session has ended. Please sign in again.', variant: 'destructive' })
    }
    setState(next)
  })
}

export function subscribeAuth(listener: Listener): () => void {
  start()
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function getAuthState(): AuthState {
  return state
}

export async function signInWithPassword(email: string, password: string): Promise<{ session: Session | null; error: AuthError | null }> {
  const { data, error } = await supabase.auth.signInWithPassword({ email, password })
  return { session: data.session, error }
}

export async function signOutEverywhere(): Promise<{ error: AuthError | null }> {
  explicitSignOut = true
  const { error } = await supabase.auth.signOut()
  if (error) explicitSignOut = false
  return { error }
}

/**
 * Asks for a password-reset e-mail whose link opens `redirectTo` signed in. GoTrue answers the
 * same for an unknown address; its one-a-minute limit per address (429) means a link went out
 * less than a minute ago, so callers show the same answer for it and only report other failures.
 */
export async function requestPasswordReset(email: string, redirectTo: string): Promise<{ error: AuthError | null }> {
  const { error } = await supabase.auth.resetPasswordForEmail(email, { redirectTo })
  if (error && error.code === 'over_email_send_rate_limit') return { error: null }
  return { error }
}

/** Sets the signed-in user's password (a reset link's session, an accepted invitation, or "Change password"). */
export async function setPassword(password: string): Promise<{ error: AuthError | null }> {
  const { error } = await supabase.auth.updateUser({ password })
  return { error }
}

/**
 * The e-mail link's outcome: supabase-js reads the session (or the error) from the address when
 * it starts, and `initialize()` hands back that first result however often it is asked.
 */
export async function emailLinkError(): Promise<AuthError | null> {
  const { error } = await supabase.auth.initialize()
  return error
}

/** The member's verified TOTP factor, if any (supabase-js lists verified factors under `totp`). */
export async function verifiedTotpFactor(): Promise<{ id: string } | null> {
  const { data, error } = await supabase.auth.mfa.listFactors()
  if (error) throw error
  return data.totp[0] ?? null
}

/** Answers the second-factor question with a code from the authenticator app: the session becomes aal2. */
export async function verifyTotpCode(factorId: string, code: string): Promise<{ error: AuthError | null }> {
  const { error } = await supabase.auth.mfa.challengeAndVerify({ factorId, code })
  return { error }
}

export interface TotpEnrolment {
  factorId: string
  /** An SVG data URL of the otpauth:// address. */
  qrCode: string
  secret: string
}

/** Starts enrolling an authenticator app; an earlier enrolment never confirmed is dropped first. */
export async function startTotpEnrolment(): Promise<TotpEnrolment> {
  const listed = await supabase.auth.mfa.listFactors()
  if (listed.error) throw listed.error
  for (const stale of listed.data.all.filter((factor) => factor.status === 'unverified')) {
    await supabase.auth.mfa.unenroll({ factorId: stale.id })
  }
  const { data, error } = await supabase.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Authenticator app' })
  if (error) throw error
  return { factorId: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret }
}

/** Turns two-factor sign-in off for the member (Supabase Auth wants an aal2 session for it). */
export async function removeTotpFactor(factorId: string): Promise<{ error: AuthError | null }> {
  const { error } = await supabase.auth.mfa.unenroll({ factorId })
  if (error) return { error }
  // The stored session still lists the factor; a refreshed one does not.
  return { error: (await supabase.auth.refreshSession()).error }
}
