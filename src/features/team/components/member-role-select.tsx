import { useState } from 'react'
import { Button } from '@/components/ui/button.tsx'
import { Dialog } from '@/components/ui/dialog.tsx'
import { toast } from '@/components/ui/toast-store.ts'
import type { TeamMember } from '@/data/admins/team-fetchers.ts'
import { useSetMemberRoleMutation } from '@/data/admins/team-mutations.ts'
import { ROLE_PHRASES, type StaffRole } from '@/config/staff-roles.ts'
import { isStaffRole, roleLabel, ROLE_OPTIONS } from '../utils/roles.ts'

/**
 * A member's role, changed after a confirmation: the change signs them out at once, so a slip of
 * the list must not do it. The list shows the stored role until the change is confirmed.
 */
export function MemberRoleSelect({ member, name, self }: { member: TeamMember; name: string; self: boolean }) {
  const [asked, setAsked] = useState<StaffRole | null>(null)
  const setRole = useSetMemberRoleMutation({
    onSuccess: (_data, { role }) => {
      setAsked(null)
      toast({ title: 'Role changed', description: `${name} is now ${roleLabel(role).toLowerCase()}. They sign in again to continue.`, variant: 'success' })
    },
  })
  // Your own role is not yours to change: an administrator could otherwise leave the site with none.
  if (self) return <span>{roleLabel(member.role)} <span className="text-ink-muted">(you)</span></span>
  return (
    <>
      <select
        aria-label={`Role of ${name}`} value={member.role} disabled={setRole.isPending}
        onChange={(event) => { if (isStaffRole(event.target.value) && event.target.value !== member.role) setAsked(event.target.value) }}
        className="rounded-md border border-gray-300 px-2 py-1 text-sm text-ink focus:border-brand focus:outline-none focus:ring-1 focus:ring-brand"
      >
        {ROLE_OPTIONS.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
      </select>
      <Dialog open={asked !== null} onOpenChange={(open) => { if (!open && !setRole.isPending) setAsked(null) }}
        title={asked ? `Make ${name} ${ROLE_PHRASES[asked]}?` : ''}
        description={asked ? `${name} is signed out at once and signs in again as ${ROLE_PHRASES[asked]}: ${ROLE_OPTIONS.find((option) => option.value === asked)?.summary.toLowerCase() ?? ''}.` : undefined}>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setAsked(null)} disabled={setRole.isPending}>Cancel</Button>
          <Button onClick={() => { if (asked) setRole.mutate({ userId: member.user_id, role: asked }) }} disabled={setRole.isPending}>
            {setRole.isPending ? 'Changing...' : 'Change role'}
          </Button>
        </div>
      </Dialog>
    </>
  )
}
