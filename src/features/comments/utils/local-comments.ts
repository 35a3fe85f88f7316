import { STORAGE_KEYS } from '@/config/site.ts'

/** A comment this browser submitted, kept so its reader sees it 'awaiting approval' (spec §3). */
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

export function addLocalComment(articleId: string, author: string, content: string, now: Date = new Date()): LocalComment {
  const comment: LocalComment = {
    id: `comment_${now.getTime()}`,
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

const sameComment = (a: { author: string; content: string }, b: { author_name: string; content: string }) =>
  a.author.trim() === b.author_name.trim() && a.content.trim() === b.content.trim()

/**
 * The reader's own comments still awaiting approval: those not yet among the approved ones from
 * the database and not older than KEEP_DAYS.
 */
export function pendingOwnComments(
  local: LocalComment[],
  approved: { author_name: string; content: string }[],
  now: Date = new Date(),
): LocalComment[] {
  const cutoff = now.getTime() - KEEP_DAYS * 24 * 60 * 60 * 1000
  return local.filter(
    (comment) => new Date(comment.createdAt).getTime() >= cutoff && !approved.some((row) => sameComment(comment, row)),
  )
}

/** Forgets local echoes that are approved by now or too old. */
export function pruneLocalComments(articleId: string, approved: { author_name: string; content: string }[], now: Date = new Date()) {
  const all = readAll()
  const current = all[articleId]
  if (!current) return
  const kept = pendingOwnComments(current, approved, now)
  if (kept.length === current.length) return
  const next = { ...all }
  if (kept.length === 0) delete next[articleId]
  else next[articleId] = kept
  writeAll(next)
}
