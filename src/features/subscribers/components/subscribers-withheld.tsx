import { ListStatus } from '@/components/ui/list-status.tsx'
import { PanelHeader } from '@/components/ui/panel-header.tsx'
import { SubscriberStatusCounts } from './subscriber-status-counts.tsx'

/**
 * The tab without the addresses: the counts per state when the member may read them (an editor
 * plans newsletters with them), and why the addresses are not shown.
 */
export function SubscribersWithheld({ reason, counts }: { reason: string; counts: boolean }) {
  return (
    <>
      <PanelHeader title="Subscribers" />
      {counts && <SubscriberStatusCounts />}
      <ListStatus kind="locked">{reason}</ListStatus>
    </>
  )
}
