import { KeyRound } from 'lucide-react'
import { DocumentMeta } from '@/components/document-meta.tsx'
import { AuthCard } from '@/features/auth/components/auth-card.tsx'
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form.tsx'

export function ForgotPasswordRoute() {
  return (
    <>
      <DocumentMeta title="Forgot Password" />
      <AuthCard icon={<KeyRound className="h-6 w-6" aria-hidden />} title="Forgot Password"
        subtitle="Enter your email and we will send you a link to choose a new password.">
        <ForgotPasswordForm />
      </AuthCard>
    </>
  )
}
