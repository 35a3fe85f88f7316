import { useMutation } from '@tanstack/react-query'
import type { ModeratedStatus } from '../../config/comment-statuses.ts'
import { withSessionGuard } from '../../lib/session-guard.ts'
import { supabase } from '../../lib/supabase.ts'
import type { MutationCallbacks } from '../mutation-callbacks.ts'
import { setCommentStatus } from './comment-fetchers.ts'
import { commentKeys } from './keys.ts'

export interface ModerateCommentInput {
  id: string
  status: ModeratedStatus
}

/** Approves or rejects a comment; the queue, the counts and the article's public comment list refresh. */
export function useModerateCommentMutation({ onSuccess, meta }: MutationCallbacks<void, ModerateCommentInput> = {}) {
  return useMutation({
    mutationFn: ({ id, status }: ModerateCommentInput) => withSessionGuard(() => setCommentStatus(supabase, id, status)),
    meta: { errorTitle: 'Update Error', errorMessage: "The comment's status wasn't changed.", ...meta },
    onSuccess: async (data, variables, onMutateResult, context) => {
      await onSuccess?.(data, variables, onMutateResult, context)
      await context.client.invalidateQueries({ queryKey: commentKeys.all })
    },
  })
}
