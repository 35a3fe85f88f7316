import type { Context } from 'hono'
import type { AuthEnv } from './authenticate.ts'
import { authErrors } from './errors.ts'

/** GoTrue's default JWT admin roles (GOTRUE_JWT_ADMIN_ROLES). */
const ADMIN_ROLES = new Set(['service_role', 'supabase_admin'])

/**
 * GoTrue's requireAdmin for /invite and /admin/*: a verified bearer token whose role is an admin
 * role. No bearer is 401 no_authorization; the anon key or a user's token is 403 not_admin.
 */
export function requireAdmin(c: Context<AuthEnv>): void {
  const bearer = c.get('bearer')
  if (bearer.kind !== 'token') throw authErrors.noAuthorization()
  const result = bearer.verified
  if (!result.ok) {
    throw authErrors.badJwt(
      result.reason === 'expired' ? 'token has invalid claims: token is expired' : 'token is malformed or its signature is invalid',
    )
  }
  if (!ADMIN_ROLES.has(result.claims.role)) throw authErrors.notAdmin()
}
