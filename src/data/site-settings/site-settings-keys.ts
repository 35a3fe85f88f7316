/** Query keys from general to specific (see articles/keys.ts). */
export const siteSettingsKeys = {
  all: ['site-settings'] as const,
  twoFactorRequired: () => [...siteSettingsKeys.all, 'two-factor-required'] as const,
}
