import { useMutation } from '@tanstack/react-query'
import { withSessionGuard } from '../../lib/session-guard.ts'
import { supabase } from '../../lib/supabase.ts'
import type { MutationCallbacks } from '../mutation-callbacks.ts'
import { updateDisplayName } from './display-name.ts'
import { adminKeys } from './keys.ts'

export interface DisplayNameInput {
  userId: string
  displayName: string
}

/** Sets the caller's byline name; new articles take it from then on (the database assigns bylines). */
export function useUpdateDisplayNameMutation({ onSuccess, meta }: MutationCallbacks<string | null, DisplayNameInput> = {}) {
  return useMutation({
    mutationFn: ({ userId, displayName }: DisplayNameInput) => withSessionGuard(() => updateDisplayName(supabase, userId, displayName)),
    meta: { errorTitle: 'Byline not saved', errorMessage: "Your byline wasn't saved.", ...meta },
    onSuccess: async (data, variables, onMutateResult, context) => {
      context.client.setQueryData(adminKeys.displayName(variables.userId), data)
      await onSuccess?.(data, variables, onMutateResult, context)
    },
  })
}
