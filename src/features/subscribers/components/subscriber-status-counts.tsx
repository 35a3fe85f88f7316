import { useQuery } from '@tanstack/react-query'
import { adminSubscriberQueries } from '@/data/subscribers/admin-subscriber-queries.ts'
import { SUBSCRIBER_STATUS_LABELS } from './subscriber-status.tsx'

/** "Confirmed 120 · Pending 4 · Unsubscribed 9": who the next newsletter reaches, at a glance. */
export function SubscriberStatusCounts() {
  const counts = useQuery(adminSubscriberQueries.statusCounts())
  if (!counts.data) return null
  const data = counts.data
  return (
    <p data-testid="subscriber-status-counts" className="mb-4 text-sm text-ink-muted">
      {(['confirmed', 'pending', 'unsubscribed'] as const).map((status) => `${SUBSCRIBER_STATUS_LABELS[status]} ${data[status]}`).join(' · ')}
    </p>
  )
}
