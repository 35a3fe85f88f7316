import { useQuery } from '@tanstack/react-query'
import { Button } from '@/components/ui/button.tsx'
import { formatShortDate } from '@/lib/dates.ts'
import { createdAtCursor } from '@/data/keyset.ts'
import { adminSubscriberQueries } from '@/data/subscribers/admin-subscriber-queries.ts'
import { errorText } from '@/lib/error-text.ts'
import { useKeysetPager } from '@/hooks/use-keyset-pager.ts'
import { ListStatus } from '@/components/ui/list-status.tsx'
import { PaginationControls } from '@/components/ui/pagination-controls.tsx'
import { PanelHeader } from '@/components/ui/panel-header.tsx'
import { EraseSubscriberButton } from './erase-subscriber-button.tsx'
import { ExportSubscribersButton } from './export-subscribers-button.tsx'
import { SubscriberStatusBadge } from './subscriber-status.tsx'
import { SubscriberStatusCounts } from './subscriber-status-counts.tsx'

/**
 * The addresses, newest first, with export and erasure: an administrator's, from a session that
 * meets the two-factor rule (the database answers no row to anyone else).
 */
export function SubscriberList() {
  const pager = useKeysetPager(createdAtCursor)
  const subscribers = useQuery(adminSubscriberQueries.list(pager.after))
  const count = useQuery(adminSubscriberQueries.count())

  pager.stepBackIfEmptied(subscribers)
  const rows = subscribers.data?.rows ?? []
  const total = count.data ?? 0

  return (
    <>
      <PanelHeader title="Subscribers"
        description={count.data !== undefined ? <span data-testid="subscriber-count">{total} subscriber{total === 1 ? '' : 's'}</span> : undefined}
        actions={<ExportSubscribersButton disabled={total === 0} />} />
      <SubscriberStatusCounts />
      {subscribers.isPending && <ListStatus kind="loading">Loading subscribers...</ListStatus>}
      {subscribers.isError && !subscribers.data && (
        <ListStatus kind="error" action={<Button variant="secondary" onClick={() => void subscribers.refetch()}>Try again</Button>}>
          {errorText(subscribers.error, "Couldn't load the subscribers.")}
        </ListStatus>
      )}
      {subscribers.data && rows.length === 0 && <ListStatus kind="empty">No subscribers yet</ListStatus>}
      {rows.length > 0 && (
        <div className="overflow-x-auto rounded-lg border border-gray-200 bg-white">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Newsletter subscribers, newest first</caption>
            <thead className="bg-gray-50 text-xs uppercase text-ink-muted">
              <tr><th scope="col" className="px-4 py-3">Email</th><th scope="col" className="px-4 py-3">Status</th><th scope="col" className="px-4 py-3">Date subscribed</th><th scope="col" className="px-4 py-3"><span className="sr-only">Actions</span></th></tr>
            </thead>
            <tbody className="divide-y divide-gray-200">
              {rows.map((row) => (
                <tr key={row.id}>
                  <td className="break-all px-4 py-3 text-ink">{row.email}</td>
                  <td className="px-4 py-3"><SubscriberStatusBadge status={row.status} /></td>
                  <td className="whitespace-nowrap px-4 py-3 text-ink-muted"><time dateTime={row.created_at}>{formatShortDate(row.created_at)}</time></td>
                  <td className="px-2 py-1 text-right"><EraseSubscriberButton id={row.id} email={row.email} /></td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {subscribers.data && (pager.page > 1 || subscribers.data.hasMore) && <PaginationControls {...pager.controls(subscribers, total)} />}
    </>
  )
}
