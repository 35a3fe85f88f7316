import type { CreatedAtCursor } from '../keyset.ts'

export type VideoListFilters =
  | { view: 'recent'; maxAgeDays: number }
  | { view: 'admin'; after: CreatedAtCursor | null }

/** Query keys from general to specific (see articles/keys.ts). */
export const videoKeys = {
  all: ['video-posts'] as const,
  lists: () => [...videoKeys.all, 'list'] as const,
  list: (filters: VideoListFilters) => [...videoKeys.lists(), filters] as const,
  count: () => [...videoKeys.all, 'count'] as const,
}
