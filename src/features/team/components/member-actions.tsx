import { useState } from 'react'
import { Button } from '@/components/ui/button.tsx'
import { Dialog } from '@/components/ui/dialog.tsx'
import { toast } from '@/components/ui/toast-store.ts'
import type { TeamMember } from '@/data/admins/team-fetchers.ts'
import { useRemoveFactorsMutation, useRemoveMemberMutation, useRevokeInvitationMutation } from '@/data/admins/team-mutations.ts'

type Pending = 'remove' | 'revoke' | 'factors' | null

/** A member's row actions; each asks first, because each ends something for that person at once. */
export function MemberActions({ member, name }: { member: TeamMember; name: string }) {
  const [pending, setPending] = useState<Pending>(null)
  const close = () => setPending(null)
  const remove = useRemoveMemberMutation({ onSuccess: () => { close(); toast({ title: 'Member removed', description: `${name} can no longer sign in to the dashboard. Their articles stay.`, variant: 'success' }) } })
  const revoke = useRevokeInvitationMutation({ onSuccess: () => { close(); toast({ title: 'Invitation withdrawn', description: member.email, variant: 'success' }) } })
  const factors = useRemoveFactorsMutation({ onSuccess: () => { close(); toast({ title: 'Two-factor removed', description: `${name} signs in with their password and can set up two-factor again.`, variant: 'success' }) } })
  const busy = remove.isPending || revoke.isPending || factors.isPending

  const dialog = {
    remove: { title: `Remove ${name}?`, description: 'They are signed out at once and can no longer use the dashboard. Their articles and bylines stay.', confirm: 'Remove', run: () => remove.mutate(member.user_id) },
    revoke: { title: 'Withdraw this invitation?', description: `The link sent to ${member.email} stops working.`, confirm: 'Withdraw', run: () => revoke.mutate(member.user_id) },
    factors: { title: `Remove ${name}'s two-factor sign-in?`, description: 'For a lost phone: they sign in with their password alone until they set up two-factor again.', confirm: 'Remove two-factor', run: () => factors.mutate(member.user_id) },
  }
  const open = pending ? dialog[pending] : null

  return (
    <div className="flex flex-wrap justify-end gap-1">
      {member.two_factor && <Button variant="ghost" onClick={() => setPending('factors')}>Remove two-factor</Button>}
      {member.accepted
        ? <Button variant="ghost" onClick={() => setPending('remove')}>Remove</Button>
        : <Button variant="ghost" onClick={() => setPending('revoke')}>Withdraw invitation</Button>}
      <Dialog open={open !== null} onOpenChange={(next) => { if (!next && !busy) close() }} title={open?.title ?? ''} description={open?.description}>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close} disabled={busy}>Cancel</Button>
          <Button variant="danger" onClick={() => open?.run()} disabled={busy}>{busy ? 'Working...' : open?.confirm}</Button>
        </div>
      </Dialog>
    </div>
  )
}
