import { useEffect, useRef } from 'react'
import { DRAFT_AUTOSAVE_MS } from '@/config/site.ts'
import { isBlankArticleForm, type ArticleFormValues } from '../utils/article-form.ts'
import { clearArticleDraft, writeArticleDraft } from '../utils/draft-storage.ts'

/**
 * Saves the form to the local draft every DRAFT_AUTOSAVE_MS while the modal is open (spec §4).
 * A new article emptied back to blank clears the draft rather than keeping an empty one.
 */
export function useDraftAutosave(articleId: string | null, values: ArticleFormValues): () => boolean {
  const latest = useRef({ articleId, values })
  latest.current = { articleId, values }

  useEffect(() => {
    const timer = setInterval(() => saveDraft(latest.current.articleId, latest.current.values), DRAFT_AUTOSAVE_MS)
    return () => clearInterval(timer)
  }, [])

  return () => saveDraft(latest.current.articleId, latest.current.values)
}

function saveDraft(articleId: string | null, values: ArticleFormValues): boolean {
  if (articleId === null && isBlankArticleForm(values)) {
    clearArticleDraft(null)
    return true
  }
  return writeArticleDraft(articleId, values)
}
