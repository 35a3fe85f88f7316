import { cn } from '@/lib/cn.ts'

export const SUBSCRIBER_STATUS_LABELS = { pending: 'Pending', confirmed: 'Confirmed', unsubscribed: 'Unsubscribed' } as const

type SubscriberStatus = keyof typeof SUBSCRIBER_STATUS_LABELS

const TONES: Record<SubscriberStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  confirmed: 'bg-emerald-100 text-emerald-900',
  unsubscribed: 'bg-gray-200 text-gray-800',
}

/** A subscriber's state as a label: only Confirmed addresses receive newsletters. */
export function SubscriberStatusBadge({ status }: { status: string }) {
  const known = (status in SUBSCRIBER_STATUS_LABELS ? status : 'pending') as SubscriberStatus
  return <span className={cn('inline-block rounded px-2 py-0.5 text-xs font-medium', TONES[known])}>{SUBSCRIBER_STATUS_LABELS[known]}</span>
}
