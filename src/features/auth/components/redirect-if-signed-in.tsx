import type { ReactNode } from 'react'
import { Navigate } from 'react-router-dom'
import { Spinner } from '@/components/ui/spinner.tsx'
import { useAuth } from '../hooks/use-auth.ts'
import { sessionNeedsCode } from '../utils/assurance.ts'

/** Sign-in page guard: a user who already has a session goes straight to `to`, unless it still owes its second factor. */
export function RedirectIfSignedIn({ to, children }: { to: string; children: ReactNode }) {
  const { user, session, loading } = useAuth()
  if (loading) return <Spinner label="Loading..." />
  if (user && session && !sessionNeedsCode(session)) return <Navigate to={to} replace />
  return children
}
