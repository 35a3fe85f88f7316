import { formatZonedDateTime } from '@/lib/zoned-dates.ts'

export type ArticleStatusKind = 'draft' | 'scheduled' | 'published'

/** The badge colours of each state, in the list and in the editor's header. */
export const STATUS_BADGE_STYLE: Record<ArticleStatusKind, string> = {
  draft: 'bg-gray-200 text-gray-800',
  scheduled: 'bg-blue-100 text-blue-900',
  published: 'bg-green-100 text-green-900',
}

export interface StatusLabel {
  kind: ArticleStatusKind
  /** "Draft", "Scheduled for March 4, 2026 at 3:07 PM EST" or "Published". */
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
  if (kind === 'scheduled') return { kind, text: `Scheduled for ${formatZonedDateTime(article.publish_date)}` }
  return { kind, text: 'Published' }
}
