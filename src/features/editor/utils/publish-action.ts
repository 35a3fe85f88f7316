import type { ArticleStatusKind } from './article-status.ts'
import { fromPublishInput, isScheduledTime, toPublishInput } from './publish-time.ts'

/** What the modal's main button does, so its label can say so. */
export type PublishActionKind = 'create' | 'update' | 'schedule' | 'publish-now'

export const PUBLISH_ACTION_LABEL: Record<PublishActionKind, string> = {
  create: 'Create & Publish',
  update: 'Update Article',
  schedule: 'Schedule',
  'publish-now': 'Publish now',
}

/** The stored article the modal edits: null for a new article (no row published yet). */
export interface StoredArticleState {
  kind: ArticleStatusKind
  /** The stored publish time (ISO). */
  publishDate: string
}

/**
 * The main button's action: a later time in the field schedules; otherwise a new or draft
 * article is created and published, a live one updated, and a scheduled one published now.
 */
export function publishAction(stored: StoredArticleState | null, publishAt: string, now: Date = new Date()): PublishActionKind {
  if (isScheduledTime(publishAt, now)) return 'schedule'
  if (stored === null || stored.kind === 'draft') return 'create'
  return stored.kind === 'scheduled' ? 'publish-now' : 'update'
}

/**
 * The publish time a save sends: undefined keeps the stored one (a live article whose field is
 * untouched), null publishes now (an empty field: "Publish now"), else the chosen time.
 */
export function chosenPublishDate(stored: StoredArticleState | null, publishAt: string): string | null | undefined {
  const live = stored !== null && stored.kind !== 'draft'
  if (live && publishAt === toPublishInput(stored.publishDate)) return undefined
  return fromPublishInput(publishAt)
}
