import { REFUSED } from '../admins/staff-role.ts'
import { releaseImageSetsQuietly } from '../storage/image-sets.ts'
import { supabase } from '../../lib/supabase.ts'
import { useAdminMutation } from '../admin-mutation.ts'
import { commentKeys } from '../comments/comment-keys.ts'
import type { MutationCallbacks } from '../mutation-callbacks.ts'
import { createArticle, deleteArticle, submitArticleForReview, updateArticle, type ArticleFields } from './admin-article-fetchers.ts'
import { deleteArticleAutosave, saveArticleAutosave } from './autosave-fetchers.ts'
import { isNothingChanged } from '../request-error.ts'
import { articleKeys } from './article-keys.ts'
import { restoreArticleRevision } from './revision-fetchers.ts'

export interface PublishArticleInput {
  /** The row to publish (an existing article, or the new article's server draft); null inserts one. */
  articleId: string | null
  fields: ArticleFields
  /** ISO time chosen in the publish field; null publishes now; undefined keeps the stored time. */
  publishDate?: string | null
  /** An edited byline; undefined leaves it. */
  author?: string
}

/**
 * 'Create & Publish' / 'Update Article': the article goes (or stays) published, scheduled when
 * its time is ahead. Its server autosave then holds nothing unsaved and is dropped.
 */
export function usePublishArticleMutation(callbacks?: MutationCallbacks<{ id: string; slug: string }, PublishArticleInput>) {
  return useAdminMutation({
    mutationFn: async ({ articleId, fields, publishDate, author }: PublishArticleInput) => {
      const saved = articleId
        ? await updateArticle(supabase, articleId, { fields, status: 'published', publishDate, author })
        : await createArticle(supabase, fields, { status: 'published', publishDate: publishDate ?? null })
      await deleteArticleAutosave(supabase, saved.id)
      return saved
    },
    meta: { errorTitle: 'Database Error', errorMessage: "The article wasn't saved.", errorMessages: { 'not-allowed': REFUSED.publish } },
    invalidates: () => [articleKeys.all],
  }, callbacks)
}

/** "Submit for review": the saved draft waits for an editor under "Needs review". */
export function useSubmitForReviewMutation(callbacks?: MutationCallbacks<void, { id: string }>) {
  return useAdminMutation({
    mutationFn: ({ id }: { id: string }) => submitArticleForReview(supabase, id),
    meta: { errorTitle: 'Not submitted', errorMessage: "The draft wasn't submitted for review.", errorMessages: { 'not-allowed': REFUSED.editOthers } },
    invalidates: () => [articleKeys.all],
  }, callbacks)
}

/** Where Save Draft and the autosave write on the server. */
export type DraftTarget =
  /** A new article: the first save inserts its draft row (id null), later ones update it while it is a draft. */
  | { kind: 'new'; id: string | null }
  /** A draft article: its own row, which stays a draft. */
  | { kind: 'draft'; id: string }
  /** A published or scheduled article: its autosave, never the live row. */
  | { kind: 'published'; id: string }

export interface DraftSaveInput {
  target: DraftTarget
  fields: ArticleFields
  author?: string
}

/**
 * Save Draft and the autosave's server half; answers the draft row's id (the new one after the
 * first save of a new article). No error toast: the caller says the copy stayed in the browser.
 */
export function useSaveServerDraftMutation() {
  return useAdminMutation({
    mutationFn: async ({ target, fields, author }: DraftSaveInput): Promise<string> => {
      if (target.kind === 'published') {
        await saveArticleAutosave(supabase, target.id, fields)
        return target.id
      }
      if (target.kind === 'draft') return (await updateArticle(supabase, target.id, { fields, author, onlyDraft: true })).id
      if (target.id) {
        // Published or deleted meanwhile (in another tab or browser): this text starts a new draft.
        const updated = await updateArticle(supabase, target.id, { fields, onlyDraft: true }).catch((error: unknown) => {
          if (isNothingChanged(error)) return null
          throw error
        })
        if (updated) return updated.id
      }
      return (await createArticle(supabase, fields, { status: 'draft', publishDate: null })).id
    },
    meta: { errorToast: false },
    // An autosave of a published article is no article row: no list shows it.
    invalidates: ({ target }) => (target.kind === 'published' ? [] : [articleKeys.all]),
  })
}

export interface UnpublishInput {
  id: string
  fields: ArticleFields
  author?: string
}

/** Unpublish: the article becomes a draft again, with what the form holds; readers no longer see it. */
export function useUnpublishArticleMutation(callbacks?: MutationCallbacks<void, UnpublishInput>) {
  return useAdminMutation({
    mutationFn: async ({ id, fields, author }: UnpublishInput) => {
      await updateArticle(supabase, id, { fields, status: 'draft', author })
      await deleteArticleAutosave(supabase, id)
    },
    meta: { errorTitle: 'Database Error', errorMessage: "The article wasn't unpublished.", errorMessages: { 'not-allowed': REFUSED.publish } },
    invalidates: () => [articleKeys.all],
  }, callbacks)
}

/** Drops a published article's server autosave (its edits were discarded). */
export function useDiscardAutosaveMutation() {
  return useAdminMutation({
    mutationFn: (articleId: string) => deleteArticleAutosave(supabase, articleId),
    meta: { errorToast: false },
  })
}

export interface RestoreRevisionInput {
  revisionId: number
  articleId: string
}

/** Restores a revision into its article; the restore is itself recorded, so it can be undone. */
export function useRestoreRevisionMutation(callbacks?: MutationCallbacks<void, RestoreRevisionInput>) {
  return useAdminMutation({
    mutationFn: async ({ revisionId }: RestoreRevisionInput) => {
      await restoreArticleRevision(supabase, revisionId)
    },
    meta: { errorTitle: 'Restore Error', errorMessage: "The revision wasn't restored." },
    invalidates: () => [articleKeys.all],
  }, callbacks)
}

export interface DeleteArticleInput {
  id: string
  title: string
}

/** Deletes an article; its comments go with it (on delete cascade), so comment queries refresh too. */
export function useDeleteArticleMutation(callbacks?: MutationCallbacks<void, DeleteArticleInput>) {
  return useAdminMutation({
    mutationFn: async ({ id }: DeleteArticleInput) => {
      await releaseImageSetsQuietly(supabase, await deleteArticle(supabase, id))
    },
    meta: { errorTitle: 'Delete Error', errorMessage: "The article wasn't deleted.", errorMessages: { 'not-allowed': REFUSED.editOthers } },
    invalidates: () => [articleKeys.all, commentKeys.all],
  }, callbacks)
}
