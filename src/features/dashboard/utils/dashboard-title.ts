import type { StaffRole } from '@/data/admins/staff-role.ts'

/**
 * The dashboard's heading and page title, named for the member's role: a contributor's dashboard
 * holds their own drafts, an editor's the newsroom's work, and only an administrator's the
 * administration (team, settings).
 */
const TITLES: Record<StaffRole, string> = {
  contributor: 'Contributor Dashboard',
  editor: 'Editor Dashboard',
  admin: 'Admin Dashboard',
}

export function dashboardTitle(role: StaffRole): string {
  return TITLES[role]
}
