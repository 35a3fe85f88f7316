import { formatLongDateTime } from '@/lib/dates.ts'

export type ArticleStatusKind = 'draft' | 'scheduled' | 'published'

export interface StatusLabel {
  kind: ArticleStatusKind
  /** "Draft", "Scheduled for March 4, 2026 at 3:07 PM" or "Published". */
  text: string
}

/** Draft, Scheduled (published but dated ahead of now: readers see it at that time) or Published. */
export function articleStatusKind(article: { status: string; publish_date: string }, now: Date = new Date()): ArticleStatusKind {
  if (article.status === 'draft') return 'draft'
  return new Date(article.publish_date).getTime() > now.getTime() ? 'scheduled' : 'published'
}

export function articleStatusLabel(article: { status: string; publish_date: string }, now: Date = new Date()): StatusLabel {
  const kind = articleStatusKind(article, now)
  if (kind === 'draft') return { kind, text: 'Draft' }
  if (kind === 'scheduled') return { kind, text: `Scheduled for ${formatLongDateTime(article.publish_date)}` }
  return { kind, text: 'Published' }
}
