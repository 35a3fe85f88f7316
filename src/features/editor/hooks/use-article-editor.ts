import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { toast } from '@/components/ui/toast-store.ts'
import type { ArticleStatus } from '@/data/articles/admin-article-fetchers.ts'
import { adminArticleQueries } from '@/data/articles/admin-article-queries.ts'
import {
  EMPTY_ARTICLE_FORM, formFromArticle, isBlankArticleForm, type ArticleFormValues,
} from '../utils/article-form-values.ts'
import { readArticleDraft, writeArticleDraft } from '../utils/draft-storage.ts'
import { formFromAutosave, newestDraft, unsavedChangesSavedAt } from '../utils/draft-choice.ts'

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

/** What the editor's address names: `'new'`, or an article's id. */
export const NEW_ARTICLE = 'new'

function newSession(): EditorSession {
  const draft = readArticleDraft(null)
  const restored = draft && !isBlankArticleForm(draft.values) ? draft : null
  return {
    key: Date.now(), articleId: null, slug: null, status: null, publishDate: null, author: null,
    serverId: draft?.serverId ?? null,
    initial: restored?.values ?? EMPTY_ARTICLE_FORM, restoredAt: restored?.savedAt ?? null, databaseValues: null,
  }
}

async function editSession(queryClient: QueryClient, id: string): Promise<EditorSession> {
  const { article, autosave } = await queryClient.fetchQuery(adminArticleQueries.editable(id))
  const fromDatabase = formFromArticle(article)
  const status: ArticleStatus = article.status === 'draft' ? 'draft' : 'published'
  const chosen = newestDraft({
    database: { values: fromDatabase, savedAt: article.updated_at },
    server: autosave ? { values: formFromAutosave(autosave, fromDatabase), savedAt: autosave.saved_at } : null,
    browser: readArticleDraft(id),
  })
  if (chosen.from !== 'browser') writeArticleDraft(id, chosen.values)
  return {
    key: Date.now(), articleId: id, slug: article.slug, status, publishDate: article.publish_date, author: article.author,
    // A draft article is itself a saved draft: opening it anywhere continues it, restoring nothing.
    serverId: null, initial: chosen.values, restoredAt: unsavedChangesSavedAt(chosen), databaseValues: fromDatabase,
  }
}

/**
 * Opens the article modal for the article the address names (`target`: 'new', an
 * id, or null for none), each article with its own draft slot. New Article restores the
 * new-article draft (and its server row). Edit loads the article and its server autosave and
 * continues from the newest unsaved copy: this browser's draft, the server's autosave of a
 * published article, or a draft article's own row, saved in any browser. `onMissing` runs when
 * the article cannot be opened (the query client has said why).
 */
export function useArticleEditor(target: string | null, onMissing: () => void) {
  const queryClient = useQueryClient()
  const [opened, setOpened] = useState<{ target: string; session: EditorSession } | null>(null)
  // Another address drops the session at once (the same article opened again starts afresh).
  const [shownTarget, setShownTarget] = useState(target)
  if (shownTarget !== target) {
    setShownTarget(target)
    setOpened(null)
  }
  const missing = useRef(onMissing)
  useEffect(() => {
    missing.current = onMissing
  })

  useEffect(() => {
    if (target === null) return
    let cancelled = false
    void (async () => {
      try {
        const session = target === NEW_ARTICLE ? newSession() : await editSession(queryClient, target)
        if (cancelled) return
        setOpened({ target, session })
        if (session.restoredAt) announceRestored()
      } catch {
        // The query client has shown 'Error fetching articles'; the list shows again.
        if (!cancelled) missing.current()
      }
    })()
    return () => { cancelled = true }
  }, [target, queryClient])

  // A session belongs to the address it was opened for: going elsewhere (Back, close) ends it.
  const session = opened && opened.target === target ? opened.session : null
  return { session, loadingId: target !== null && target !== NEW_ARTICLE && session === null ? target : null }
}
