/** Query keys from general to specific (see articles/keys.ts). */
export const siteSettingsKeys = {
  all: ['site-settings'] as const,
  /** The whole row: the Settings tab, and the Newsletter tab's sender name and postal address. */
  settings: () => [...siteSettingsKeys.all, 'settings'] as const,
  twoFactorRequired: () => [...siteSettingsKeys.all, 'two-factor-required'] as const,
}
