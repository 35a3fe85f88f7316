import { Hono, type Context } from 'hono'
import { isConnectionFailure } from '../db/availability.ts'
import { clientAddressOf } from '../http/client-address.ts'
import { bearerCredentials } from '../http/credentials.ts'
import { signJwt } from '../jwt.ts'
import type { ServerDeps } from '../types.ts'
import { requireAdmin } from './admin-auth.ts'
import { registerAdminRoutes } from './admin-routes.ts'
import { sessionAssurance } from './assurance.ts'
import { authenticate, type AuthEnv } from './authenticate.ts'
import { factorsOf } from './factors.ts'
import { inviteUser } from './invite.ts'
import { smtpAuthMailer } from './mailer.ts'
import { registerDisabledFeatureRoutes } from './disabled-features.ts'
import { registerMfaRoutes } from './mfa-routes.ts'
import { requestRecovery, UnknownAddressLimiter } from './recovery.ts'
import { redirectTarget } from './redirects.ts'
import { updateUser } from './user-update.ts'
import { verifyLinkRedirect, verifyOtp } from './verify.ts'
import { API_VERSION, AuthError, authErrors, sendAuthError } from './errors.ts'
import { passwordGrant, refreshGrant } from './grants.ts'
import { readJson } from './read-json.ts'
import { SignInThrottle } from './rate-limit.ts'
import { AddressRateLimiter } from './token-bucket.ts'
import { createSession, logout, type IssuedSession } from './sessions.ts'
import { signUpUser } from './admin-users.ts'
import { accessTokenClaims, toGoTrueUser, tokenResponse } from './tokens.ts'

/** What GET /settings reports: email sign-in only, sign-up closed (writes need membership of public.admins, so open sign-up would hand the site to anyone). */
export function authSettings(enableSignup = false) {
  const providers = [
    'anonymous_users', 'apple', 'azure', 'bitbucket', 'discord', 'facebook', 'figma', 'fly', 'github',
    'gitlab', 'google', 'keycloak', 'kakao', 'linkedin', 'linkedin_oidc', 'notion', 'spotify', 'slack',
    'slack_oidc', 'workos', 'twitch', 'twitter', 'x', 'phone', 'zoom',
  ]
  return {
    external: { ...Object.fromEntries(providers.map((p) => [p, false])), email: true },
    disable_signup: !enableSignup,
    mailer_autoconfirm: true,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  }
}

export function createAuthRoutes(deps: ServerDeps): Hono<AuthEnv> {
  const { config, db } = deps
  const app = new Hono<AuthEnv>()
  const throttle = new SignInThrottle()
  // Hosted GoTrue limits POST /token per client address; without it one stolen or looping
  // refresh token could be rotated thousands of times a second.
  const refreshLimiter = new AddressRateLimiter()
  const mailer = deps.mailer ?? smtpAuthMailer(config.smtp)
  const unknownAddresses = new UnknownAddressLimiter()
  const redirectUrls = config.authRedirectUrls ?? []

  async function issueTokens(c: Context, issued: IssuedSession) {
    const now = Math.floor(Date.now() / 1000)
    const [assurance, factors] = await Promise.all([
      sessionAssurance(db.pool, issued.sessionId, issued.authenticatedAt),
      factorsOf(db.pool, issued.user.id),
    ])
    const claims = accessTokenClaims({
      user: issued.user,
      sessionId: issued.sessionId,
      now,
      expiry: config.jwtExpiry,
      authenticatedAt: issued.authenticatedAt,
      issuer: `${new URL(c.req.url).origin}/auth/v1`,
      assurance,
    })
    const accessToken = await signJwt(claims, config.jwtSecret)
    // The user carries its factors, as GoTrue's does: auth-js reads them for the next level.
    return tokenResponse(accessToken, issued.refreshToken, claims, issued.user, factors)
  }

  /** GoTrue's GetReferrer: redirect_to, else the Referer, else the site; only to allowed places. */
  const redirectOf = (c: Context) =>
    redirectTarget(c.req.query('redirect_to') ?? c.req.header('referer'), config.siteUrl, redirectUrls)
  const mailContext = (c: Context) => ({ pool: db.pool, mailer, apiUrl: new URL(c.req.url).origin })

  app.use('*', async (c, next) => {
    await next()
    c.header('X-Supabase-Api-Version', API_VERSION)
  })
  app.use('*', bearerCredentials(config.jwtSecret))

  app.onError((error, c) => {
    if (error instanceof AuthError) return sendAuthError(c, error)
    if (isConnectionFailure(error)) return sendAuthError(c, authErrors.databaseUnavailable())
    config.log(`auth: unexpected error on ${c.req.method} ${c.req.path}: ${error instanceof Error ? error.message : String(error)}`)
    c.header('X-Supabase-Api-Version', API_VERSION)
    return c.json({ code: 'unexpected_failure', error_code: 'unexpected_failure', message: 'Unexpected failure, please check server logs for more information', msg: 'Unexpected failure, please check server logs for more information' }, 500)
  })

  app.get('/health', (c) => c.json({ version: 'local', name: 'GoTrue', description: 'GoTrue-compatible local auth' }))
  app.get('/settings', (c) => c.json(authSettings(config.enableSignup)))

  app.post('/signup', async (c) => {
    const user = await signUpUser(db.pool, await readJson(c), config.enableSignup === true)
    // mailer_autoconfirm: the account is confirmed and signed in at once, as GoTrue answers then.
    return c.json(await issueTokens(c, await createSession(db.pool, user)))
  })

  app.post('/token', async (c) => {
    const grantType = c.req.query('grant_type')
    // Refused before the body is read, as GoTrue's limiter runs before its handler.
    if (grantType === 'refresh_token' && !refreshLimiter.take(clientAddressOf(c, config.trustedProxies))) {
      throw authErrors.rateLimited()
    }
    const body = await readJson(c)
    if (grantType === 'password') {
      const client = clientAddressOf(c, config.trustedProxies)
      return c.json(await issueTokens(c, await passwordGrant({ pool: db.pool, throttle, client, body })))
    }
    if (grantType === 'refresh_token') return c.json(await issueTokens(c, await refreshGrant(db.pool, body)))
    if (grantType === 'id_token' || grantType === 'pkce' || grantType === 'web3') {
      throw authErrors.notImplemented(`POST /auth/v1/token?grant_type=${grantType}`)
    }
    throw authErrors.unsupportedGrant()
  })

  app.get('/user', async (c) => {
    const { user } = await authenticate(c, db.pool)
    return c.json(toGoTrueUser(user, await factorsOf(db.pool, user.id)))
  })

  app.put('/user', async (c) => {
    const body = await readJson(c)
    const auth = await authenticate(c, db.pool)
    const user = await updateUser(db.pool, auth, body)
    return c.json(toGoTrueUser(user, await factorsOf(db.pool, user.id)))
  })

  app.post('/recover', async (c) => {
    const body = await readJson(c)
    if (typeof body.code_challenge === 'string' && body.code_challenge !== '') {
      throw authErrors.notImplemented('POST /auth/v1/recover with a PKCE code_challenge')
    }
    const { deliver } = await requestRecovery({ ...mailContext(c), unknown: unknownAddresses }, body, redirectOf(c))
    // After the answer has gone: its timing must not depend on whether there is a mail to send.
    if (deliver) setImmediate(() => void deliver().catch((error: unknown) => config.log(`auth: recovery mail not sent: ${error instanceof Error ? error.message : String(error)}`)))
    return c.json({})
  })

  app.get('/verify', async (c) => {
    const location = await verifyLinkRedirect(
      db.pool,
      (issued) => issueTokens(c, issued),
      { token: c.req.query('token'), type: c.req.query('type') },
      redirectOf(c),
    )
    return c.redirect(location, 303)
  })

  app.post('/verify', async (c) => {
    const body = await readJson(c)
    return c.json(await verifyOtp(db.pool, (issued) => issueTokens(c, issued), body))
  })

  app.post('/invite', async (c) => {
    requireAdmin(c)
    const body = await readJson(c)
    const user = await inviteUser(mailContext(c), body, redirectOf(c))
    return c.json(toGoTrueUser(user))
  })

  app.post('/logout', async (c) => {
    const scope = c.req.query('scope') ?? 'global'
    if (scope !== 'global' && scope !== 'local' && scope !== 'others') {
      throw authErrors.validation(`Unsupported logout scope ${JSON.stringify(scope)}`)
    }
    await readJson(c)
    const { claims } = await authenticate(c, db.pool)
    await logout(db.pool, claims.sub, claims.session_id, scope)
    return c.body(null, 204)
  })

  registerDisabledFeatureRoutes(app, db.pool)
  registerMfaRoutes(app, { pool: db.pool, config, issueTokens })
  registerAdminRoutes(app, db.pool)

  // Every other GoTrue route (/otp, /signup's friends, /admin/generate_link, SSO, OAuth, …).
  app.all('*', (c) => {
    throw authErrors.notImplemented(`${c.req.method} ${c.req.path}`)
  })
  return app
}
