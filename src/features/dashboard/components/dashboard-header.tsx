import { LogOut } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { Button } from '@/components/ui/button.tsx'
import { paths } from '@/config/paths.ts'
import { SITE_NAME } from '@/config/site.ts'
import { BioSetting } from './bio-setting.tsx'
import { BylineSetting } from './byline-setting.tsx'

interface DashboardHeaderProps {
  /** Named for the member's role (utils/dashboard-title.ts). */
  title: string
  userId: string
  email: string
  onLogout: () => void
  account?: ReactNode
}

export function DashboardHeader({ title, userId, email, onLogout, account }: DashboardHeaderProps) {
  return (
    <header className="border-b border-gray-200 bg-white">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3">
        <div className="min-w-0">
          <Link to={paths.home} className="font-serif text-lg font-bold text-brand">{SITE_NAME}</Link>
          <h1 className="text-xl font-bold text-ink">{title}</h1>
          <p className="truncate text-sm text-ink-muted">Welcome back, <span className="font-medium text-ink">{email}</span></p>
          <BylineSetting userId={userId} />
          <BioSetting userId={userId} />
          {account && <div className="mt-2 flex flex-wrap items-center gap-2">{account}</div>}
        </div>
        <Button variant="secondary" onClick={onLogout} className="shrink-0">
          <LogOut className="h-4 w-4" aria-hidden />
          Logout
        </Button>
      </div>
    </header>
  )
}
