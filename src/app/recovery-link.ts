/**
 * A password-recovery link that lands anywhere but the reset page: one sent from the hosted
 * project's dashboard, or with the Site URL as its redirect, arrives at the home page (or any
 * address) with the recovery session in the fragment (`#access_token=…&type=recovery`), where
 * nothing would ask for a new password. The entry sends such an address to the reset form with
 * its fragment, before the router starts, so supabase-js reads the session there and the form
 * asks for the new password (`PASSWORD_RECOVERY`). Kept here rather than in the admin code: the
 * readers' entry carries this check, none of the admin area.
 */

/** adminPaths.resetPassword (recovery-link.test.ts holds them equal; the entry does not load adminPaths). */
export const RESET_PASSWORD_PATH = '/admin/reset-password'

/** Where a recovery link that landed at `location` belongs, or null when it is not one or is there already. */
export function recoveryFormAddress(location: Pick<Location, 'pathname' | 'hash'>): string | null {
  if (location.pathname === RESET_PASSWORD_PATH || !location.hash.includes('type=recovery')) return null
  const fragment = new URLSearchParams(location.hash.slice(1))
  if (fragment.get('type') !== 'recovery' || !fragment.get('access_token')) return null
  return `${RESET_PASSWORD_PATH}${location.hash}`
}
