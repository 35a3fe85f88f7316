import type { CreatedAtCursor } from '../keyset.ts'

/** Query keys from general to specific (see articles/keys.ts). Only administrators read subscribers. */
export const subscriberKeys = {
  all: ['subscribers'] as const,
  lists: () => [...subscriberKeys.all, 'list'] as const,
  list: (after: CreatedAtCursor | null) => [...subscriberKeys.lists(), { after }] as const,
  count: () => [...subscriberKeys.all, 'count'] as const,
  statusCounts: () => [...subscriberKeys.all, 'status-counts'] as const,
}
