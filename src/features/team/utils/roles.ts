import { STAFF_ROLES, type StaffRole } from '@/config/staff-roles.ts'

export { isStaffRole } from '@/config/staff-roles.ts'

// Keyed by role: a role added to config/staff-roles.ts does not compile until it has words here.
const ROLE_WORDS: Record<StaffRole, { label: string; summary: string }> = {
  contributor: { label: 'Contributor', summary: 'Writes drafts and submits them for review' },
  editor: { label: 'Editor', summary: 'Publishes articles, videos, comments and newsletters' },
  admin: { label: 'Administrator', summary: 'Everything, plus the team, settings and subscriber data' },
}

/** The roles in the order the Team tab offers them (lowest first), with what each may do in a few words. */
export const ROLE_OPTIONS: readonly { value: StaffRole; label: string; summary: string }[] =
  STAFF_ROLES.map((value) => ({ value, ...ROLE_WORDS[value] }))

export function roleLabel(role: string): string {
  return ROLE_OPTIONS.find((option) => option.value === role)?.label ?? role
}
