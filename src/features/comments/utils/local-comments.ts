import { STORAGE_KEYS } from '@/config/site.ts'
import type { ApprovedComment as ApprovedRow, CommentStatusRow } from '@/data/comments/comment-fetchers.ts'

/** A comment this browser submitted, kept so its reader sees it 'awaiting approval'. */
export interface LocalComment {
  id: string
  articleId: string
  author: string
  content: string
  createdAt: string
  status: 'pending' | 'approved'
}

type CommentsByArticle = Record<string, LocalComment[]>

/** Own pending comments older than this are dropped: a rejected comment should not linger forever. */
const KEEP_DAYS = 30

const listeners = new Set<() => void>()
let cache: { raw: string | null; value: CommentsByArticle } = { raw: null, value: {} }

function readAll(): CommentsByArticle {
  let raw: string | null
  try {
    raw = localStorage.getItem(STORAGE_KEYS.comments)
  } catch {
    return {}
  }
  if (raw === cache.raw) return cache.value
  let value: CommentsByArticle = {}
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : {}
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) value = parsed as CommentsByArticle
  } catch {
    value = {}
  }
  cache = { raw, value }
  return value
}

function writeAll(value: CommentsByArticle) {
  try {
    localStorage.setItem(STORAGE_KEYS.comments, JSON.stringify(value))
  } catch {
    // Storage full or disabled: the comment is still in the database, only the local echo is lost.
  }
  listeners.forEach((listener) => listener())
}

export function subscribeLocalComments(listener: () => void): () => void {
  listeners.add(listener)
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.comments) listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

const EMPTY: LocalComment[] = []

export function getLocalComments(articleId: string): LocalComment[] {
  return readAll()[articleId] ?? EMPTY
}

export interface SubmittedComment {
  /** The id the browser chose and sent with the insert. */
  id: string
  author: string
  content: string
}

export function addLocalComment(articleId: string, { id, author, content }: SubmittedComment, now: Date = new Date()): LocalComment {
  const comment: LocalComment = {
    id,
    articleId,
    author: author.trim(),
    content: content.trim(),
    createdAt: now.toISOString(),
    status: 'pending',
  }
  const all = readAll()
  writeAll({ ...all, [articleId]: [comment, ...(all[articleId] ?? [])] })
  return comment
}

/** Ids the database can be asked about; echoes stored before ids were browser-chosen ('comment_<ms>') cannot. */
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The ids to ask `comment_statuses` about: the newest `max` of this browser's own comments. */
export function idsToCheck(local: LocalComment[], max: number): string[] {
  return local
    .filter((comment) => UUID_PATTERN.test(comment.id))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, max)
    .map((comment) => comment.id)
}

/**
 * Of the ids asked about, those no longer awaiting approval: approved (they show in the public
 * list), rejected, or gone from the database (deleted by a moderator).
 */
export function settledIds(asked: string[], statuses: CommentStatusRow[]): Set<string> {
  const pending = new Set(statuses.filter((row) => row.status === 'pending').map((row) => row.id))
  return new Set(asked.filter((id) => !pending.has(id)))
}

/** What telling an own comment among the approved ones takes. */
type ApprovedComment = Pick<ApprovedRow, 'id' | 'author_name' | 'content'>

const isApproved = (comment: LocalComment, approved: ApprovedComment[]) =>
  approved.some(
    (row) => row.id === comment.id || (row.author_name.trim() === comment.author.trim() && row.content.trim() === comment.content.trim()),
  )

/**
 * The reader's own comments still awaiting approval: not settled according to the database, not
 * among the approved ones shown (by id, or by text for echoes without a database id), and not
 * older than KEEP_DAYS, the fallback for comments the database was not asked about.
 */
export function pendingOwnComments(
  local: LocalComment[],
  approved: ApprovedComment[],
  settled: ReadonlySet<string>,
  now: Date = new Date(),
): LocalComment[] {
  const cutoff = now.getTime() - KEEP_DAYS * 24 * 60 * 60 * 1000
  return local.filter(
    (comment) => new Date(comment.createdAt).getTime() >= cutoff && !settled.has(comment.id) && !isApproved(comment, approved),
  )
}

/** Forgets local echoes that are approved, rejected or deleted by now, or too old. */
export function pruneLocalComments(
  articleId: string,
  approved: ApprovedComment[],
  settled: ReadonlySet<string>,
  now: Date = new Date(),
) {
  const all = readAll()
  const current = all[articleId]
  if (!current) return
  const kept = pendingOwnComments(current, approved, settled, now)
  if (kept.length === current.length) return
  const next = { ...all }
  if (kept.length === 0) delete next[articleId]
  else next[articleId] = kept
  writeAll(next)
}
