import { supabase } from '../../lib/supabase.ts'
import { useAdminMutation } from '../admin-mutation.ts'
import type { MutationCallbacks } from '../mutation-callbacks.ts'
import {
  createIssue, saveIssue, sendIssue, sendTestIssue, type IssueDraft, type IssueRow,
} from './newsletter-issue-fetchers.ts'
import { newsletterKeys } from './newsletter-issue-keys.ts'

export interface SaveIssueVariables {
  /** Undefined for a new issue. */
  id: string | undefined
  draft: IssueDraft
}

/** Creates or saves the draft; the form keeps its text whatever the answer. */
export function useSaveIssueMutation(callbacks?: MutationCallbacks<IssueRow, SaveIssueVariables>) {
  return useAdminMutation({
    mutationFn: ({ id, draft }: SaveIssueVariables) => (id ? saveIssue(supabase, id, draft) : createIssue(supabase, draft)),
    meta: { errorTitle: 'Newsletter not saved', errorMessage: "The newsletter couldn't be saved. Your text is still here." },
    invalidates: () => [newsletterKeys.history()],
  }, callbacks)
}

export function useSendTestMutation(callbacks?: MutationCallbacks<{ email: string }, string>) {
  return useAdminMutation({
    mutationFn: (id: string) => sendTestIssue(supabase, id),
    meta: { errorTitle: 'Test not sent', errorMessage: "The test e-mail couldn't be queued." },
  }, callbacks)
}

export function useSendIssueMutation(callbacks?: MutationCallbacks<{ state: string; recipients: number }, string>) {
  return useAdminMutation({
    mutationFn: (id: string) => sendIssue(supabase, id),
    meta: { errorTitle: 'Newsletter not sent', errorMessage: "The newsletter couldn't be sent." },
    invalidates: (id) => [newsletterKeys.history(), newsletterKeys.progress(id)],
  }, callbacks)
}
