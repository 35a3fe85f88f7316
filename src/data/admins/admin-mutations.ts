import { supabase } from '../../lib/supabase.ts'
import { useAdminMutation } from '../admin-mutation.ts'
import type { MutationCallbacks } from '../mutation-callbacks.ts'
import { updateDisplayName } from './display-name.ts'
import { adminKeys } from './keys.ts'

export interface DisplayNameInput {
  userId: string
  displayName: string
}

/** Sets the caller's byline name; new articles take it from then on (the database assigns bylines). */
export function useUpdateDisplayNameMutation(callbacks?: MutationCallbacks<string | null, DisplayNameInput>) {
  return useAdminMutation({
    mutationFn: ({ userId, displayName }: DisplayNameInput) => updateDisplayName(supabase, userId, displayName),
    meta: { errorTitle: 'Byline not saved', errorMessage: "Your byline wasn't saved." },
    updateCache: (client, data, { userId }) => client.setQueryData(adminKeys.displayName(userId), data),
  }, callbacks)
}
