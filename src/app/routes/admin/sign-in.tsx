import { LockKeyhole } from 'lucide-react'
import { useNavigate } from 'react-router'
import { paths } from '@/config/paths.ts'
import { SITE_NAME } from '@/config/site.ts'
import { AuthCard } from '@/features/auth/components/auth-card.tsx'
import { AuthProvider } from '@/features/auth/components/auth-provider.tsx'
import { RedirectIfSignedIn } from '@/features/auth/components/redirect-if-signed-in.tsx'
import { SignInForm } from '@/features/auth/components/sign-in-form.tsx'

export function SignInRoute() {
  const navigate = useNavigate()
  return (
    <AuthProvider>
      <title>{`Admin Sign In - ${SITE_NAME}`}</title>
      <RedirectIfSignedIn to={paths.admin.dashboard}>
        <AuthCard icon={<LockKeyhole className="h-6 w-6" aria-hidden />} title="Admin Sign In"
          subtitle="Access your content management dashboard">
          <SignInForm onSignedIn={() => navigate(paths.admin.dashboard, { replace: true })} />
        </AuthCard>
      </RedirectIfSignedIn>
    </AuthProvider>
  )
}
