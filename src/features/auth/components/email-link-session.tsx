import { useEffect, useState, type ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { Spinner } from '@/components/ui/spinner.tsx'
import { emailLinkError } from '../api/auth-store.ts'
import { useAuth } from '../hooks/use-auth.ts'

interface EmailLinkSessionProps {
  /** Where to ask for a new link when this one is spent, expired or wrong. */
  retryPath: string
  retryLabel: string
  children: ReactNode
}

/**
 * The pages an e-mail link opens (password reset, invitation): the link signs the reader in, so
 * the form shows once there is a session; a used or expired link says so and offers a new one.
 */
export function EmailLinkSession({ retryPath, retryLabel, children }: EmailLinkSessionProps) {
  const { session, loading } = useAuth()
  const [linkError, setLinkError] = useState<string | null | undefined>(undefined)

  useEffect(() => {
    let live = true
    void emailLinkError().then((error) => {
      if (live) setLinkError(error ? error.message : null)
    })
    return () => {
      live = false
    }
  }, [])

  if (loading || linkError === undefined) return <Spinner label="Checking your link..." />
  // A spent link says so even to someone still signed in from before: the form would not be
  // what the link promised.
  if (session && !linkError) return children
  return (
    <div className="space-y-4 text-center" role="alert">
      <p className="text-ink">This link has expired or has already been used.</p>
      {linkError && <p className="text-sm text-ink-muted">{linkError}</p>}
      <Link to={retryPath} className="inline-block font-medium text-brand hover:underline">{retryLabel}</Link>
    </div>
  )
}
