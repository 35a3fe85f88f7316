import { useMutation } from '@tanstack/react-query'
import { withSessionGuard } from '../../lib/session-guard.ts'
import { supabase } from '../../lib/supabase.ts'
import type { MutationCallbacks } from '../mutation-callbacks.ts'
import { fetchAllSubscribers } from './subscriber-fetchers.ts'

type ExportRows = Awaited<ReturnType<typeof fetchAllSubscribers>>

/** Reads the whole list for the CSV export: an action the editor starts, so a mutation, not a cached query. */
export function useExportSubscribersMutation({ onSuccess, meta }: MutationCallbacks<ExportRows, void> = {}) {
  return useMutation({
    mutationFn: () => withSessionGuard(() => fetchAllSubscribers(supabase)),
    meta: { errorTitle: 'Error fetching subscribers', errorMessage: "The subscriber list couldn't be exported.", ...meta },
    onSuccess,
  })
}
