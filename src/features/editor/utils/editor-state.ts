import { articleStatusKind } from './article-status.ts'
import type { StoredArticleState } from './publish-action.ts'

/** The article as stored when the modal opened; null for a new article. */
export function storedArticleState(session: { status: string | null; publishDate: string | null }, now: Date = new Date()): StoredArticleState | null {
  if (session.status === null || session.publishDate === null) return null
  return { kind: articleStatusKind({ status: session.status, publish_date: session.publishDate }, now), publishDate: session.publishDate }
}
