import { useQuery } from '@tanstack/react-query'
import { Button } from '@/components/ui/button.tsx'
import { ListStatus } from '@/components/ui/list-status.tsx'
import { adminQueries } from '@/data/admins/admin-queries.ts'
import { staffPermissions, type StaffRole } from '@/data/admins/staff-role.ts'
import { errorText } from '@/lib/error-text.ts'
import { SubscriberList } from './subscriber-list.tsx'
import { SubscribersWithheld } from './subscribers-withheld.tsx'

const EDITORS_SEE_COUNTS = 'Only administrators see subscriber addresses. The counts above are who the next newsletter reaches.'
const TWO_FACTOR_FOR_ADDRESSES =
  'Subscriber addresses are shown only to administrators signed in with two-factor. Set up two-factor sign-in for your account (Set up two-factor, at the top), then sign in again with a code.'

/**
 * Subscriber addresses are personal data: the database shows them only to administrators whose
 * session meets the two-factor rule (as the export and erasure). Editors see the counts per
 * state; an administrator whose session does not meet the rule is told what would.
 */
export function SubscribersTab({ role, userId }: { role: StaffRole; userId: string }) {
  const can = staffPermissions(role)
  const ruleMet = useQuery({ ...adminQueries.twoFactorRuleMet(userId), enabled: can.readSubscriberAddresses })
  if (!can.readSubscriberAddresses) return <SubscribersWithheld counts reason={EDITORS_SEE_COUNTS} />
  if (ruleMet.isPending) return <ListStatus kind="loading">Loading subscribers...</ListStatus>
  if (ruleMet.isError) {
    return (
      <ListStatus kind="error" action={<Button variant="secondary" onClick={() => void ruleMet.refetch()}>Try again</Button>}>
        {errorText(ruleMet.error, "Couldn't load the subscribers.")}
      </ListStatus>
    )
  }
  // Without the rule met the counts are refused too (every staff read and write asks it).
  if (!ruleMet.data) return <SubscribersWithheld counts={false} reason={TWO_FACTOR_FOR_ADDRESSES} />
  return <SubscriberList />
}
