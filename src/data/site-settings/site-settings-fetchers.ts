import type { DbClient } from '../db-client.ts'

/** The values the Settings form saves; the two-factor requirement has its own switch. */
export interface SiteSettingsValues {
  site_name: string
  reply_to: string
  postal_address: string
}

/** What the Settings tab shows and the Newsletter tab needs (the sender's name, the postal address). */
export const SITE_SETTINGS_COLUMNS = 'site_name, reply_to, postal_address, require_two_factor' as const

/** The one row of site-wide settings (every member reads it; administrators change it). */
export async function fetchSiteSettings(db: DbClient) {
  const { data } = await db.from('site_settings').select(SITE_SETTINGS_COLUMNS).eq('id', true).single().throwOnError()
  return data
}

export type SiteSettingsRow = Awaited<ReturnType<typeof fetchSiteSettings>>

/**
 * Saves the form's values (the form normalises them first: site-settings-rules.ts); administrators only.
 * An update no policy lets through changes no row: that is a refusal, not a success.
 */
export async function updateSiteSettings(db: DbClient, values: SiteSettingsValues): Promise<SiteSettingsRow> {
  const { data } = await db.from('site_settings')
    .update({ site_name: values.site_name, reply_to: values.reply_to, postal_address: values.postal_address })
    .eq('id', true)
    .select(SITE_SETTINGS_COLUMNS)
    .throwOnError()
  const [row] = data
  if (!row) throw Object.assign(new Error('Only administrators can change the settings.'), { code: '42501' })
  return row
}
