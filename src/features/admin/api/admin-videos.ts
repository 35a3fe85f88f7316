import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { ADMIN_PAGE_SIZE } from '@/config/site.ts'
import { supabase } from '@/lib/supabase.ts'
import type { Tables } from '@/types/database.types.ts'
import { pageRange } from '../utils/pagination.ts'
import { ADMIN_ROOT_KEY } from './cache.ts'
import { asError, nothingChanged } from './errors.ts'
import { withSessionGuard } from './session-guard.ts'

export type AdminVideoRow = Pick<Tables<'video_posts'>, 'id' | 'title' | 'url' | 'created_at'>

export async function fetchAdminVideos(page: number): Promise<{ rows: AdminVideoRow[]; total: number }> {
  const { from, to } = pageRange(page, ADMIN_PAGE_SIZE)
  const { data, count, error } = await supabase
    .from('video_posts')
    .select('id,title,url,created_at', { count: 'exact' })
    .order('created_at', { ascending: false })
    .order('id', { ascending: true })
    .range(from, to)
  // A page past the end (rows were deleted): report the total so the UI can step back.
  if (error?.code === 'PGRST103') {
    const { count: total } = await supabase.from('video_posts').select('id', { count: 'exact', head: true }).throwOnError()
    return { rows: [], total: total ?? 0 }
  }
  if (error) throw asError(error)
  return { rows: data, total: count ?? 0 }
}

export async function createVideo(video: { title: string; url: string }): Promise<void> {
  await supabase.from('video_posts').insert(video).throwOnError()
}

export async function deleteVideo(id: string): Promise<void> {
  const { data } = await supabase.from('video_posts').delete().eq('id', id).select('id').throwOnError()
  if (data.length === 0) throw nothingChanged('The video post')
}

export const adminVideoQueries = {
  all: () => [...ADMIN_ROOT_KEY, 'videos'] as const,
  list: (page: number) =>
    queryOptions({
      queryKey: [...adminVideoQueries.all(), 'list', page] as const,
      queryFn: () => withSessionGuard(() => fetchAdminVideos(page)),
      placeholderData: keepPreviousData,
      staleTime: 0,
    }),
}
