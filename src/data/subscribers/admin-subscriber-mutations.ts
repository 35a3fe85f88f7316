import { supabase } from '../../lib/supabase.ts'
import { useAdminMutation } from '../admin-mutation.ts'
import type { MutationCallbacks } from '../mutation-callbacks.ts'
import { fetchAllSubscribers } from './subscriber-fetchers.ts'

type ExportRows = Awaited<ReturnType<typeof fetchAllSubscribers>>

/** Reads the whole list for the CSV export: an action the editor starts, so a mutation, not a cached query. */
export function useExportSubscribersMutation(callbacks?: MutationCallbacks<ExportRows, void>) {
  return useAdminMutation({
    mutationFn: () => fetchAllSubscribers(supabase),
    meta: { errorTitle: 'Error fetching subscribers', errorMessage: "The subscriber list couldn't be exported." },
  }, callbacks)
}
