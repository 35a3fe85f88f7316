import type { Context, Hono } from 'hono'
import type { Pool } from 'pg'
import { authenticate, type AuthEnv } from './authenticate.ts'
import { AuthError } from './errors.ts'

/**
 * Features config.toml leaves off (SAML SSO, manual identity linking), answered as GoTrue answers
 * with them off rather than as routes it does not know: a caller learns the feature is disabled.
 * Linking asks for a session first, as GoTrue's /user routes do.
 */
export function registerDisabledFeatureRoutes(app: Hono<AuthEnv>, pool: Pool): void {
  app.post('/sso', () => {
    throw new AuthError(404, 'saml_provider_disabled', 'SAML 2.0 is disabled')
  })
  const manualLinkingDisabled = async (c: Context<AuthEnv>) => {
    await authenticate(c, pool)
    throw new AuthError(404, 'manual_linking_disabled', 'Manual linking is disabled')
  }
  app.get('/user/identities/authorize', manualLinkingDisabled)
  app.delete('/user/identities/:id', manualLinkingDisabled)
}
