import { useState } from 'react'
import { sameArticleForm, type ArticleFormValues } from '../utils/article-form.ts'
import { clearArticleDraft, readArticleDraft, restoreArticleDraft, type ArticleDraft } from '../utils/draft-storage.ts'
import type { EditorSession } from './use-article-editor.ts'
import { useDraftAutosave } from './use-draft-autosave.ts'

/** What Discard goes back to: the form and its draft slot at opening or at the last Save Draft. */
interface Checkpoint {
  values: ArticleFormValues
  draft: ArticleDraft | null
}

export interface EditorForm {
  values: ArticleFormValues
  set: <K extends keyof ArticleFormValues>(key: K, value: ArticleFormValues[K]) => void
  /** Changed since the modal opened or since the last Save Draft: closing would lose it. */
  dirty: boolean
  /** Save Draft: false when the browser refused to store it. */
  saveDraft: () => boolean
  /** Closing without saving: the slot goes back to the checkpoint, so discarded text is not restored later. */
  abandon: () => void
  /** After a successful save (spec §4): the article's draft is removed. */
  finish: () => void
}

/**
 * The article modal's form state and its own draft slot. Auto-save (spec §4) keeps typing safe if
 * the tab dies; only Save Draft moves the checkpoint, so a close always asks before dropping text.
 */
export function useEditorForm(session: EditorSession): EditorForm {
  const { articleId } = session
  const [values, setValues] = useState(session.initial)
  const [checkpoint, setCheckpoint] = useState<Checkpoint>(() => ({ values: session.initial, draft: readArticleDraft(articleId) }))
  const saveDraftNow = useDraftAutosave(articleId, values)

  function abandon() {
    if (checkpoint.draft) restoreArticleDraft(checkpoint.draft)
    else clearArticleDraft(articleId)
    // A slot that only mirrors the published article holds nothing unsaved; dropping it keeps
    // storage from filling up with copies of every article ever opened.
    const left = readArticleDraft(articleId)
    if (left && session.databaseValues && sameArticleForm(left.values, session.databaseValues)) clearArticleDraft(articleId)
  }

  return {
    values,
    set: (key, value) => setValues((current) => ({ ...current, [key]: value })),
    dirty: !sameArticleForm(values, checkpoint.values),
    saveDraft() {
      if (!saveDraftNow()) return false
      setCheckpoint({ values, draft: readArticleDraft(articleId) })
      return true
    },
    abandon,
    finish: () => clearArticleDraft(articleId),
  }
}
