import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Button } from '@/components/ui/button.tsx'
import { ADMIN_PAGE_SIZE } from '@/config/site.ts'
import { formatShortDate } from '@/lib/dates.ts'
import { clampPage, pageCount } from '@/data/paging.ts'
import { adminSubscriberQueries } from '@/data/subscribers/admin-subscriber-queries.ts'
import { errorText } from '@/lib/error-text.ts'
import { ExportSubscribersButton } from './export-subscribers-button.tsx'
import { ListStatus } from './list-status.tsx'
import { PaginationControls } from './pagination-controls.tsx'
import { PanelHeader } from './panel-header.tsx'

export function SubscribersTab() {
  const [requestedPage, setPage] = useState(1)
  const subscribers = useQuery(adminSubscriberQueries.list(requestedPage))

  const total = subscribers.data?.total ?? 0
  const page = subscribers.data ? clampPage(requestedPage, total, ADMIN_PAGE_SIZE) : requestedPage
  if (page !== requestedPage) setPage(page)
  const rows = subscribers.data?.rows ?? []

  return (
    <>
      <PanelHeader title="Subscribers"
        description={subscribers.data ? <span data-testid="subscriber-count">{total} subscriber{total === 1 ? '' : 's'}</span> : undefined}
        actions={<ExportSubscribersButton disabled={total === 0} />} />
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
              <tr><th scope="col" className="px-4 py-3">Email</th><th scope="col" className="px-4 py-3">Date subscribed</th></tr>
            </thead>
            <tbody className="divide-y divide-gray-200">
              {rows.map((row) => (
                <tr key={row.id}>
                  <td className="break-all px-4 py-3 text-ink">{row.email}</td>
                  <td className="whitespace-nowrap px-4 py-3 text-ink-muted"><time dateTime={row.created_at}>{formatShortDate(row.created_at)}</time></td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {subscribers.data && total > ADMIN_PAGE_SIZE && (
        <PaginationControls page={page} pageCount={pageCount(total, ADMIN_PAGE_SIZE)} onPageChange={setPage} busy={subscribers.isPlaceholderData} />
      )}
    </>
  )
}
