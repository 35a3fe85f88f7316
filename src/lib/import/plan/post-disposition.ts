import type { SourcePost } from '../import-types.ts'

/**
 * What becomes of a post: published (with its date; a later date is scheduled, as the site's
 * own publish rule has it), a draft, or skipped with the reason the report gives. Nothing the
 * old site kept from the public is published here.
 */
export type Disposition =
  | { action: 'publish' | 'draft'; warning: string | null }
  | { action: 'skip'; reason: string }

const SKIPPED: Partial<Record<SourcePost['status'], string>> = {
  password: 'Password-protected on the old site',
  private: 'Private on the old site',
  trashed: 'In the old site’s trash',
}

export function dispositionOf(post: Pick<SourcePost, 'status' | 'kind' | 'date'>, now: Date = new Date()): Disposition {
  const skipped = SKIPPED[post.status]
  if (skipped) return { action: 'skip', reason: skipped }
  if (post.status === 'members-only') return { action: 'draft', warning: 'For members or paid subscribers only on the old site; imported as a draft, since this site has no paywall' }
  if (post.status === 'email-only') return { action: 'draft', warning: 'Sent by e-mail only, never on the old site’s web pages; imported as a draft' }
  if (post.kind === 'page') return { action: 'draft', warning: 'A page on the old site; imported as a draft article to place by hand' }
  if (post.status === 'draft') return { action: 'draft', warning: null }
  if (!post.date) return { action: 'publish', warning: 'No publish date in the export; dated by the time of the import' }
  if (post.status === 'scheduled' && Date.parse(post.date) <= now.getTime()) {
    return { action: 'publish', warning: 'Scheduled on the old site for a time now past; published with that date' }
  }
  return { action: 'publish', warning: null }
}

/** The preview's word for a post's outcome. */
export function outcomeOf(post: Pick<SourcePost, 'status' | 'kind' | 'date'>, now: Date = new Date()): 'published' | 'scheduled' | 'draft' | 'skipped' {
  const disposition = dispositionOf(post, now)
  if (disposition.action === 'skip') return 'skipped'
  if (disposition.action === 'draft') return 'draft'
  return post.date && Date.parse(post.date) > now.getTime() ? 'scheduled' : 'published'
}
