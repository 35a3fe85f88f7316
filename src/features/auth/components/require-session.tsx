import type { Session, User } from '@supabase/supabase-js'
import type { ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router-dom'
import { Spinner } from '@/components/ui/spinner.tsx'
import { useAuth } from '../hooks/use-auth.ts'
import { sessionNeedsCode } from '../utils/assurance.ts'
import type { AuthContextValue } from '../utils/auth-context.ts'
import type { ReturnToState } from '../utils/return-to.ts'

interface RequireSessionProps {
  redirectTo: string
  children: (signedIn: { user: User; session: Session; signOut: AuthContextValue['signOut'] }) => ReactNode
}

/** Dashboard guard: waits for the stored session, then renders for a signed-in user or redirects (saying where from). */
export function RequireSession({ redirectTo, children }: RequireSessionProps) {
  const { user, session, loading, signOut } = useAuth()
  const location = useLocation()
  if (loading) return <Spinner label="Loading..." />
  // A password alone is not a sign-in for a member with two-factor on: the code is asked there.
  // Sign-in comes back here afterwards (the editor restores what was typed before the session ended).
  if (!user || !session || sessionNeedsCode(session)) {
    const state: ReturnToState = { from: `${location.pathname}${location.search}` }
    return <Navigate to={redirectTo} replace state={state} />
  }
  return children({ user, session, signOut })
}
