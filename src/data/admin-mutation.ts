import { useMutation, type QueryClient, type QueryKey } from '@tanstack/react-query'
import type { AppMeta } from '../lib/query-client.ts'
import { withSessionGuard } from '../lib/session-guard.ts'
import type { MutationCallbacks } from './mutation-callbacks.ts'

export interface AdminMutationInput<TData, TVariables> {
  /** The backend write; it runs under the session guard. */
  mutationFn: (variables: TVariables) => Promise<TData>
  /** The error toast (or `errorToast: false`); a screen's own `meta` overrides it field by field. */
  meta: AppMeta
  /** The queries the write changed, refreshed after the screen's `onSuccess` has run. */
  invalidates?: (variables: TVariables) => readonly QueryKey[]
  /** Cache entries the answer itself fills in, written before the screen's `onSuccess` runs. */
  updateCache?: (client: QueryClient, data: TData, variables: TVariables) => void
}

/**
 * An administrator's write: session guard, error toast, the screen's success feedback, then the
 * refresh of what changed. The refresh is awaited, so `mutateAsync` resolves with fresh lists.
 */
export function useAdminMutation<TData, TVariables>(
  { mutationFn, meta, invalidates, updateCache }: AdminMutationInput<TData, TVariables>,
  { onSuccess, meta: screenMeta }: MutationCallbacks<TData, TVariables> = {},
) {
  return useMutation({
    mutationFn: (variables: TVariables) => withSessionGuard(() => mutationFn(variables)),
    meta: { ...meta, ...screenMeta },
    onSuccess: async (data, variables, onMutateResult, context) => {
      updateCache?.(context.client, data, variables)
      await onSuccess?.(data, variables, onMutateResult, context)
      const keys = invalidates?.(variables) ?? []
      await Promise.all(keys.map((queryKey) => context.client.invalidateQueries({ queryKey })))
    },
  })
}
