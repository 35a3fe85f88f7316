import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { ADMIN_PAGE_SIZE } from '@/config/site.ts'
import { supabase } from '@/lib/supabase.ts'
import type { Tables } from '@/types/database.types.ts'
import { pageRange, splitPendingFirst, type RowRange } from '../utils/pagination.ts'
import { ADMIN_ROOT_KEY } from './cache.ts'
import { nothingChanged } from './errors.ts'
import { withSessionGuard } from './session-guard.ts'

const COMMENT_COLUMNS = 'id,article_id,author_name,content,status,created_at'

export type CommentStatus = 'pending' | 'approved' | 'rejected'
export type ModeratedStatus = Exclude<CommentStatus, 'pending'>

export type AdminCommentRow = Pick<Tables<'comments'>, 'id' | 'article_id' | 'author_name' | 'content' | 'status' | 'created_at'> & {
  article: Pick<Tables<'articles'>, 'title' | 'slug'> | null
}

export interface CommentPage {
  rows: AdminCommentRow[]
  total: number
  pending: number
}

async function countComments(pending: boolean): Promise<number> {
  const base = supabase.from('comments').select('id', { count: 'exact', head: true })
  const { count } = await (pending ? base.eq('status', 'pending') : base.neq('status', 'pending')).throwOnError()
  return count ?? 0
}

async function readComments(pending: boolean, range: RowRange | null) {
  if (!range) return []
  const base = supabase.from('comments').select(COMMENT_COLUMNS)
  const { data } = await (pending ? base.eq('status', 'pending') : base.neq('status', 'pending'))
    .order('created_at', { ascending: false })
    .order('id', { ascending: true })
    .range(range.from, range.to)
    .throwOnError()
  return data
}

async function articleTitles(ids: string[]) {
  if (ids.length === 0) return new Map<string, { title: string; slug: string }>()
  const { data } = await supabase.from('articles').select('id,title,slug').in('id', ids).throwOnError()
  return new Map(data.map((row) => [row.id, { title: row.title, slug: row.slug }]))
}

/** A page of the moderation queue: pending comments first, newest first within each group. */
export async function fetchAdminComments(page: number): Promise<CommentPage> {
  const [pending, moderated] = await Promise.all([countComments(true), countComments(false)])
  const ranges = splitPendingFirst(pageRange(page, ADMIN_PAGE_SIZE), pending)
  const restRange = ranges.rest && ranges.rest.from < moderated ? ranges.rest : null
  const [pendingRows, restRows] = await Promise.all([readComments(true, ranges.pending), readComments(false, restRange)])
  const rows = [...pendingRows, ...restRows]
  const titles = await articleTitles([...new Set(rows.map((row) => row.article_id))])
  return {
    rows: rows.map((row) => ({ ...row, article: titles.get(row.article_id) ?? null })),
    total: pending + moderated,
    pending,
  }
}

export async function setCommentStatus(id: string, status: ModeratedStatus): Promise<void> {
  const { data } = await supabase.from('comments').update({ status }).eq('id', id).select('id').throwOnError()
  if (data.length === 0) throw nothingChanged('The comment')
}

export const adminCommentQueries = {
  all: () => [...ADMIN_ROOT_KEY, 'comments'] as const,
  list: (page: number) =>
    queryOptions({
      queryKey: [...adminCommentQueries.all(), 'list', page] as const,
      queryFn: () => withSessionGuard(() => fetchAdminComments(page)),
      placeholderData: keepPreviousData,
      staleTime: 0,
    }),
}
