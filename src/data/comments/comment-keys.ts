import type { CommentCursor } from './comment-fetchers.ts'

export type CommentListFilters = { view: 'moderation'; after: CommentCursor | null }

/** Query keys from general to specific (see articles/keys.ts). */
export const commentKeys = {
  all: ['comments'] as const,
  lists: () => [...commentKeys.all, 'list'] as const,
  list: (filters: CommentListFilters) => [...commentKeys.lists(), filters] as const,
  statuses: (ids: string[]) => [...commentKeys.all, 'statuses', ids] as const,
  count: () => [...commentKeys.all, 'count'] as const,
}
