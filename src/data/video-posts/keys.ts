export type VideoListFilters =
  | { view: 'recent'; maxAgeDays: number }
  | { view: 'admin'; page: number }

/** Query keys from general to specific (see articles/keys.ts). */
export const videoKeys = {
  all: ['video-posts'] as const,
  lists: () => [...videoKeys.all, 'list'] as const,
  list: (filters: VideoListFilters) => [...videoKeys.lists(), filters] as const,
}
