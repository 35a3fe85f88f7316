import { supabase } from '../../lib/supabase.ts'
import { useAdminMutation } from '../admin-mutation.ts'
import type { MutationCallbacks } from '../mutation-callbacks.ts'
import { eraseSubscriber, exportSubscribers, type ExportedSubscriber } from './subscriber-fetchers.ts'
import { subscriberKeys } from './subscriber-keys.ts'
import { REFUSED } from '../admins/staff-role.ts'

/** Reads the whole list for the CSV export (administrators): an action, so a mutation, not a cached query. */
export function useExportSubscribersMutation(callbacks?: MutationCallbacks<ExportedSubscriber[], void>) {
  return useAdminMutation({
    mutationFn: () => exportSubscribers(supabase),
    meta: { errorTitle: 'Error fetching subscribers', errorMessage: "The subscriber list couldn't be exported.", errorMessages: { 'not-allowed': REFUSED.export } },
  }, callbacks)
}

/** Erases one address (and its messages); the list and the counts are read again. */
export function useEraseSubscriberMutation(callbacks?: MutationCallbacks<boolean, string>) {
  return useAdminMutation({
    mutationFn: (id: string) => eraseSubscriber(supabase, id),
    meta: { errorTitle: 'Subscriber not deleted', errorMessage: "The address couldn't be deleted.", errorMessages: { 'not-allowed': REFUSED.erase } },
    invalidates: () => [subscriberKeys.all],
  }, callbacks)
}
