import { MailCheck } from 'lucide-react'
import { Link } from 'react-router-dom'
import { adminPaths } from '@/config/admin-paths.ts'
import { AuthCard } from './auth-card.tsx'

export function ConfirmEmailNotice() {
  return (
    <AuthCard icon={<MailCheck className="h-6 w-6" aria-hidden />} title="Confirm Your Email"
      subtitle="We've sent a confirmation link to your email address. Click the link to activate your account.">
      <ul className="mb-6 list-disc space-y-2 pl-5 text-sm text-ink-muted">
        <li>Can't find the email? Check your spam or junk folder.</li>
        <li>The email can take a few minutes to arrive. Please wait a little before trying again.</li>
      </ul>
      <Link to={adminPaths.signIn}
        className="block w-full rounded-md bg-brand px-4 py-2 text-center text-sm font-medium text-white hover:bg-brand-dark">
        Back to Sign In
      </Link>
    </AuthCard>
  )
}
