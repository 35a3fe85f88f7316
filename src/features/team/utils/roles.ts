import type { StaffRole } from '@/data/team/team-fetchers.ts'

/** The roles in the order the Team tab offers them, with what each may do in a few words. */
export const ROLE_OPTIONS: readonly { value: StaffRole; label: string; summary: string }[] = [
  { value: 'contributor', label: 'Contributor', summary: 'Writes drafts and submits them for review' },
  { value: 'editor', label: 'Editor', summary: 'Publishes articles, videos, comments and newsletters' },
  { value: 'admin', label: 'Administrator', summary: 'Everything, plus the team, settings and subscriber data' },
]

export function roleLabel(role: string): string {
  return ROLE_OPTIONS.find((option) => option.value === role)?.label ?? role
}

export function isStaffRole(value: string): value is StaffRole {
  return ROLE_OPTIONS.some((option) => option.value === value)
}
