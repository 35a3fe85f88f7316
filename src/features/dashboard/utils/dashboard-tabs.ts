import type { ReactNode } from 'react'
import type { StaffRole } from '@/data/admins/staff-role.ts'

/** The tabs, and the least role that gets each (the database refuses the others their data anyway). */
export const DASHBOARD_TABS = [
  { id: 'overview', label: 'Overview', from: 'editor' },
  { id: 'articles', label: 'Articles', from: 'contributor' },
  { id: 'videos', label: 'Video Posts', from: 'editor' },
  { id: 'comments', label: 'Comments', from: 'editor' },
  { id: 'subscribers', label: 'Subscribers', from: 'editor' },
  { id: 'newsletter', label: 'Newsletter', from: 'editor' },
  { id: 'analytics', label: 'Analytics', from: 'editor' },
  { id: 'team', label: 'Team', from: 'admin' },
  { id: 'settings', label: 'Settings', from: 'admin' },
  { id: 'import', label: 'Import', from: 'admin' },
] as const satisfies readonly { id: string; label: string; from: StaffRole }[]

const RANK: Record<StaffRole, number> = { contributor: 1, editor: 2, admin: 3 }

export type DashboardTabId = (typeof DASHBOARD_TABS)[number]['id']

/** The tabs this role may open, in the sidebar's order. */
export function tabsFor(role: StaffRole) {
  return DASHBOARD_TABS.filter((tab) => RANK[role] >= RANK[tab.from])
}

/** The tab an address names, when this role may open it; else the role's first tab. */
export function parseDashboardTab(value: string | null, role: StaffRole): DashboardTabId {
  const tabs = tabsFor(role)
  return tabs.find((tab) => tab.id === value)?.id ?? tabs[0]?.id ?? 'articles'
}

/** The signed-in member: what their tabs show depends on it. */
export interface DashboardMember {
  userId: string
  role: StaffRole
}

/**
 * What each tab but the overview shows, given the article the address opens in the editor (or
 * null) and the member. The app composes the tabs from their features; the dashboard only
 * frames them.
 */
export type DashboardPanels = Record<Exclude<DashboardTabId, 'overview'>, (editing: string | null, member: DashboardMember) => ReactNode>
