import { queryOptions } from '@tanstack/react-query'
import { withSessionGuard } from '../../lib/session-guard.ts'
import { supabase } from '../../lib/supabase.ts'
import { fetchIsAdmin } from './admin-fetchers.ts'
import { adminKeys } from './keys.ts'

export const adminQueries = {
  /** The dashboard shows its own message when this fails, so no toast. */
  isAdmin: (userId: string) =>
    queryOptions({
      queryKey: adminKeys.membership(userId),
      queryFn: () => withSessionGuard(() => fetchIsAdmin(supabase)),
      staleTime: 5 * 60_000,
      meta: { signedInOnly: true, errorToast: false },
    }),
}
