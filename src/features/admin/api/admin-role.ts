import { queryOptions } from '@tanstack/react-query'
import { supabase } from '@/lib/supabase.ts'
import { ADMIN_ROOT_KEY } from './cache.ts'
import { withSessionGuard } from './session-guard.ts'

/** Asks the database (public.is_admin()) whether the signed-in user is in public.admins. */
export async function fetchIsAdmin(): Promise<boolean> {
  const { data } = await supabase.rpc('is_admin').throwOnError()
  return data === true
}

export const adminRoleQueries = {
  isAdmin: (userId: string) =>
    queryOptions({
      queryKey: [...ADMIN_ROOT_KEY, 'role', userId] as const,
      queryFn: () => withSessionGuard(fetchIsAdmin),
      staleTime: 5 * 60_000,
    }),
}
