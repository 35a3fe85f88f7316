import { useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button.tsx'
import { toast } from '@/components/ui/toast-store.ts'
import { TeamActionError, type StaffRole } from '@/data/admins/team-fetchers.ts'
import { useInviteMemberMutation } from '@/data/admins/team-mutations.ts'
import { errorText } from '@/lib/error-text.ts'
import { INVITE_LINK_LIFETIME } from '../utils/invitation.ts'
import { isStaffRole, ROLE_OPTIONS } from '../utils/roles.ts'

const fieldClass = 'block w-full rounded-md border border-gray-300 px-3 py-2 text-sm text-ink focus:border-brand focus:outline-none focus:ring-1 focus:ring-brand'

/** "Invite": an address and a role; the invitation e-mail's link opens the accept page. */
export function InviteMemberForm() {
  const [email, setEmail] = useState('')
  const [role, setRole] = useState<StaffRole>('contributor')
  const [problem, setProblem] = useState<string | null>(null)
  const invite = useInviteMemberMutation({
    onSuccess: ({ resent }, variables) => {
      setEmail('')
      setProblem(null)
      toast(resent
        ? { title: 'Invitation sent again', description: `${variables.email} has a new link; the earlier one no longer works.`, variant: 'success' }
        : { title: 'Invitation sent', description: `${variables.email} can join from the link in their e-mail.`, variant: 'success' })
    },
  })

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const address = email.trim()
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) {
      setProblem('Enter a valid email address.')
      return
    }
    setProblem(null)
    invite.mutate({ email: address, role }, {
      onError: (error) => setProblem(error instanceof TeamActionError ? error.message : errorText(error, "The invitation wasn't sent.")),
    })
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-labelledby="invite-heading" className="mb-6 rounded-lg border border-gray-200 bg-white p-4">
      <h3 id="invite-heading" className="mb-3 font-semibold text-ink">Invite a member</h3>
      <div className="grid gap-3 sm:grid-cols-[1fr_12rem_auto] sm:items-end">
        <div>
          <label htmlFor="invite-email" className="mb-1 block text-sm font-medium text-ink">Email Address</label>
          <input id="invite-email" type="email" autoComplete="off" value={email} onChange={(event) => setEmail(event.target.value)}
            className={fieldClass} aria-describedby={problem ? 'invite-error' : undefined} />
        </div>
        <div>
          <label htmlFor="invite-role" className="mb-1 block text-sm font-medium text-ink">Role</label>
          <select id="invite-role" value={role} onChange={(event) => { if (isStaffRole(event.target.value)) setRole(event.target.value) }} className={fieldClass}>
            {ROLE_OPTIONS.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
          </select>
        </div>
        <Button type="submit" disabled={invite.isPending}>{invite.isPending ? 'Sending...' : 'Invite'}</Button>
      </div>
      <p className="mt-2 text-xs text-ink-muted">
        {ROLE_OPTIONS.find((option) => option.value === role)?.summary}. {INVITE_LINK_LIFETIME} Inviting a pending address again sends a new link.
      </p>
      {problem && <p id="invite-error" role="alert" className="mt-2 text-sm text-red-700">{problem}</p>}
    </form>
  )
}
