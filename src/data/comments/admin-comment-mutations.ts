import type { ModeratedStatus } from '../../config/comment-statuses.ts'
import { supabase } from '../../lib/supabase.ts'
import { useAdminMutation } from '../admin-mutation.ts'
import { articleKeys } from '../articles/article-keys.ts'
import type { MutationCallbacks } from '../mutation-callbacks.ts'
import { setCommentStatus } from './comment-fetchers.ts'
import { commentKeys } from './comment-keys.ts'

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
export function useModerateCommentMutation(callbacks?: MutationCallbacks<void, ModerateCommentInput>) {
  return useAdminMutation({
    mutationFn: ({ id, status }: ModerateCommentInput) => setCommentStatus(supabase, id, status),
    meta: { errorTitle: 'Update Error', errorMessage: "The comment's status wasn't changed." },
    invalidates: () => [commentKeys.all, articleKeys.details()],
  }, callbacks)
}
