import { randomBytes } from 'node:crypto'
import type { JwtClaims } from '../jwt.ts'
import type { Assurance } from './assurance.ts'

/** The auth.users columns this module reads (GoTrue's names). */
export interface UserRow {
  id: string
  aud: string | null
  role: string | null
  email: string | null
  encrypted_password?: string | null
  email_confirmed_at: Date | string | null
  raw_app_meta_data: Record<string, unknown> | null
  raw_user_meta_data: Record<string, unknown> | null
  created_at: Date | string | null
  updated_at: Date | string | null
  last_sign_in_at: Date | string | null
  banned_until?: Date | string | null
  invited_at?: Date | string | null
}

/** GoTrue's user object (models/user.go), as returned by /token and /user. */
export interface GoTrueUser {
  id: string
  aud: string
  role: string
  email: string
  email_confirmed_at?: string
  phone: string
  confirmed_at?: string
  last_sign_in_at?: string
  app_metadata: Record<string, unknown>
  user_metadata: Record<string, unknown>
  identities: Record<string, unknown>[]
  created_at: string
  updated_at: string
  is_anonymous: boolean
  factors?: GoTrueFactor[]
  invited_at?: string
}

/** GoTrue's factor JSON (models/factor.go). */
export interface GoTrueFactor {
  id: string
  friendly_name?: string
  factor_type: string
  status: string
  created_at: string
  updated_at: string
  phone: string
  last_challenged_at: string | null
}

export interface TokenResponse {
  access_token: string
  token_type: 'bearer'
  expires_in: number
  expires_at: number
  refresh_token: string
  user: GoTrueUser
}

function iso(value: Date | string | null | undefined): string | undefined {
  if (value === null || value === undefined) return undefined
  const date = value instanceof Date ? value : new Date(value)
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString()
}

export function appMetadata(row: UserRow): Record<string, unknown> {
  return { provider: 'email', providers: ['email'], ...(row.raw_app_meta_data ?? {}) }
}

/** Maps an auth.users row to GoTrue's user JSON; null timestamps and no factors are omitted as GoTrue does. */
export function toGoTrueUser(row: UserRow, factors: GoTrueFactor[] = []): GoTrueUser {
  const created = iso(row.created_at) ?? new Date(0).toISOString()
  const updated = iso(row.updated_at) ?? created
  const confirmed = iso(row.email_confirmed_at)
  const lastSignIn = iso(row.last_sign_in_at)
  const email = row.email ?? ''
  const user: GoTrueUser = {
    id: row.id,
    aud: row.aud || 'authenticated',
    role: row.role || 'authenticated',
    email,
    phone: '',
    app_metadata: appMetadata(row),
    user_metadata: { ...(row.raw_user_meta_data ?? {}) },
    identities: [
      {
        identity_id: row.id,
        id: row.id,
        user_id: row.id,
        identity_data: { email, email_verified: Boolean(confirmed), phone_verified: false, sub: row.id },
        provider: 'email',
        last_sign_in_at: lastSignIn ?? created,
        created_at: created,
        updated_at: updated,
        email,
      },
    ],
    created_at: created,
    updated_at: updated,
    is_anonymous: false,
  }
  if (confirmed) {
    user.email_confirmed_at = confirmed
    user.confirmed_at = confirmed
  }
  if (lastSignIn) user.last_sign_in_at = lastSignIn
  const invited = iso(row.invited_at)
  if (invited) user.invited_at = invited
  if (factors.length > 0) user.factors = factors
  return user
}

export interface AccessClaimsInput {
  user: UserRow
  sessionId: string
  /** Seconds since the epoch. */
  now: number
  expiry: number
  /** When the user authenticated with a password (seconds), for `amr`. */
  authenticatedAt: number
  issuer: string
  /** The session's aal and amr (sessionAssurance); absent, a password sign-in at authenticatedAt. */
  assurance?: Assurance
}

/** Claims GoTrue puts in an access token (tokens/service.go AccessTokenClaims). */
export function accessTokenClaims(input: AccessClaimsInput): JwtClaims {
  const { user, now } = input
  return {
    aud: 'authenticated',
    exp: now + input.expiry,
    iat: now,
    iss: input.issuer,
    sub: user.id,
    email: user.email ?? '',
    phone: '',
    app_metadata: appMetadata(user),
    user_metadata: { ...(user.raw_user_meta_data ?? {}) },
    role: 'authenticated',
    aal: input.assurance?.aal ?? 'aal1',
    amr: input.assurance?.amr ?? [{ method: 'password', timestamp: input.authenticatedAt }],
    session_id: input.sessionId,
    is_anonymous: false,
  }
}

export function tokenResponse(
  accessToken: string,
  refreshToken: string,
  claims: JwtClaims,
  user: UserRow,
  factors: GoTrueFactor[] = [],
): TokenResponse {
  const exp = claims.exp as number
  const iat = claims.iat as number
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: exp - iat,
    expires_at: exp,
    refresh_token: refreshToken,
    user: toGoTrueUser(user, factors),
  }
}

/** An opaque refresh token, like GoTrue's SecureToken (URL-safe, unguessable). */
export function newRefreshToken(): string {
  return randomBytes(18).toString('base64url')
}
