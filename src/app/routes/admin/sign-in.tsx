import { LockKeyhole } from 'lucide-react'
import { useNavigate } from 'react-router-dom'
import { DocumentMeta } from '@/components/document-meta.tsx'
import { paths } from '@/config/paths.ts'
import { AuthCard } from '@/features/auth/components/auth-card.tsx'
import { AuthProvider } from '@/features/auth/components/auth-provider.tsx'
import { RedirectIfSignedIn } from '@/features/auth/components/redirect-if-signed-in.tsx'
import { SignInForm } from '@/features/auth/components/sign-in-form.tsx'

export function SignInRoute() {
  const navigate = useNavigate()
  return (
    <AuthProvider>
      <DocumentMeta title="Admin Sign In" />
      <RedirectIfSignedIn to={paths.admin.dashboard}>
        <AuthCard icon={<LockKeyhole className="h-6 w-6" aria-hidden />} title="Admin Sign In"
          subtitle="Access your content management dashboard">
          <SignInForm onSignedIn={() => navigate(paths.admin.dashboard, { replace: true })} />
        </AuthCard>
      </RedirectIfSignedIn>
    </AuthProvider>
  )
}
