import { supabase } from '../../lib/supabase.ts'
import { adminQueryOptions } from '../admin-query.ts'
import { useAdminMutation } from '../admin-mutation.ts'
import type { MutationCallbacks } from '../mutation-callbacks.ts'
import { siteSettingsKeys } from './site-settings-keys.ts'
import { fetchSiteSettings, updateSiteSettings, type SiteSettingsRow, type SiteSettingsValues } from './site-settings-fetchers.ts'
import { normaliseSettings } from './site-settings-rules.ts'
import { fetchTwoFactorRequired, updateTwoFactorRequired } from './two-factor-requirement.ts'

export const siteSettingsQueries = {
  settings: () =>
    adminQueryOptions({
      queryKey: siteSettingsKeys.settings(),
      queryFn: () => fetchSiteSettings(supabase),
      toast: { errorTitle: 'Error fetching settings', errorMessage: "Couldn't read the site's settings." },
    }),
  twoFactorRequired: () =>
    adminQueryOptions({
      queryKey: siteSettingsKeys.twoFactorRequired(),
      queryFn: () => fetchTwoFactorRequired(supabase),
      toast: { errorTitle: 'Error fetching settings', errorMessage: "Couldn't read the two-factor setting." },
    }),
}

/** The Settings tab's Save: the sender's name, the reply-to and postal addresses. */
export function useSaveSiteSettingsMutation(callbacks?: MutationCallbacks<SiteSettingsRow, SiteSettingsValues>) {
  return useAdminMutation({
    mutationFn: (values: SiteSettingsValues) => updateSiteSettings(supabase, normaliseSettings(values)),
    meta: {
      errorTitle: 'Settings not saved',
      errorMessage: "The settings weren't saved.",
      errorMessages: { 'not-allowed': "The settings weren't saved: only an administrator (signed in with two-factor where it is on) can change them." },
    },
    updateCache: (client, data) => client.setQueryData(siteSettingsKeys.settings(), data),
  }, callbacks)
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
    invalidates: () => [siteSettingsKeys.settings()],
  }, callbacks)
}
