import { useMemo, useSyncExternalStore, type ReactNode } from 'react'
import { getAuthState, signInWithPassword, signOutEverywhere, subscribeAuth } from '../api/auth-store.ts'
import { sessionNeedsCode } from '../utils/assurance.ts'
import { AuthContext, type AuthContextValue } from '../utils/auth-context.ts'

/** Mounted by the admin routes only, so public readers never load the auth code. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const state = useSyncExternalStore(subscribeAuth, getAuthState, getAuthState)
  const value = useMemo<AuthContextValue>(
    () => ({
      user: state.user,
      session: state.session,
      loading: state.status === 'loading',
      sessionEnded: state.signedOutReason === 'session-ended',
      signIn: async (email, password) => {
        const { error, session } = await signInWithPassword(email, password)
        return { error, needsCode: sessionNeedsCode(session) }
      },
      signOut: signOutEverywhere,
    }),
    [state],
  )
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>
}
