import { LockKeyhole, ShieldCheck } from 'lucide-react'
import { useNavigate } from 'react-router-dom'
import { DocumentMeta } from '@/components/document-meta.tsx'
import { toast } from '@/components/ui/toast-store.ts'
import { adminPaths } from '@/config/admin-paths.ts'
import { AuthCard } from '@/features/auth/components/auth-card.tsx'
import { AuthProvider } from '@/features/auth/components/auth-provider.tsx'
import { RedirectIfSignedIn } from '@/features/auth/components/redirect-if-signed-in.tsx'
import { SignInForm } from '@/features/auth/components/sign-in-form.tsx'
import { TwoFactorCodeForm } from '@/features/auth/components/two-factor-code-form.tsx'
import { useAuth } from '@/features/auth/hooks/use-auth.ts'
import { sessionNeedsCode } from '@/features/auth/utils/assurance.ts'

/** The password step, or the code step when the password was right and two-factor is on. */
function SignInSteps() {
  const navigate = useNavigate()
  const { session, signOut } = useAuth()
  const toDashboard = () => navigate(adminPaths.dashboard, { replace: true })
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
        <SignInForm onSignedIn={() => void toDashboard()} />
      </AuthCard>
    </>
  )
}

export function SignInRoute() {
  return (
    <AuthProvider>
      <RedirectIfSignedIn to={adminPaths.dashboard}>
        <SignInSteps />
      </RedirectIfSignedIn>
    </AuthProvider>
  )
}
