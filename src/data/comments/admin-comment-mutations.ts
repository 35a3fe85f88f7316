import { useMutation } from '@tanstack/react-query'
import type { ModeratedStatus } from '../../config/comment-statuses.ts'
import { withSessionGuard } from '../../lib/session-guard.ts'
import { supabase } from '../../lib/supabase.ts'
import { articleKeys } from '../articles/keys.ts'
import type { MutationCallbacks } from '../mutation-callbacks.ts'
import { setCommentStatus } from './comment-fetchers.ts'
import { commentKeys } from './keys.ts'

export interface ModerateCommentInput {
  id: string
  status: ModeratedStatus
}

/**
 * Approves or rejects a comment; the queue, the counts and the article's public comment list
 * refresh. That list is no comment query: the article page reads its approved comments with the
 * article itself (`article_page`, one request), cached under the article's detail key, so the
 * article details are invalidated too, or the page would show the old list until it went stale.
 */
export function useModerateCommentMutation({ onSuccess, meta }: MutationCallbacks<void, ModerateCommentInput> = {}) {
  return useMutation({
    mutationFn: ({ id, status }: ModerateCommentInput) => withSessionGuard(() => setCommentStatus(supabase, id, status)),
    meta: { errorTitle: 'Update Error', errorMessage: "The comment's status wasn't changed.", ...meta },
    onSuccess: async (data, variables, onMutateResult, context) => {
      await onSuccess?.(data, variables, onMutateResult, context)
      await Promise.all([
        context.client.invalidateQueries({ queryKey: commentKeys.all }),
        context.client.invalidateQueries({ queryKey: articleKeys.details() }),
      ])
    },
  })
}
