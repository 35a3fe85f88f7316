import { formFromArticle, sameArticleForm, type ArticleFormValues } from './article-form-values.ts'

export interface SavedCopy {
  values: ArticleFormValues
  /** ISO time the copy was saved. */
  savedAt: string
}

export type DraftSource = 'database' | 'server' | 'browser'

/** The nullable columns of an `article_autosaves` row. */
export interface AutosaveColumns {
  title: string | null
  excerpt: string | null
  content: string | null
  category: string | null
  image_url: string | null
  image_alt: string | null
  featured: boolean | null
  breaking: boolean | null
}

/** An autosave as form values; a column it left null keeps the article's value. */
export function formFromAutosave(autosave: AutosaveColumns, article: ArticleFormValues): ArticleFormValues {
  return formFromArticle({
    title: autosave.title ?? article.title,
    excerpt: autosave.excerpt ?? article.excerpt,
    content: autosave.content ?? article.content,
    category: autosave.category ?? article.category,
    image_url: autosave.image_url ?? article.image_url,
    image_alt: autosave.image_alt ?? article.image_alt,
    featured: autosave.featured ?? article.featured,
    breaking: autosave.breaking ?? article.breaking,
  })
}

/**
 * What the editor opens with: the newest unsaved copy (this browser's draft, or the server's
 * autosave made in any browser) when it differs from the article and was saved after it;
 * otherwise the article as stored. A copy older than the article's last save was overtaken by
 * that save (made elsewhere, or the one that published it).
 */
export function newestDraft({ database, server, browser }: {
  database: SavedCopy
  server: SavedCopy | null
  browser: SavedCopy | null
}): SavedCopy & { from: DraftSource } {
  const storedAt = Date.parse(database.savedAt)
  let chosen: SavedCopy & { from: DraftSource } = { from: 'database', ...database }
  for (const [from, copy] of [['server', server], ['browser', browser]] as const) {
    if (!copy || sameArticleForm(copy.values, database.values) || Date.parse(copy.savedAt) <= storedAt) continue
    if (chosen.from === 'database' || Date.parse(copy.savedAt) > Date.parse(chosen.savedAt)) chosen = { from, ...copy }
  }
  return chosen
}

/**
 * When the chosen copy holds changes the stored article lacks: when they were saved (the
 * editor says 'Draft Restored'). Null when the editor opens the article as stored, a draft
 * article too: its row is what Save Draft wrote, in this browser or another, so nothing
 * unsaved comes back.
 */
export function unsavedChangesSavedAt(chosen: { from: DraftSource; savedAt: string }): string | null {
  return chosen.from === 'database' ? null : chosen.savedAt
}
