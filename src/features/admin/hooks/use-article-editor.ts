import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { toast } from '@/components/ui/toast-store.ts'
import type { AdminArticleRow, ArticleStatus } from '@/data/articles/admin-article-fetchers.ts'
import { adminArticleQueries } from '@/data/articles/admin-article-queries.ts'
import {
  EMPTY_ARTICLE_FORM, formFromArticle, isBlankArticleForm, type ArticleFormValues,
} from '../utils/article-form.ts'
import { readArticleDraft, writeArticleDraft } from '../utils/draft-storage.ts'
import { formFromAutosave, newestDraft } from '../utils/draft-choice.ts'

export interface EditorSession {
  /** Remounts the form for every opening. */
  key: number
  /** The article being edited; null for New Article (even once its draft row exists: see serverId). */
  articleId: string | null
  slug: string | null
  /** The row's status; null for a new article. */
  status: ArticleStatus | null
  /** The row's publish time (ISO); null for a new article. */
  publishDate: string | null
  /** The row's byline; null for a new article (the database writes the creator's). */
  author: string | null
  /** New Article only: its draft row from an earlier save in this browser, continued rather than inserted again. */
  serverId: string | null
  initial: ArticleFormValues
  /** When the form came from a saved draft: when that draft was saved. */
  restoredAt: string | null
  /** The article as the database has it; null for a new article. */
  databaseValues: ArticleFormValues | null
}

function announceRestored() {
  toast({ title: 'Draft Restored', description: 'Your unsaved changes have been restored.' })
}

/**
 * Opens the article modal per spec §4, each article with its own draft slot. New Article
 * restores the new-article draft (and its server row). Edit loads the article and its server
 * autosave and continues from the newest unsaved copy: this browser's draft, the server's
 * autosave of a published article, or a draft article's own row, saved in any browser.
 */
export function useArticleEditor() {
  const queryClient = useQueryClient()
  const [session, setSession] = useState<EditorSession | null>(null)
  const [loadingId, setLoadingId] = useState<string | null>(null)

  function openNew() {
    const draft = readArticleDraft(null)
    const restored = draft && !isBlankArticleForm(draft.values) ? draft : null
    setSession({
      key: Date.now(), articleId: null, slug: null, status: null, publishDate: null, author: null,
      serverId: draft?.serverId ?? null,
      initial: restored?.values ?? EMPTY_ARTICLE_FORM, restoredAt: restored?.savedAt ?? null, databaseValues: null,
    })
    if (restored) announceRestored()
  }

  async function openEdit(row: AdminArticleRow) {
    setLoadingId(row.id)
    try {
      const { article, autosave } = await queryClient.fetchQuery(adminArticleQueries.editable(row.id))
      const fromDatabase = formFromArticle(article)
      const status: ArticleStatus = article.status === 'draft' ? 'draft' : 'published'
      const chosen = newestDraft({
        database: { values: fromDatabase, savedAt: article.updated_at },
        server: autosave ? { values: formFromAutosave(autosave, fromDatabase), savedAt: autosave.saved_at } : null,
        browser: readArticleDraft(row.id),
      })
      if (chosen.from !== 'browser') writeArticleDraft(row.id, chosen.values)
      // A draft article is itself a saved draft: opening it anywhere continues it.
      const restoredAt = chosen.from === 'database' ? (status === 'draft' ? article.updated_at : null) : chosen.savedAt
      setSession({
        key: Date.now(), articleId: row.id, slug: article.slug, status, publishDate: article.publish_date, author: article.author,
        serverId: null, initial: chosen.values, restoredAt, databaseValues: fromDatabase,
      })
      if (restoredAt) announceRestored()
    } catch {
      // The query client has shown 'Error fetching articles'; the list stays as it was.
    } finally {
      setLoadingId(null)
    }
  }

  return { session, loadingId, openNew, openEdit, close: () => setSession(null) }
}
