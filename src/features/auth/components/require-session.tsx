import type { Session, User } from '@supabase/supabase-js'
import type { ReactNode } from 'react'
import { Navigate } from 'react-router-dom'
import { Spinner } from '@/components/ui/spinner.tsx'
import { useAuth } from '../hooks/use-auth.ts'
import type { AuthContextValue } from '../utils/auth-context.ts'

interface RequireSessionProps {
  redirectTo: string
  children: (signedIn: { user: User; session: Session; signOut: AuthContextValue['signOut'] }) => ReactNode
}

/** Dashboard guard: waits for the stored session, then renders for a signed-in user or redirects. */
export function RequireSession({ redirectTo, children }: RequireSessionProps) {
  const { user, session, loading, signOut } = useAuth()
  if (loading) return <Spinner label="Loading..." />
  if (!user || !session) return <Navigate to={redirectTo} replace />
  return children({ user, session, signOut })
}
