import type { QueryClient, QueryKey } from '@tanstack/react-query'

/** Every admin query key starts here, so public caches can be told apart. */
export const ADMIN_ROOT_KEY = ['admin'] as const

/**
 * After a write: refetch the admin lists and counts it touched, and mark every public query
 * stale so the public pages show the change on their next view (features do not share keys).
 */
export async function invalidateAfterWrite(queryClient: QueryClient, keys: readonly QueryKey[]): Promise<void> {
  await Promise.all([
    ...keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== ADMIN_ROOT_KEY[0] }),
  ])
}

/** On logout: nothing one admin loaded stays in memory for the next user of the browser. */
export function resetAdminCache(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: ADMIN_ROOT_KEY })
}
