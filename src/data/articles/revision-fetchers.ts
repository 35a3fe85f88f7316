import type { RestoredArticle } from '../../types/database.ts'
import type { DbClient } from '../db-client.ts'
import { keysetPage } from '../keyset.ts'

/** The values a revision keeps, and that its entry compares with the article as it is now. */
const VERSION_COLUMNS = 'title,excerpt,content,category,image_url,image_alt,featured,breaking,status,publish_date,author' as const

/** What the revisions list shows and a restore brings back (the article's previous values). */
const REVISION_COLUMNS = `id,article_id,${VERSION_COLUMNS},edited_by_name,created_at` as const

/** Revisions shown per page in the article modal. */
export const REVISIONS_PAGE_SIZE = 10

/**
 * One page of an article's revisions, newest first; `before` is the id of the last one shown
 * (ids grow with time, and the (article_id, created_at desc, id desc) index serves the order).
 */
export async function fetchArticleRevisions(db: DbClient, articleId: string, before: number | null, pageSize = REVISIONS_PAGE_SIZE) {
  let query = db.from('article_revisions').select(REVISION_COLUMNS).eq('article_id', articleId)
  if (before !== null) query = query.lt('id', before)
  const { data } = await query
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(pageSize + 1)
    .throwOnError()
  return keysetPage(data, pageSize)
}

export type ArticleRevision = Awaited<ReturnType<typeof fetchArticleRevisions>>['rows'][number]

/** The article's current values, which each revision entry is compared with; null once deleted. */
export async function fetchCurrentArticleVersion(db: DbClient, articleId: string) {
  const { data } = await db.from('articles').select(VERSION_COLUMNS).eq('id', articleId).maybeSingle().throwOnError()
  return data
}

export type CurrentArticleVersion = NonNullable<Awaited<ReturnType<typeof fetchCurrentArticleVersion>>>

/** Copies a revision back into its article; the database records the restore as a revision too. */
export async function restoreArticleRevision(db: DbClient, revisionId: number): Promise<RestoredArticle> {
  const { data } = await db.rpc('restore_article_revision', { revision_id: revisionId }).throwOnError()
  return data
}
