import { LogOut, ShieldAlert } from 'lucide-react'
import { Link } from 'react-router-dom'
import { Button } from '@/components/ui/button.tsx'
import { paths } from '@/config/paths.ts'

export function NotAdministrator({ email, onLogout }: { email: string; onLogout: () => void }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-gray-50 px-4">
      <div role="alert" className="w-full max-w-md rounded-lg border border-gray-200 bg-white p-8 text-center shadow-sm">
        <ShieldAlert className="mx-auto mb-4 h-12 w-12 text-brand" aria-hidden />
        <h1 className="text-2xl font-bold text-ink">Not an administrator</h1>
        <p className="mt-3 text-ink-muted">
          You are signed in as <strong className="text-ink">{email}</strong>, but this account is not an administrator,
          so it cannot manage articles, videos or comments.
        </p>
        <p className="mt-2 text-sm text-ink-muted">Ask an existing administrator to add this account to the admins list.</p>
        <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-center">
          <Button onClick={onLogout}><LogOut className="h-4 w-4" aria-hidden />Logout</Button>
          <Link to={paths.home} className="rounded-md px-4 py-2 text-sm font-medium text-ink-muted hover:bg-gray-100">
            Back to Homepage
          </Link>
        </div>
      </div>
    </main>
  )
}
