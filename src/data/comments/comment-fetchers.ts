import type { ModeratedStatus } from '../../config/comment-statuses.ts'
import type { CommentStatusRow } from '../../types/database.ts'
import type { DbClient } from '../db-client.ts'
import { keysetPage, newestFirst, type CreatedAtCursor } from '../keyset.ts'
import { nothingChanged, requestError } from '../request-error.ts'

/** A row of the moderation queue, with the title and link of its article. */
const MODERATION_COMMENT_COLUMNS = 'id,article_id,author_name,content,status,created_at,article:articles(title,slug)' as const

export type { ApprovedComment, CommentStatusRow } from '../../types/database.ts'

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
 * database does not know are absent from the answer. Only (id, status), never content. A POST,
 * unlike the reading site's other calls: the answer follows moderation, so no HTTP cache should
 * keep it, and fifty ids make a long URL.
 */
export async function fetchCommentStatuses(db: DbClient, ids: string[]): Promise<CommentStatusRow[]> {
  if (ids.length === 0) return []
  const { data } = await db.rpc('comment_statuses', { ids }).throwOnError()
  return data
}

/** Where a moderation page starts: just after this comment, in the group it was listed in. */
export interface CommentCursor extends CreatedAtCursor {
  /** Whether the comment was listed among the pending ones (the first group). */
  pending: boolean
}

/** One group of the queue (pending, or the moderated rest), newest first, after `after`. */
async function readQueueGroup(db: DbClient, pending: boolean, after: CommentCursor | null, limit: number) {
  const query = db.from('comments').select(MODERATION_COMMENT_COLUMNS)
  const group = pending ? query.eq('status', 'pending') : query.neq('status', 'pending')
  const { data } = await newestFirst(group, after, limit).throwOnError()
  return data
}

/**
 * A page of the moderation queue by key: pending comments first, then the moderated ones, each
 * group newest first (created_at desc, id desc, the order of the two partial indexes of
 * migration 20261122000240). A page that runs out of pending comments continues with the
 * newest moderated ones, so the cursor may cross from one group to the other; any page reads
 * at most two index ranges of pageSize + 1 rows, however deep it is.
 */
export async function fetchModerationPage(db: DbClient, after: CommentCursor | null, pageSize: number) {
  const wanted = pageSize + 1
  const inPending = after === null || after.pending
  const first = await readQueueGroup(db, inPending, after, wanted)
  const rest = inPending && first.length < wanted ? await readQueueGroup(db, false, null, wanted - first.length) : []
  return keysetPage([...first, ...rest], pageSize)
}

export type ModerationComment = Awaited<ReturnType<typeof fetchModerationPage>>['rows'][number]

/** The cursor of the page after the one that ends with `row`. */
export const moderationCursor = (row: ModerationComment): CommentCursor =>
  ({ pending: row.status === 'pending', created_at: row.created_at, id: row.id })

/**
 * How many comments the queue holds and how many wait, from the trigger-maintained
 * `comment_counts` (RLS shows administrators every status): no count of the table per page.
 */
export async function fetchModerationCounts(db: DbClient): Promise<{ pending: number; total: number }> {
  const { data } = await db.from('comment_counts').select('status,comments').throwOnError()
  return {
    pending: data.find((row) => row.status === 'pending')?.comments ?? 0,
    total: data.reduce((sum, row) => sum + row.comments, 0),
  }
}

export async function setCommentStatus(db: DbClient, id: string, status: ModeratedStatus): Promise<void> {
  const { data } = await db.from('comments').update({ status }).eq('id', id).select('id').throwOnError()
  if (data.length === 0) throw nothingChanged('The comment')
}
