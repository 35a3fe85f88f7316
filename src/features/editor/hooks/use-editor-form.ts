import { useEffect, useRef, useState } from 'react'
import { supabase } from '@/lib/supabase.ts'
import type { ArticleFields } from '@/data/articles/admin-article-fetchers.ts'
import {
  useDeleteArticleMutation, useDiscardAutosaveMutation, useSaveServerDraftMutation, type DraftTarget,
} from '@/data/articles/admin-article-mutations.ts'
import { articleFieldsFromForm, isBlankArticleForm, sameArticleForm, type ArticleFormValues } from '../utils/article-form-values.ts'
import { clearArticleDraft, readArticleDraft, restoreArticleDraft, writeArticleDraft, type ArticleDraft } from '../utils/draft-storage.ts'
import { toPublishInput } from '../utils/publish-time.ts'
import type { EditorSession } from './use-article-editor.ts'
import { useDraftAutosave } from './use-draft-autosave.ts'

/** What Discard goes back to: the form, its draft slot and its server row at opening or at the last Save Draft. */
interface Checkpoint {
  values: ArticleFormValues
  draft: ArticleDraft | null
  serverId: string | null
}

/** Where a draft save landed: the browser's copy, the server's, or both. */
export interface DraftSaveResult {
  local: boolean
  server: boolean
}

export interface EditorForm {
  values: ArticleFormValues
  set: <K extends keyof ArticleFormValues>(key: K, value: ArticleFormValues[K]) => void
  /** The publish field ("YYYY-MM-DDTHH:mm", local time); empty publishes now. */
  publishAt: string
  setPublishAt: (value: string) => void
  /** The byline of an existing article. */
  author: string
  setAuthor: (value: string) => void
  /** The row a publish writes: the article, or the new article's draft row; null inserts one. */
  rowId: string | null
  /** Changed since the modal opened or since the last Save Draft: closing would lose it. */
  dirty: boolean
  /** Save Draft: the browser's copy and the server's (a draft row, or a published article's autosave). */
  saveDraft: () => Promise<DraftSaveResult & { id: string | null }>
  /** Closing without saving: the slot and the server copy go back to the checkpoint. */
  abandon: () => void
  /**
   * Before a publish or an unpublish, which remove the server's autosave: no autosave starts, and
   * the one under way has landed, so none writes the autosave again after it was removed.
   */
  settleAutosave: () => Promise<void>
  /** After that write failed: the autosave goes on. */
  resumeAutosave: () => void
  /** After a successful publish or unpublish: the article's draft is removed. */
  finish: () => void
  /** The form after a revision was restored: the article as it now is, nothing unsaved. */
  reset: (values: ArticleFormValues) => void
  /** The byline to send: undefined when unchanged (or for a new article, whose byline is the database's). */
  changedAuthor: () => string | undefined
}

/**
 * The article modal's form state, its draft slot and its server copy. Auto-save
 * keeps typing safe if the tab dies or the browser changes; only Save Draft moves the
 * checkpoint, so a close always asks before dropping text.
 */
export function useEditorForm(session: EditorSession, onAutosaveFailed: () => void): EditorForm {
  const { articleId } = session
  const [values, setValues] = useState(session.initial)
  const [publishAt, setPublishAt] = useState(session.status === 'published' && session.publishDate ? toPublishInput(session.publishDate) : '')
  const [author, setAuthor] = useState(session.author ?? '')
  const [serverId, setServerId] = useState(articleId ?? session.serverId)
  const [checkpoint, setCheckpoint] = useState<Checkpoint>(() => ({
    values: session.initial, draft: readArticleDraft(articleId), serverId: articleId ?? session.serverId,
  }))
  // What the last save (manual or automatic) stored, so the autosave writes only when something changed.
  const lastSaved = useRef(session.initial)
  const latest = useRef({ values, serverId })
  useEffect(() => {
    latest.current = { values, serverId }
  })
  const serverSave = useSaveServerDraftMutation()
  const discardAutosave = useDiscardAutosaveMutation()
  const deleteRow = useDeleteArticleMutation()

  const target = (id: string | null): DraftTarget => {
    if (articleId === null) return { kind: 'new', id }
    return session.status === 'draft' ? { kind: 'draft', id: articleId } : { kind: 'published', id: articleId }
  }

  async function save(current: ArticleFormValues, id: string | null): Promise<DraftSaveResult & { id: string | null }> {
    lastSaved.current = current
    if (articleId === null && isBlankArticleForm(current) && id === null) {
      clearArticleDraft(null)
      return { local: true, server: true, id }
    }
    const local = writeArticleDraft(articleId, current, undefined, undefined, articleId === null ? id : null)
    try {
      const saved = await serverSave.mutateAsync({ target: target(id), fields: articleFieldsFromForm(current) })
      if (articleId === null && saved !== id) {
        setServerId(saved)
        writeArticleDraft(null, current, undefined, undefined, saved)
      }
      return { local, server: true, id: saved }
    } catch {
      return { local, server: false, id }
    }
  }

  // What was typed since the last save is written to the browser's copy when the page goes away
  // (reload, closed tab, a phone switching apps) and when the session ends under the member (a
  // role change, a password reset elsewhere): sign-in again restores it. Not on Logout, which
  // clears every draft after its SIGNED_OUT, nor once the modal was closed or published.
  const closed = useRef(false)
  useEffect(() => {
    const keepUnsaved = () => {
      const current = latest.current
      if (closed.current || sameArticleForm(current.values, lastSaved.current)) return
      if (articleId === null && current.serverId === null && isBlankArticleForm(current.values)) return
      writeArticleDraft(articleId, current.values, undefined, undefined, articleId === null ? current.serverId : null)
    }
    const onHidden = () => {
      if (document.visibilityState === 'hidden') keepUnsaved()
    }
    const { data } = supabase.auth.onAuthStateChange((event) => {
      if (event === 'SIGNED_OUT') keepUnsaved()
    })
    window.addEventListener('pagehide', keepUnsaved)
    document.addEventListener('visibilitychange', onHidden)
    return () => {
      data.subscription.unsubscribe()
      window.removeEventListener('pagehide', keepUnsaved)
      document.removeEventListener('visibilitychange', onHidden)
    }
  }, [articleId])
  const markClosed = () => {
    closed.current = true
  }

  // The autosave under way, and whether autosaves are held (a publish is writing).
  const autosaving = useRef<Promise<unknown> | null>(null)
  const autosaveHeld = useRef(false)
  useDraftAutosave(
    () => !autosaveHeld.current && !sameArticleForm(latest.current.values, lastSaved.current),
    async () => {
      const running = save(latest.current.values, latest.current.serverId)
      autosaving.current = running
      try {
        if (!(await running).server) onAutosaveFailed()
      } finally {
        autosaving.current = null
      }
    },
  )

  const fields = (form: ArticleFormValues): ArticleFields => articleFieldsFromForm(form)

  function abandon() {
    markClosed()
    if (checkpoint.draft) restoreArticleDraft(checkpoint.draft)
    else clearArticleDraft(articleId)
    // A slot that only mirrors the stored article holds nothing unsaved; dropping it keeps
    // storage from filling up with copies of every article ever opened.
    const left = readArticleDraft(articleId)
    if (left && session.databaseValues && sameArticleForm(left.values, session.databaseValues)) clearArticleDraft(articleId)
    if (sameArticleForm(lastSaved.current, checkpoint.values)) return
    // The autosave wrote what is now discarded: the server copy goes back too.
    if (session.status === 'published' && articleId) {
      if (session.databaseValues && sameArticleForm(checkpoint.values, session.databaseValues)) discardAutosave.mutate(articleId)
      else serverSave.mutate({ target: target(articleId), fields: fields(checkpoint.values) })
    } else if (serverId && checkpoint.serverId === null) {
      // Only the autosave created this new article's row: discarding the text discards the row.
      deleteRow.mutate({ id: serverId, title: checkpoint.values.title })
    } else if (serverId) {
      serverSave.mutate({ target: target(serverId), fields: fields(checkpoint.values) })
    }
  }

  const initialAuthor = session.author ?? ''
  return {
    values,
    set: (key, value) => setValues((current) => ({ ...current, [key]: value })),
    publishAt,
    setPublishAt,
    author,
    setAuthor,
    rowId: serverId,
    dirty: !sameArticleForm(values, checkpoint.values) || author !== initialAuthor,
    async saveDraft() {
      const result = await save(values, serverId)
      if (result.local || result.server) setCheckpoint({ values, draft: readArticleDraft(articleId), serverId: result.id })
      return result
    },
    abandon,
    async settleAutosave() {
      autosaveHeld.current = true
      await autosaving.current?.catch(() => undefined)
    },
    resumeAutosave: () => {
      autosaveHeld.current = false
    },
    finish: () => {
      markClosed()
      clearArticleDraft(articleId)
    },
    reset(next) {
      setValues(next)
      lastSaved.current = next
      writeArticleDraft(articleId, next)
      setCheckpoint({ values: next, draft: readArticleDraft(articleId), serverId })
    },
    changedAuthor: () => (articleId !== null && author.trim() !== '' && author.trim() !== initialAuthor ? author.trim() : undefined),
  }
}
