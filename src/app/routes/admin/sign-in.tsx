import { LockKeyhole, ShieldCheck } from 'lucide-react'
import { useLocation, useNavigate } from 'react-router-dom'
import { DocumentMeta } from '@/components/document-meta.tsx'
import { toast } from '@/components/ui/toast-store.ts'
import { AuthCard } from '@/features/auth/components/auth-card.tsx'
import { AuthProvider } from '@/features/auth/components/auth-provider.tsx'
import { RedirectIfSignedIn } from '@/features/auth/components/redirect-if-signed-in.tsx'
import { SignInForm } from '@/features/auth/components/sign-in-form.tsx'
import { TwoFactorCodeForm } from '@/features/auth/components/two-factor-code-form.tsx'
import { useAuth } from '@/features/auth/hooks/use-auth.ts'
import { sessionNeedsCode } from '@/features/auth/utils/assurance.ts'
import { returnTo } from '@/features/auth/utils/return-to.ts'

/** Why the member is here again: the session ended under them (a role change, a password reset elsewhere). */
function SessionEndedNotice() {
  return (
    <p role="status" className="mb-5 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
      Your session has ended, so you were signed out. Sign in again to carry on where you left off: an article you were
      writing is kept in this browser and opens again.
    </p>
  )
}

/** The password step, or the code step when the password was right and two-factor is on. */
function SignInSteps() {
  const navigate = useNavigate()
  const location = useLocation()
  const { session, signOut, sessionEnded } = useAuth()
  const toDashboard = () => navigate(returnTo(location.state), { replace: true })
  if (sessionNeedsCode(session)) {
    return (
      <>
        <DocumentMeta title="Two-Factor Sign In" />
        <AuthCard icon={<ShieldCheck className="h-6 w-6" aria-hidden />} title="Two-Factor Sign In" subtitle="One more step: the code from your authenticator app.">
          <TwoFactorCodeForm
            onVerified={() => {
              toast({ title: 'Success!', description: 'Welcome back! Redirecting to dashboard...', variant: 'success' })
              void toDashboard()
            }}
            onCancel={() => void signOut()}
          />
        </AuthCard>
      </>
    )
  }
  return (
    <>
      <DocumentMeta title="Admin Sign In" />
      <AuthCard icon={<LockKeyhole className="h-6 w-6" aria-hidden />} title="Admin Sign In"
        subtitle="Access your content management dashboard">
        {sessionEnded && <SessionEndedNotice />}
        <SignInForm onSignedIn={() => void toDashboard()} />
      </AuthCard>
    </>
  )
}

export function SignInRoute() {
  const location = useLocation()
  return (
    <AuthProvider>
      <RedirectIfSignedIn to={returnTo(location.state)}>
        <SignInSteps />
      </RedirectIfSignedIn>
    </AuthProvider>
  )
}
