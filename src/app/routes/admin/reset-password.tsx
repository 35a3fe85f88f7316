import { KeyRound } from 'lucide-react'
import { useNavigate } from 'react-router-dom'
import { DocumentMeta } from '@/components/document-meta.tsx'
import { toast } from '@/components/ui/toast-store.ts'
import { adminPaths } from '@/config/admin-paths.ts'
import { AuthCard } from '@/features/auth/components/auth-card.tsx'
import { AuthProvider } from '@/features/auth/components/auth-provider.tsx'
import { EmailLinkSession } from '@/features/auth/components/email-link-session.tsx'
import { NewPasswordForm } from '@/features/auth/components/new-password-form.tsx'

/** Where a password-reset e-mail's link lands, signed in by the link: choose a new password. */
export function ResetPasswordRoute() {
  const navigate = useNavigate()
  return (
    <AuthProvider>
      <DocumentMeta title="Choose a New Password" />
      <AuthCard icon={<KeyRound className="h-6 w-6" aria-hidden />} title="Choose a New Password">
        <EmailLinkSession retryPath={adminPaths.forgotPassword} retryLabel="Send a new link">
          <NewPasswordForm
            idPrefix="reset" submitLabel="Save new password"
            onSaved={() => {
              toast({ title: 'Password changed', description: 'Your new password is saved. Redirecting to dashboard...', variant: 'success' })
              void navigate(adminPaths.dashboard, { replace: true })
            }}
          />
        </EmailLinkSession>
      </AuthCard>
    </AuthProvider>
  )
}
