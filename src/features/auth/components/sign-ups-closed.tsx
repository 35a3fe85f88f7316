import { UserX } from 'lucide-react'
import { Link } from 'react-router-dom'
import { adminPaths } from '@/config/admin-paths.ts'
import { AuthCard } from './auth-card.tsx'

export function SignUpsClosed() {
  return (
    <AuthCard icon={<UserX className="h-6 w-6" aria-hidden />} title="Sign-Ups Are Closed"
      subtitle="We are not accepting new admin registrations at this time.">
      <Link to={adminPaths.signIn}
        className="block w-full rounded-md bg-brand px-4 py-2 text-center text-sm font-medium text-white hover:bg-brand-dark">
        Go to Sign In
      </Link>
    </AuthCard>
  )
}
