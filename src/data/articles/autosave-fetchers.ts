import type { DbClient } from '../db-client.ts'
import type { ArticleFields } from './admin-article-fetchers.ts'

const AUTOSAVE_COLUMNS = 'article_id,title,excerpt,content,category,image_url,image_alt,featured,breaking,saved_at,saved_by' as const

/** The server copy of unsaved edits to a published article, or null when there is none. */
export async function fetchArticleAutosave(db: DbClient, articleId: string) {
  const { data } = await db.from('article_autosaves').select(AUTOSAVE_COLUMNS).eq('article_id', articleId).maybeSingle().throwOnError()
  return data
}

/**
 * Keeps unsaved edits of a published article on the server without touching the live article.
 * Update first, insert when there is no row: an upsert would also "update" article_id, which
 * administrators may not (an autosave never moves to another article). Two tabs inserting at
 * once: the loser's insert hits the key (23505) and updates instead.
 */
export async function saveArticleAutosave(db: DbClient, articleId: string, fields: ArticleFields): Promise<void> {
  const updated = await db.from('article_autosaves').update(fields).eq('article_id', articleId).select('article_id').throwOnError()
  if (updated.data.length > 0) return
  const inserted = await db.from('article_autosaves').insert({ article_id: articleId, ...fields })
  if (!inserted.error) return
  if (inserted.error.code !== '23505') throw inserted.error
  await db.from('article_autosaves').update(fields).eq('article_id', articleId).throwOnError()
}

/** After Update Article or a discard: the edits are in the article, or dropped. */
export async function deleteArticleAutosave(db: DbClient, articleId: string): Promise<void> {
  await db.from('article_autosaves').delete().eq('article_id', articleId).throwOnError()
}
