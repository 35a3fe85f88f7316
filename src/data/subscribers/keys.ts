/** Query keys from general to specific (see articles/keys.ts). Only administrators read subscribers. */
export const subscriberKeys = {
  all: ['subscribers'] as const,
  lists: () => [...subscriberKeys.all, 'list'] as const,
  list: (page: number) => [...subscriberKeys.lists(), { page }] as const,
}
