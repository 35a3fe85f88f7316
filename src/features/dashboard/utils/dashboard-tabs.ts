import type { ReactNode } from 'react'

export const DASHBOARD_TABS = [
  { id: 'overview', label: 'Overview' },
  { id: 'articles', label: 'Articles' },
  { id: 'videos', label: 'Video Posts' },
  { id: 'comments', label: 'Comments' },
  { id: 'subscribers', label: 'Subscribers' },
  { id: 'newsletter', label: 'Newsletter' },
] as const

export type DashboardTabId = (typeof DASHBOARD_TABS)[number]['id']

export function parseDashboardTab(value: string | null): DashboardTabId {
  return DASHBOARD_TABS.find((tab) => tab.id === value)?.id ?? 'overview'
}

/**
 * What each tab but the overview shows, given the article the address opens in the editor (or
 * null). The app composes the tabs from their features; the dashboard only frames them.
 */
export type DashboardPanels = Record<Exclude<DashboardTabId, 'overview'>, (editing: string | null) => ReactNode>
