import type { ModeratedStatus } from '../../config/comment-statuses.ts'
import type { DbClient } from '../db-client.ts'
import { pageRange, splitPendingFirst, type RowRange } from '../paging.ts'
import { nothingChanged, requestError } from '../request-error.ts'

/** What a reader sees of an approved comment. */
const APPROVED_COMMENT_COLUMNS = 'id,author_name,content,created_at' as const
/** A row of the moderation queue. */
const MODERATION_COMMENT_COLUMNS = 'id,article_id,author_name,content,status,created_at' as const

/** Approved comments of an article, newest first (RLS hides the rest from readers anyway). */
export async function fetchApprovedComments(db: DbClient, articleId: string, limit: number) {
  const { data } = await db
    .from('comments')
    .select(APPROVED_COMMENT_COLUMNS)
    .eq('article_id', articleId)
    .eq('status', 'approved')
    .order('created_at', { ascending: false })
    .limit(limit)
    .throwOnError()
  return data
}

export interface NewComment {
  /** Chosen by the browser (a random UUID) so it can later ask for this comment's status. */
  id: string
  articleId: string
  authorName: string
  content: string
  /** The form's honeypot: empty for people, who never see it; the database refuses a filled one. */
  website?: string
}

/**
 * Sends a comment for moderation. Readers cannot read pending rows, so the insert asks for no
 * representation back; the database sets status 'pending'. The thrown error keeps the HTTP
 * status, so the comment rate limit (429, also the answer to a filled honeypot) can be told apart.
 */
export async function submitComment(db: DbClient, { id, articleId, authorName, content, website }: NewComment): Promise<void> {
  const { error, status } = await db.from('comments').insert({
    id,
    article_id: articleId,
    author_name: authorName.trim(),
    content: content.trim(),
    ...(website ? { website } : {}),
  })
  if (error) throw requestError(error, status)
}

/** The most ids `public.comment_statuses` answers for at once. */
export const MAX_STATUS_IDS = 50

/**
 * The moderation status of comments whose ids the caller holds (its own submissions); ids the
 * database does not know are absent from the answer. Only (id, status), never content.
 */
export async function fetchCommentStatuses(db: DbClient, ids: string[]) {
  if (ids.length === 0) return []
  const { data } = await db.rpc('comment_statuses', { ids }).throwOnError()
  return data
}

async function countQueue(db: DbClient, pending: boolean): Promise<number> {
  const base = db.from('comments').select('id', { count: 'exact', head: true })
  const { count } = await (pending ? base.eq('status', 'pending') : base.neq('status', 'pending')).throwOnError()
  return count ?? 0
}

async function readQueue(db: DbClient, pending: boolean, range: RowRange | null) {
  if (!range) return []
  const base = db.from('comments').select(MODERATION_COMMENT_COLUMNS)
  const { data } = await (pending ? base.eq('status', 'pending') : base.neq('status', 'pending'))
    .order('created_at', { ascending: false })
    .order('id', { ascending: true })
    .range(range.from, range.to)
    .throwOnError()
  return data
}

async function articleTitles(db: DbClient, ids: string[]) {
  if (ids.length === 0) return new Map<string, { title: string; slug: string }>()
  const { data } = await db.from('articles').select('id,title,slug').in('id', ids).throwOnError()
  return new Map(data.map((row) => [row.id, { title: row.title, slug: row.slug }]))
}

/** A page of the moderation queue: pending comments first, newest first within each group. */
export async function fetchModerationPage(db: DbClient, page: number, pageSize: number) {
  const [pending, moderated] = await Promise.all([countQueue(db, true), countQueue(db, false)])
  const ranges = splitPendingFirst(pageRange(page, pageSize), pending)
  const restRange = ranges.rest && ranges.rest.from < moderated ? ranges.rest : null
  const [pendingRows, restRows] = await Promise.all([readQueue(db, true, ranges.pending), readQueue(db, false, restRange)])
  const rows = [...pendingRows, ...restRows]
  const titles = await articleTitles(db, [...new Set(rows.map((row) => row.article_id))])
  return {
    rows: rows.map((row) => ({ ...row, article: titles.get(row.article_id) ?? null })),
    total: pending + moderated,
    pending,
  }
}

export type ModerationComment = Awaited<ReturnType<typeof fetchModerationPage>>['rows'][number]

export async function setCommentStatus(db: DbClient, id: string, status: ModeratedStatus): Promise<void> {
  const { data } = await db.from('comments').update({ status }).eq('id', id).select('id').throwOnError()
  if (data.length === 0) throw nothingChanged('The comment')
}
