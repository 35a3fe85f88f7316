import { keepPreviousData, queryOptions, type QueryKey } from '@tanstack/react-query'
import type { AppMeta, ErrorToast } from '../lib/query-client.ts'
import { withSessionGuard } from '../lib/session-guard.ts'

/** A dashboard read's error toast (texts from the spec's catalogue), or none when its screen says so in place. */
export type AdminReadToast = Pick<ErrorToast, 'errorTitle' | 'errorMessage'> | { errorToast: false }

/** A dashboard read's `meta`: its toast, and dropped on sign-out like everything an administrator loaded. */
export function adminReadMeta(toast: AdminReadToast): AppMeta {
  return { signedInOnly: true, ...toast }
}

export interface AdminQueryInput<TData, TKey extends QueryKey> {
  queryKey: TKey
  /**
   * The backend read; it runs under the session guard. Named `queryFn` so that TanStack's
   * exhaustive-deps lint checks it against `queryKey` at each call site, as it did before.
   */
  queryFn: () => Promise<TData>
  toast: AdminReadToast
  /** Left out, the app's default applies. */
  staleTime?: number
  /** A page of a list or its count: what is shown stays while the next page (or filter) loads. */
  keepPrevious?: boolean
}

const guarded = <TData>(read: () => Promise<TData>) => () => withSessionGuard(read)

/** Query options for a dashboard read; `queryOptions` still infers the data type from `queryFn`. */
export function adminQueryOptions<TData, TKey extends QueryKey>({
  queryKey, queryFn, toast, staleTime, keepPrevious = false,
}: AdminQueryInput<TData, TKey>) {
  return queryOptions({
    queryKey,
    queryFn: guarded(queryFn),
    meta: adminReadMeta(toast),
    // Only set when asked for: an explicit undefined would replace the client's defaults.
    ...(staleTime === undefined ? {} : { staleTime }),
    ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
  })
}
