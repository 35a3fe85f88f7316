import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { DocumentMeta } from '@/components/document-meta.tsx'
import { Button } from '@/components/ui/button.tsx'
import { ListStatus } from '@/components/ui/list-status.tsx'
import { Spinner } from '@/components/ui/spinner.tsx'
import { adminQueries } from '@/data/admins/admin-queries.ts'
import { errorText } from '@/lib/error-text.ts'
import type { DashboardPanels } from '../utils/dashboard-tabs.ts'
import { DashboardLayout } from './dashboard-layout.tsx'
import { NotAdministrator } from './not-administrator.tsx'

interface AdminDashboardProps {
  userId: string
  email: string
  onLogout: () => void
  panels: DashboardPanels
  /** The member's own account controls (password, two-factor), from the auth feature. */
  account?: ReactNode
}

/**
 * Signed in is not enough: only members of public.admins get the dashboard, and each sees what
 * their role allows (the role is read once, here).
 */
export function AdminDashboard({ userId, email, onLogout, panels, account }: AdminDashboardProps) {
  const role = useQuery(adminQueries.role(userId))
  // Until the role is known the page is just the dashboard; the layout names it for the role.
  if (role.isPending) return <><DocumentMeta title="Dashboard" /><Spinner label="Checking your access..." /></>
  if (role.isError) {
    return (
      <div className="mx-auto max-w-lg p-6">
        <DocumentMeta title="Dashboard" />
        <ListStatus kind="error" action={<Button onClick={() => void role.refetch()}>Try again</Button>}>
          {errorText(role.error, "Couldn't check your access.")}
        </ListStatus>
      </div>
    )
  }
  if (!role.data) return <><DocumentMeta title="Dashboard" /><NotAdministrator email={email} onLogout={onLogout} /></>
  return <DashboardLayout userId={userId} email={email} onLogout={onLogout} panels={panels} role={role.data} account={account} />
}
