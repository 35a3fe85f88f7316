import { UserPlus } from 'lucide-react'
import { useNavigate } from 'react-router-dom'
import { DocumentMeta } from '@/components/document-meta.tsx'
import { toast } from '@/components/ui/toast-store.ts'
import { adminPaths } from '@/config/admin-paths.ts'
import { AcceptInviteForm } from '@/features/auth/components/accept-invite-form.tsx'
import { AuthCard } from '@/features/auth/components/auth-card.tsx'
import { AuthProvider } from '@/features/auth/components/auth-provider.tsx'
import { EmailLinkSession } from '@/features/auth/components/email-link-session.tsx'
import { useAuth } from '@/features/auth/hooks/use-auth.ts'

function SignedInForm() {
  const navigate = useNavigate()
  const { user } = useAuth()
  if (!user) return null
  return (
    <AcceptInviteForm
      userId={user.id}
      onJoined={() => {
        toast({ title: 'Welcome to the team!', description: 'Redirecting to dashboard...', variant: 'success' })
        void navigate(adminPaths.dashboard, { replace: true })
      }}
    />
  )
}

/** Where an invitation e-mail's link lands, signed in by the link: name and password, then the dashboard. */
export function AcceptInviteRoute() {
  return (
    <AuthProvider>
      <DocumentMeta title="Join the Team" />
      <AuthCard icon={<UserPlus className="h-6 w-6" aria-hidden />} title="Join the Team" subtitle="Choose the name readers will see and your password.">
        <EmailLinkSession retryPath={adminPaths.signIn} retryLabel="Go to Sign In">
          <SignedInForm />
        </EmailLinkSession>
      </AuthCard>
    </AuthProvider>
  )
}
