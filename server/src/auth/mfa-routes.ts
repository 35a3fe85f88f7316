import type { Context, Hono } from 'hono'
import type { Pool } from 'pg'
import type { ServerConfig } from '../config.ts'
import { clientAddressOf } from '../http/client-address.ts'
import { authenticate, type AuthEnv } from './authenticate.ts'
import { authErrors } from './errors.ts'
import { challengeFactor, enrollFactor, unenrollFactor, verifyFactor } from './mfa.ts'
import { readJson } from './read-json.ts'
import type { IssuedSession } from './sessions.ts'
import { AddressRateLimiter, FACTOR_VERIFICATION_LIMITS, TOKEN_VERIFICATION_LIMITS } from './token-bucket.ts'
import type { TokenResponse } from './tokens.ts'

interface MfaRouteDeps {
  pool: Pool
  config: ServerConfig
  issueTokens: (c: Context, issued: IssuedSession) => Promise<TokenResponse>
}

/** GoTrue's /factors routes (supabase-js auth.mfa). */
export function registerMfaRoutes(app: Hono<AuthEnv>, { pool, config, issueTokens }: MfaRouteDeps): void {
  const perAddress = new AddressRateLimiter(TOKEN_VERIFICATION_LIMITS)
  const perFactor = new AddressRateLimiter(FACTOR_VERIFICATION_LIMITS)
  app.post('/factors', async (c) => {
    const body = await readJson(c)
    const auth = await authenticate(c, pool)
    return c.json(await enrollFactor(pool, auth, body, config.siteUrl))
  })

  app.post('/factors/:id/challenge', async (c) => {
    await readJson(c)
    const auth = await authenticate(c, pool)
    return c.json(await challengeFactor(pool, auth, c.req.param('id'), clientAddressOf(c, config.trustedProxies)))
  })

  app.post('/factors/:id/verify', async (c) => {
    const client = clientAddressOf(c, config.trustedProxies)
    if (!perAddress.take(client)) throw authErrors.rateLimited()
    const body = await readJson(c)
    const auth = await authenticate(c, pool)
    // Counted against the signed-in caller's use of the factor, never the factor id alone:
    // anyone who knows a factor's id could otherwise spend its allowance and lock its owner out.
    if (!perFactor.take(`factor-${auth.user.id}-${c.req.param('id').toLowerCase()}`)) throw authErrors.rateLimited()
    const issued = await verifyFactor(pool, auth, c.req.param('id'), body, client)
    return c.json(await issueTokens(c, issued))
  })

  app.delete('/factors/:id', async (c) => {
    const auth = await authenticate(c, pool)
    return c.json(await unenrollFactor(pool, auth, c.req.param('id')))
  })

}
