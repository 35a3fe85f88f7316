import type { Context } from 'hono'
import type { Pool } from 'pg'
import type { CredentialsEnv } from '../http/env.ts'
import type { JwtClaims } from '../jwt.ts'
import { authErrors } from './errors.ts'
import { findUserById, sessionExists } from './sessions.ts'
import type { UserRow } from './tokens.ts'

/** GoTrue's environment: the gateway's credentials; it sets nothing of its own. */
export type AuthEnv = CredentialsEnv

export interface Authenticated {
  claims: JwtClaims & { sub: string }
  user: UserRow
}

const UUID_LIKE = /^[0-9a-f-]{36}$/i

/**
 * GoTrue's requireAuthentication and session/user loading for /user and /logout: a bearer token
 * (a `Bearer` value that is not one token counts as none), verified, whose user and session exist.
 */
export async function authenticate(c: Context<AuthEnv>, pool: Pool): Promise<Authenticated> {
  const bearer = c.get('bearer')
  if (bearer.kind !== 'token') throw authErrors.noAuthorization()
  const result = bearer.verified
  if (!result.ok) {
    throw authErrors.badJwt(
      result.reason === 'expired' ? 'token has invalid claims: token is expired' : 'token is malformed or its signature is invalid',
    )
  }
  const { sub, session_id: sessionId } = result.claims
  if (typeof sub !== 'string' || sub === '') throw authErrors.missingSub()
  if (!UUID_LIKE.test(sub)) throw authErrors.userNotFound()
  if (sessionId !== undefined) {
    if (typeof sessionId !== 'string' || !UUID_LIKE.test(sessionId)) throw authErrors.sessionNotFound()
    if (!(await sessionExists(pool, sessionId, sub))) throw authErrors.sessionNotFound()
  }
  const user = await findUserById(pool, sub)
  if (!user) throw authErrors.userNotFound()
  return { claims: { ...result.claims, sub }, user }
}
