import { Hono, type Context } from 'hono'
import { isConnectionFailure } from '../db/availability.ts'
import { clientAddressOf } from '../http/client-address.ts'
import { bearerCredentials } from '../http/credentials.ts'
import type { AppEnv } from '../http/env.ts'
import { parseJson } from '../http/json.ts'
import { signJwt, type JwtClaims } from '../jwt.ts'
import type { ServerDeps } from '../types.ts'
import { API_VERSION, AuthError, authErrors, sendAuthError } from './errors.ts'
import { HashQueueFullError } from './hash-pool.ts'
import { isPasswordTooLong, MAX_PASSWORD_BYTES, verifyPassword } from './passwords.ts'
import { hasControlCharacters, normalizeEmail, SignInThrottle } from './rate-limit.ts'
import {
  createSession,
  findUserByEmail,
  findUserById,
  isBanned,
  logout,
  refreshSession,
  sessionExists,
  type IssuedSession,
} from './sessions.ts'
import { accessTokenClaims, toGoTrueUser, tokenResponse, type UserRow } from './tokens.ts'

const MAX_EMAIL_LENGTH = 255

/** What GET /settings reports: email sign-in only, sign-up closed (decisions.md §3). */
export function authSettings() {
  const providers = [
    'anonymous_users', 'apple', 'azure', 'bitbucket', 'discord', 'facebook', 'figma', 'fly', 'github',
    'gitlab', 'google', 'keycloak', 'kakao', 'linkedin', 'linkedin_oidc', 'notion', 'spotify', 'slack',
    'slack_oidc', 'workos', 'twitch', 'twitter', 'x', 'phone', 'zoom',
  ]
  return {
    external: { ...Object.fromEntries(providers.map((p) => [p, false])), email: true },
    disable_signup: true,
    mailer_autoconfirm: true,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  }
}

/** Reads a JSON object body; an empty body (logout sends none) is `{}`. */
async function readJson(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text()
  if (text.trim() === '') return {}
  try {
    const value: unknown = parseJson(text)
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>
  } catch {
    // fall through
  }
  throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON')
}

interface Authenticated {
  claims: JwtClaims & { sub: string }
  user: UserRow
}

export function createAuthRoutes(deps: ServerDeps): Hono<AppEnv> {
  const { config, db } = deps
  const app = new Hono<AppEnv>()
  const throttle = new SignInThrottle()

  async function issueTokens(c: Context, issued: IssuedSession) {
    const now = Math.floor(Date.now() / 1000)
    const claims = accessTokenClaims({
      user: issued.user,
      sessionId: issued.sessionId,
      now,
      expiry: config.jwtExpiry,
      authenticatedAt: issued.authenticatedAt,
      issuer: `${new URL(c.req.url).origin}/auth/v1`,
    })
    const accessToken = await signJwt(claims, config.jwtSecret)
    return tokenResponse(accessToken, issued.refreshToken, claims, issued.user)
  }

  /** GoTrue's requireAuthentication + session/user loading for /user and /logout. */
  async function authenticate(c: Context<AppEnv>): Promise<Authenticated> {
    const bearer = c.get('bearer')
    if (bearer.kind !== 'token') throw authErrors.noAuthorization()
    const result = bearer.verified
    if (!result.ok) {
      throw authErrors.badJwt(
        result.reason === 'expired' ? 'token has invalid claims: token is expired' : 'token is malformed or its signature is invalid',
      )
    }
    const claims = result.claims
    if (typeof claims.sub !== 'string' || claims.sub === '') throw authErrors.missingSub()
    if (!/^[0-9a-f-]{36}$/i.test(claims.sub)) throw authErrors.userNotFound()
    if (claims.session_id !== undefined) {
      if (typeof claims.session_id !== 'string' || !/^[0-9a-f-]{36}$/i.test(claims.session_id)) {
        throw authErrors.sessionNotFound()
      }
      if (!(await sessionExists(db.pool, claims.session_id, claims.sub))) throw authErrors.sessionNotFound()
    }
    const user = await findUserById(db.pool, claims.sub)
    if (!user) throw authErrors.userNotFound()
    return { claims: claims as JwtClaims & { sub: string }, user }
  }

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
  app.get('/settings', (c) => c.json(authSettings()))

  app.post('/signup', () => {
    throw authErrors.signupDisabled()
  })

  app.post('/token', async (c) => {
    const grantType = c.req.query('grant_type')
    const body = await readJson(c)

    if (grantType === 'password') {
      const email = typeof body.email === 'string' ? body.email.trim() : ''
      const password = typeof body.password === 'string' ? body.password : ''
      if (!email) throw authErrors.validation('missing email or phone')
      if (hasControlCharacters(body.email as string)) {
        throw authErrors.validation('Unable to validate email address: invalid format')
      }
      if (isPasswordTooLong(password)) {
        throw authErrors.validation(`Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`)
      }
      if (email.length > MAX_EMAIL_LENGTH || password === '') throw authErrors.invalidCredentials()
      // Counted before the password is checked, so parallel guesses are refused too.
      const attempt = throttle.begin(clientAddressOf(c, config.trustedProxies))
      if (!attempt) throw authErrors.rateLimited()
      try {
        const user = await findUserByEmail(db.pool, normalizeEmail(email))
        if (!attempt.claimAccount(user?.id ?? normalizeEmail(email))) throw authErrors.rateLimited()
        const ok = await verifyPassword(password, user?.encrypted_password)
        if (!user || !ok) {
          attempt.fail()
          throw authErrors.invalidCredentials()
        }
        attempt.succeed()
        if (isBanned(user)) throw authErrors.userBanned()
        if (!user.email_confirmed_at) throw authErrors.emailNotConfirmed()
        return c.json(await issueTokens(c, await createSession(db.pool, user)))
      } catch (error) {
        if (error instanceof HashQueueFullError) throw authErrors.rateLimited()
        throw error
      } finally {
        attempt.end()
      }
    }

    if (grantType === 'refresh_token') {
      const token = typeof body.refresh_token === 'string' ? body.refresh_token : ''
      if (!token) throw authErrors.refreshNotFound()
      if (token.length > 512) throw authErrors.refreshNotFound()
      return c.json(await issueTokens(c, await refreshSession(db.pool, token)))
    }

    if (grantType === 'id_token' || grantType === 'pkce' || grantType === 'web3') {
      throw authErrors.notImplemented(`POST /auth/v1/token?grant_type=${grantType}`)
    }
    throw authErrors.unsupportedGrant()
  })

  app.get('/user', async (c) => {
    const { user } = await authenticate(c)
    return c.json(toGoTrueUser(user))
  })

  app.post('/logout', async (c) => {
    const scope = c.req.query('scope') ?? 'global'
    if (scope !== 'global' && scope !== 'local' && scope !== 'others') {
      throw authErrors.validation(`Unsupported logout scope ${JSON.stringify(scope)}`)
    }
    await readJson(c)
    const { claims } = await authenticate(c)
    await logout(db.pool, claims.sub, claims.session_id, scope)
    return c.body(null, 204)
  })

  // Every other GoTrue route (PUT /user, /otp, /recover, /verify, /factors, /admin/…).
  app.all('*', (c) => {
    throw authErrors.notImplemented(`${c.req.method} ${c.req.path}`)
  })
  return app
}
