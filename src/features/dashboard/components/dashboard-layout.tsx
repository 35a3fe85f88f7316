import type { ReactNode } from 'react'
import { useMatch, useSearchParams } from 'react-router-dom'
import { adminPaths } from '@/config/admin-paths.ts'
import { DocumentMeta } from '@/components/document-meta.tsx'
import { ErrorBoundary } from '@/components/error-boundary.tsx'
import { RouteErrorMessage } from '@/components/route-error-message.tsx'
import type { StaffRole } from '@/data/admins/staff-role.ts'
import { parseDashboardTab, type DashboardPanels, type DashboardTabId } from '../utils/dashboard-tabs.ts'
import { dashboardTitle } from '../utils/dashboard-title.ts'
import { DashboardHeader } from './dashboard-header.tsx'
import { DashboardNav } from './dashboard-nav.tsx'
import { OverviewTab } from './overview-tab.tsx'

interface DashboardLayoutProps {
  userId: string
  email: string
  onLogout: () => void
  panels: DashboardPanels
  role: StaffRole
  account?: ReactNode
}

/**
 * Header, sidebar and the open tab. The tab lives in ?tab=, and choosing one is a new history
 * entry: a reload keeps the tab, and Back goes to the tab before. The article
 * editor's address (/admin/dashboard/articles/:articleId) shows the Articles tab with that
 * article open. Every tab but the overview comes from its own feature, through `panels`.
 */
export function DashboardLayout({ userId, email, onLogout, panels, role, account }: DashboardLayoutProps) {
  const [searchParams, setSearchParams] = useSearchParams()
  const editing = useMatch(adminPaths.articleEditorPattern)?.params.articleId ?? null
  const active = editing ? 'articles' : parseDashboardTab(searchParams.get('tab'), role)
  const select = (tab: DashboardTabId) => {
    if (tab !== active) setSearchParams(tab === 'overview' ? {} : { tab })
  }
  const title = dashboardTitle(role)

  return (
    <div className="min-h-screen bg-gray-50">
      <DocumentMeta title={title} />
      <DashboardHeader title={title} userId={userId} email={email} onLogout={onLogout} account={account} />
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 lg:flex-row">
        <aside className="lg:w-56 lg:shrink-0">
          <DashboardNav active={active} onSelect={select} role={role} />
        </aside>
        <main className="min-w-0 flex-1">
          <section role="tabpanel" id={`panel-${active}`} aria-labelledby={`tab-${active}`}>
            {/* A tab that fails to render keeps the header and the nav; another tab starts afresh (key). */}
            <ErrorBoundary key={active} name="Dashboard tab" fallback={<RouteErrorMessage heading="h2" />}>
              {active === 'overview' ? <OverviewTab onOpen={select} /> : panels[active](editing, { userId, role })}
            </ErrorBoundary>
          </section>
        </main>
      </div>
    </div>
  )
}
