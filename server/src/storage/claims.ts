import type { Context } from 'hono'
import { API_ROLES } from '../db/index.ts'
import type { CredentialsEnv } from '../http/env.ts'
import type { JwtClaims } from '../jwt.ts'
import { storageErrors } from './errors.ts'

/** Storage's environment: the gateway's credentials; it sets nothing of its own. */
export type StorageEnv = CredentialsEnv

const FAILURE_MESSAGES = {
  expired: '"exp" claim timestamp check failed',
  malformed: 'Invalid Compact JWS',
  invalid: 'signature verification failed',
} as const

/**
 * Storage's caller: the bearer token, else the apikey header (never ?apikey=). Storage answers a
 * missing or bad token with 400 and statusCode "403"; a `Bearer` value that is not one token
 * counts as no token.
 */
export function storageClaims(c: Context<StorageEnv>): JwtClaims {
  const bearer = c.get('bearer')
  let claims: JwtClaims
  if (bearer.kind === 'token') {
    if (!bearer.verified.ok) throw storageErrors.invalidJwt(FAILURE_MESSAGES[bearer.verified.reason])
    claims = bearer.verified.claims
  } else {
    const apikey = c.get('apikey')
    if (!apikey?.fromHeader) throw storageErrors.invalidJwt('No authorization token was found')
    claims = apikey.claims
  }
  if (!API_ROLES.has(claims.role)) throw storageErrors.accessDenied('Invalid role')
  return claims
}
