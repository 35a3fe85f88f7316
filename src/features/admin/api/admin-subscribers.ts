import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { ADMIN_PAGE_SIZE } from '@/config/site.ts'
import { supabase } from '@/lib/supabase.ts'
import type { Tables } from '@/types/database.types.ts'
import { pageRange } from '../utils/pagination.ts'
import { ADMIN_ROOT_KEY } from './cache.ts'
import { asError } from './errors.ts'
import { withSessionGuard } from './session-guard.ts'

export type AdminSubscriberRow = Pick<Tables<'subscribers'>, 'id' | 'email' | 'created_at'>

// PostgREST caps a response at db-max-rows (1000 by default); the export reads in pages of that.
const EXPORT_BATCH = 1000

export async function fetchAdminSubscribers(page: number): Promise<{ rows: AdminSubscriberRow[]; total: number }> {
  const { from, to } = pageRange(page, ADMIN_PAGE_SIZE)
  const { data, count, error } = await supabase
    .from('subscribers')
    .select('id,email,created_at', { count: 'exact' })
    .order('created_at', { ascending: false })
    .order('id', { ascending: true })
    .range(from, to)
  // A page past the end (rows were deleted): report the total so the UI can step back.
  if (error?.code === 'PGRST103') {
    const { count: total } = await supabase.from('subscribers').select('id', { count: 'exact', head: true }).throwOnError()
    return { rows: [], total: total ?? 0 }
  }
  if (error) throw asError(error)
  return { rows: data, total: count ?? 0 }
}

/** Every subscriber, newest first, for the CSV export. */
export async function fetchAllSubscribers(): Promise<Pick<AdminSubscriberRow, 'email' | 'created_at'>[]> {
  const all: Pick<AdminSubscriberRow, 'email' | 'created_at'>[] = []
  for (let from = 0; ; from += EXPORT_BATCH) {
    const { data } = await supabase
      .from('subscribers')
      .select('email,created_at')
      .order('created_at', { ascending: false })
      .order('id', { ascending: true })
      .range(from, from + EXPORT_BATCH - 1)
      .throwOnError()
    all.push(...data)
    if (data.length < EXPORT_BATCH) return all
  }
}

export const adminSubscriberQueries = {
  all: () => [...ADMIN_ROOT_KEY, 'subscribers'] as const,
  list: (page: number) =>
    queryOptions({
      queryKey: [...adminSubscriberQueries.all(), 'list', page] as const,
      queryFn: () => withSessionGuard(() => fetchAdminSubscribers(page)),
      placeholderData: keepPreviousData,
      staleTime: 0,
    }),
}
