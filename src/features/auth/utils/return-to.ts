import { adminPaths } from '@/config/admin-paths.ts'

/** What the dashboard's guard hands sign-in: where the member was when the session was missing. */
export interface ReturnToState {
  from?: unknown
}

/**
 * Where sign-in continues: the dashboard address the member was sent away from (a tab, the
 * article being edited, whose unsaved text the editor restores), else the dashboard. Only the
 * dashboard's own addresses: never another site, never a public page.
 */
export function returnTo(state: unknown): string {
  const from = (state as ReturnToState | null)?.from
  if (typeof from !== 'string') return adminPaths.dashboard
  const dashboard = adminPaths.dashboard
  const inside = from === dashboard || from.startsWith(`${dashboard}/`) || from.startsWith(`${dashboard}?`)
  return inside && !from.startsWith('//') ? from : dashboard
}
