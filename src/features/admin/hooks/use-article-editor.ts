import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { toast } from '@/components/ui/toast-store.ts'
import type { AdminArticleRow } from '@/data/articles/admin-article-fetchers.ts'
import { adminArticleQueries } from '@/data/articles/admin-article-queries.ts'
import {
  EMPTY_ARTICLE_FORM, formFromArticle, isBlankArticleForm, sameArticleForm, type ArticleFormValues,
} from '../utils/article-form.ts'
import { readArticleDraft, writeArticleDraft } from '../utils/draft-storage.ts'

export interface EditorSession {
  /** Remounts the form for every opening. */
  key: number
  articleId: string | null
  slug: string | null
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
 * Opens the article modal per spec §4, each article with its own draft slot: New Article restores
 * the new-article draft; Edit loads the full article, restores that article's own unsaved draft if
 * there is one, and otherwise writes the article into its slot.
 */
export function useArticleEditor() {
  const queryClient = useQueryClient()
  const [session, setSession] = useState<EditorSession | null>(null)
  const [loadingId, setLoadingId] = useState<string | null>(null)

  function openNew() {
    const draft = readArticleDraft(null)
    const restored = draft && !isBlankArticleForm(draft.values) ? draft : null
    setSession({
      key: Date.now(), articleId: null, slug: null,
      initial: restored?.values ?? EMPTY_ARTICLE_FORM, restoredAt: restored?.savedAt ?? null, databaseValues: null,
    })
    if (restored) announceRestored()
  }

  async function openEdit(row: AdminArticleRow) {
    setLoadingId(row.id)
    try {
      const article = await queryClient.fetchQuery(adminArticleQueries.editable(row.id))
      const fromDatabase = formFromArticle(article)
      const draft = readArticleDraft(row.id)
      const restored = draft && !sameArticleForm(draft.values, fromDatabase) ? draft : null
      if (!restored) writeArticleDraft(row.id, fromDatabase)
      setSession({
        key: Date.now(), articleId: row.id, slug: article.slug,
        initial: restored?.values ?? fromDatabase, restoredAt: restored?.savedAt ?? null, databaseValues: fromDatabase,
      })
      if (restored) announceRestored()
    } catch {
      // The query client has shown 'Error fetching articles'; the list stays as it was.
    } finally {
      setLoadingId(null)
    }
  }

  return { session, loadingId, openNew, openEdit, close: () => setSession(null) }
}
