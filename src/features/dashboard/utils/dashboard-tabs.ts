import type { ReactNode } from 'react'
import type { StaffRole } from '@/data/admins/staff-role.ts'

/** The tabs, and whether a contributor gets them (the database refuses them their data anyway). */
export const DASHBOARD_TABS = [
  { id: 'overview', label: 'Overview', contributors: false },
  { id: 'articles', label: 'Articles', contributors: true },
  { id: 'videos', label: 'Video Posts', contributors: false },
  { id: 'comments', label: 'Comments', contributors: false },
  { id: 'subscribers', label: 'Subscribers', contributors: false },
  { id: 'newsletter', label: 'Newsletter', contributors: false },
] as const

export type DashboardTabId = (typeof DASHBOARD_TABS)[number]['id']

/** The tabs this role may open, in the sidebar's order. */
export function tabsFor(role: StaffRole) {
  return DASHBOARD_TABS.filter((tab) => role !== 'contributor' || tab.contributors)
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
