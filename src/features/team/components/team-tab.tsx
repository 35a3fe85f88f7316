import { useQuery } from '@tanstack/react-query'
import { Button } from '@/components/ui/button.tsx'
import { ListStatus } from '@/components/ui/list-status.tsx'
import { PanelHeader } from '@/components/ui/panel-header.tsx'
import { adminQueries } from '@/data/admins/admin-queries.ts'
import { formatShortDate } from '@/lib/dates.ts'
import { errorText } from '@/lib/error-text.ts'
import { InviteMemberForm } from './invite-member-form.tsx'
import { MemberActions } from './member-actions.tsx'
import { MemberRoleSelect } from './member-role-select.tsx'

const TWO_FACTOR_FOR_TEAM =
  'The team and its e-mail addresses are shown only to administrators signed in with two-factor. Set up two-factor sign-in for your account (Set up two-factor, at the top), then sign in again with a code.'

/**
 * The Team tab (administrators): members with role, last sign-in and two-factor; invitations.
 * The members' e-mail addresses are personal data, read (and the team changed) only from a
 * session that meets the two-factor rule; another session is told so instead of a refusal.
 */
export function TeamTab({ currentUserId }: { currentUserId: string }) {
  const ruleMet = useQuery(adminQueries.twoFactorRuleMet(currentUserId))
  if (ruleMet.isPending) return <ListStatus kind="loading">Loading the team...</ListStatus>
  if (ruleMet.data === false) {
    return (
      <>
        <PanelHeader title="Team" />
        <ListStatus kind="locked">{TWO_FACTOR_FOR_TEAM}</ListStatus>
      </>
    )
  }
  return <TeamMembers currentUserId={currentUserId} />
}

function TeamMembers({ currentUserId }: { currentUserId: string }) {
  const members = useQuery(adminQueries.members())
  const rows = members.data ?? []

  return (
    <>
      <PanelHeader title="Team" description={members.data ? `${rows.length} member${rows.length === 1 ? '' : 's'}` : undefined} />
      <InviteMemberForm />
      {members.isPending && <ListStatus kind="loading">Loading the team...</ListStatus>}
      {members.isError && !members.data && (
        <ListStatus kind="error" action={<Button variant="secondary" onClick={() => void members.refetch()}>Try again</Button>}>
          {errorText(members.error, "Couldn't load the team.")}
        </ListStatus>
      )}
      {rows.length > 0 && (
        <div className="overflow-x-auto rounded-lg border border-gray-200 bg-white">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Team members</caption>
            <thead className="bg-gray-50 text-xs uppercase text-ink-muted">
              <tr>
                <th scope="col" className="px-4 py-3">Member</th>
                <th scope="col" className="px-4 py-3">Role</th>
                <th scope="col" className="px-4 py-3">Last sign-in</th>
                <th scope="col" className="px-4 py-3">Two-factor</th>
                <th scope="col" className="px-4 py-3"><span className="sr-only">Actions</span></th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-200">
              {rows.map((member) => {
                const name = member.display_name ?? member.email
                const self = member.user_id === currentUserId
                return (
                  <tr key={member.user_id}>
                    <td className="px-4 py-3">
                      <span className="block font-medium text-ink">{member.display_name ?? <span className="text-ink-muted">No name yet</span>}</span>
                      <span className="block break-all text-ink-muted">{member.email}</span>
                    </td>
                    <td className="px-4 py-3"><MemberRoleSelect member={member} name={name} self={self} /></td>
                    <td className="whitespace-nowrap px-4 py-3 text-ink-muted">
                      {!member.accepted
                        ? <span className="rounded bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">Invited</span>
                        : member.last_sign_in_at ? <time dateTime={member.last_sign_in_at}>{formatShortDate(member.last_sign_in_at)}</time> : 'Never'}
                    </td>
                    <td className="px-4 py-3">{member.two_factor ? 'On' : <span className="text-ink-muted">Off</span>}</td>
                    <td className="px-2 py-1 text-right">{!self && <MemberActions member={member} name={name} />}</td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
      )}
    </>
  )
}
