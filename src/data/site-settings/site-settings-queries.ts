import { supabase } from '../../lib/supabase.ts'
import { adminQueryOptions } from '../admin-query.ts'
import { useAdminMutation } from '../admin-mutation.ts'
import type { MutationCallbacks } from '../mutation-callbacks.ts'
import { siteSettingsKeys } from './site-settings-keys.ts'
import { fetchTwoFactorRequired, updateTwoFactorRequired } from './two-factor-requirement.ts'

export const siteSettingsQueries = {
  twoFactorRequired: () =>
    adminQueryOptions({
      queryKey: siteSettingsKeys.twoFactorRequired(),
      queryFn: () => fetchTwoFactorRequired(supabase),
      toast: { errorTitle: 'Error fetching settings', errorMessage: "Couldn't read the two-factor setting." },
    }),
}

export function useSetTwoFactorRequiredMutation(callbacks?: MutationCallbacks<boolean, boolean>) {
  return useAdminMutation({
    mutationFn: (required: boolean) => updateTwoFactorRequired(supabase, required),
    meta: {
      errorTitle: 'Setting not changed',
      errorMessage: "The two-factor setting wasn't changed.",
      errorMessages: { 'not-allowed': "The two-factor setting wasn't changed: only an administrator signed in with two-factor can require it for everyone." },
    },
    updateCache: (client, data) => client.setQueryData(siteSettingsKeys.twoFactorRequired(), data),
  }, callbacks)
}
