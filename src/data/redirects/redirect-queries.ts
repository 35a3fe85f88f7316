import { queryOptions } from '@tanstack/react-query'
import { publicDb } from '../../lib/public-db.ts'
import { resolveRedirect } from './redirect-fetchers.ts'
import { redirectKeys } from './redirect-keys.ts'

export const redirectQueries = {
  /** An unknown address's new home; a failed lookup just shows the not-found page (no toast). */
  resolve: (address: string) =>
    queryOptions({
      queryKey: redirectKeys.resolve(address),
      queryFn: () => resolveRedirect(publicDb, address),
      staleTime: 5 * 60_000,
      retry: false,
      meta: { errorToast: false },
    }),
}
