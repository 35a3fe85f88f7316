import type { ArticlePage, ArticlePageRow } from '@/data/articles/article-fetchers.ts'

/** What a read of the article page has produced so far. */
export interface PageRead {
  data: ArticlePage | undefined
  /** Fetching with nothing yet to show. */
  isLoading: boolean
}

export type ArticlePageState =
  | { kind: 'loading' }
  /** The request failed (network, 5xx, timeout): whether the article exists is unknown. */
  | { kind: 'failed' }
  /** The database answered, and no article the reader may see has this slug. */
  | { kind: 'missing' }
  | { kind: 'found'; page: ArticlePage; article: ArticlePageRow; isPreview: boolean }

/**
 * The article page from the readers' read and, when that found nothing, an administrator's
 * preview read (drafts, scheduled). Only an answer of `article: null` means missing; a failed
 * public read is a failure, and never shown as "not found". Data already shown stays when a
 * later refetch fails. A failed preview leaves the readers' answer, "missing", standing.
 */
export function articlePageState(publicRead: PageRead, preview: PageRead): ArticlePageState {
  const { data } = publicRead
  if (!data) return publicRead.isLoading ? { kind: 'loading' } : { kind: 'failed' }
  if (data.article) return { kind: 'found', page: data, article: data.article, isPreview: false }
  const previewed = preview.data
  if (previewed?.article) return { kind: 'found', page: previewed, article: previewed.article, isPreview: true }
  return preview.isLoading ? { kind: 'loading' } : { kind: 'missing' }
}
