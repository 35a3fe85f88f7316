import { useMutation } from '@tanstack/react-query'
import { withSessionGuard } from '../../lib/session-guard.ts'
import { supabase } from '../../lib/supabase.ts'
import { commentKeys } from '../comments/keys.ts'
import type { MutationCallbacks } from '../mutation-callbacks.ts'
import { createArticle, deleteArticle, updateArticle, type ArticleFields } from './admin-article-fetchers.ts'
import { articleKeys } from './keys.ts'

export interface SaveArticleInput {
  /** null to create a new article. */
  articleId: string | null
  fields: ArticleFields
  authorEmail: string
}

/** Creates or updates an article, then refreshes every article query (public pages included). */
export function useSaveArticleMutation({ onSuccess, meta }: MutationCallbacks<void, SaveArticleInput> = {}) {
  return useMutation({
    mutationFn: ({ articleId, fields, authorEmail }: SaveArticleInput) =>
      withSessionGuard(async () => {
        if (articleId) await updateArticle(supabase, articleId, fields)
        else await createArticle(supabase, fields, authorEmail)
      }),
    meta: { errorTitle: 'Database Error', errorMessage: "The article wasn't saved.", ...meta },
    onSuccess: async (data, variables, onMutateResult, context) => {
      await onSuccess?.(data, variables, onMutateResult, context)
      await context.client.invalidateQueries({ queryKey: articleKeys.all })
    },
  })
}

export interface DeleteArticleInput {
  id: string
  title: string
}

/** Deletes an article; its comments go with it (on delete cascade), so comment queries refresh too. */
export function useDeleteArticleMutation({ onSuccess, meta }: MutationCallbacks<void, DeleteArticleInput> = {}) {
  return useMutation({
    mutationFn: ({ id }: DeleteArticleInput) => withSessionGuard(() => deleteArticle(supabase, id)),
    meta: { errorTitle: 'Delete Error', errorMessage: "The article wasn't deleted.", ...meta },
    onSuccess: async (data, variables, onMutateResult, context) => {
      await onSuccess?.(data, variables, onMutateResult, context)
      await Promise.all([
        context.client.invalidateQueries({ queryKey: articleKeys.all }),
        context.client.invalidateQueries({ queryKey: commentKeys.all }),
      ])
    },
  })
}
