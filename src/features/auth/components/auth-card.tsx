import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { paths } from '@/config/paths.ts'
import { SITE_NAME } from '@/config/site.ts'

interface AuthCardProps {
  icon: ReactNode
  title: string
  subtitle?: ReactNode
  children?: ReactNode
}

/** The centred card the sign-in, sign-up and confirm-email pages share. */
export function AuthCard({ icon, title, subtitle, children }: AuthCardProps) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-gray-50 px-4 py-10">
      <div className="w-full max-w-md">
        <Link to={paths.home} className="mb-6 block text-center font-serif text-2xl font-bold text-brand">
          {SITE_NAME}
        </Link>
        <div className="rounded-lg border border-gray-200 bg-white p-6 shadow-sm sm:p-8">
          <div className="mb-6 text-center">
            <div className="mx-auto mb-4 flex h-12 w-12 items-center justify-center rounded-full bg-brand-light text-brand">{icon}</div>
            <h1 className="text-2xl font-bold text-ink">{title}</h1>
            {subtitle && <p className="mt-2 text-sm text-ink-muted">{subtitle}</p>}
          </div>
          {children}
        </div>
      </div>
    </main>
  )
}
