import { toast } from '@/components/ui/toast-store.ts'
import type { TeamMember } from '@/data/team/team-fetchers.ts'
import { useSetMemberRoleMutation } from '@/data/team/team-mutations.ts'
import { isStaffRole, roleLabel, ROLE_OPTIONS } from '../utils/roles.ts'

/** A member's role, changed in place (their sessions end, so the new role holds from their next request). */
export function MemberRoleSelect({ member, name, self }: { member: TeamMember; name: string; self: boolean }) {
  const setRole = useSetMemberRoleMutation({
    onSuccess: (_data, { role }) => toast({ title: 'Role changed', description: `${name} is now ${roleLabel(role).toLowerCase()}. They sign in again to continue.`, variant: 'success' }),
  })
  // Your own role is not yours to change: an administrator could otherwise leave the site with none.
  if (self) return <span>{roleLabel(member.role)} <span className="text-ink-muted">(you)</span></span>
  return (
    <select
      aria-label={`Role of ${name}`} value={member.role} disabled={setRole.isPending}
      onChange={(event) => { if (isStaffRole(event.target.value)) setRole.mutate({ userId: member.user_id, role: event.target.value }) }}
      className="rounded-md border border-gray-300 px-2 py-1 text-sm text-ink focus:border-brand focus:outline-none focus:ring-1 focus:ring-brand"
    >
      {ROLE_OPTIONS.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
    </select>
  )
}
