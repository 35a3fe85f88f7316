import { useMutation } from '@tanstack/react-query'
import { publicDb } from '../../lib/public-db.ts'
import type { MutationCallbacks } from '../mutation-callbacks.ts'
import { submitComment, type NewComment } from './comment-fetchers.ts'
import { commentKeys } from './comment-keys.ts'

/** A reader's comment, sent for moderation; nothing a reader can read changes until it is approved. */
export function useSubmitCommentMutation({ onSuccess, meta }: MutationCallbacks<void, NewComment> = {}) {
  return useMutation({
    mutationKey: [...commentKeys.all, 'submit'],
    mutationFn: (comment: NewComment) => submitComment(publicDb, comment),
    meta: {
      errorTitle: 'Comment not submitted',
      errorMessage: "Your comment wasn't sent.",
      errorMessages: { 'rate-limited': "You're commenting too fast — try again in a minute" },
      ...meta,
    },
    onSuccess,
  })
}
