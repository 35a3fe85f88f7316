/**
 * Two-factor sign-in with TOTP, as GoTrue's /factors routes (internal/api/mfa.go): enrol a
 * factor (secret, otpauth URI and QR code), challenge it, verify a code (RFC 6238: SHA-1, six
 * digits, 30 s, one step either side), unenrol. A verified code raises the session to aal2.
 */
import { randomUUID } from 'node:crypto'
import * as OTPAuth from 'otpauth'
import type { Pool, PoolClient } from 'pg'
import QRCode from 'qrcode'
import type { Authenticated } from './authenticate.ts'
import { recordAmr } from './assurance.ts'
import { AuthError, authErrors } from './errors.ts'
import { FACTOR_COLUMNS, toGoTrueFactor } from './factors.ts'
import { deleteSessions, findUserById, inTransaction, type IssuedSession } from './sessions.ts'
import { newRefreshToken, type GoTrueFactor } from './tokens.ts'

/** GoTrue's defaults: MFA_CHALLENGE_EXPIRY_DURATION, MFA_FACTOR_EXPIRY_DURATION, MFA_MAX_ENROLLED_FACTORS. */
export const CHALLENGE_EXPIRY_SECONDS = 300
export const UNVERIFIED_FACTOR_EXPIRY_SECONDS = 300
export const MAX_ENROLLED_FACTORS = 10

const unprocessable = (code: string, message: string) => new AuthError(422, code, message)

function totpFor(secret: string, issuer = '', label = ''): OTPAuth.TOTP {
  return new OTPAuth.TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: 30, secret: OTPAuth.Secret.fromBase32(secret) })
}

const TOTP_PERIOD_MS = 30_000

/**
 * The 30 s time step (counted from the Unix epoch) whose code `code` is, among now and one step
 * either side; null when it is none of them.
 */
export function totpStep(secret: string, code: string, timestamp = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null
  const delta = totpFor(secret).validate({ token: code, timestamp, window: 1 })
  return delta === null ? null : Math.floor(timestamp / TOTP_PERIOD_MS) + delta
}

interface FactorRecord {
  id: string
  user_id: string
  status: string
  factor_type: string
  secret: string | null
}

/** The user's own factor, or GoTrue's 404 mfa_factor_not_found. */
async function ownFactor(db: Pool | PoolClient, userId: string, factorId: string): Promise<FactorRecord> {
  const { rows } = await db.query<FactorRecord>(
    `select id::text, user_id::text, status::text, factor_type::text, secret from auth.mfa_factors
      where id = case when $2 ~* '^[0-9a-f-]{36}$' then $2::uuid end and user_id = $1`,
    [userId, factorId],
  )
  if (!rows[0]) throw authErrors.factorNotFound()
  return rows[0]
}

export interface EnrolledFactor {
  id: string
  type: 'totp'
  friendly_name: string
  totp: { qr_code: string; secret: string; uri: string }
}

export async function enrollFactor(pool: Pool, auth: Authenticated, body: Record<string, unknown>, siteUrl: string): Promise<EnrolledFactor> {
  const type = body.factor_type
  if (type === 'phone') throw unprocessable('mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone')
  if (type === 'webauthn') throw unprocessable('mfa_webauthn_enroll_not_enabled', 'MFA enroll is disabled for WebAuthn')
  if (type !== 'totp') throw authErrors.validation('factor_type needs to be totp, phone, or webauthn')
  const friendlyName = typeof body.friendly_name === 'string' ? body.friendly_name : ''
  const issuer = typeof body.issuer === 'string' && body.issuer !== '' ? body.issuer : new URL(siteUrl).host
  const { user, claims } = auth

  // Abandoned enrolments expire, as GoTrue's DeleteExpiredFactors removes them.
  await pool.query(
    `delete from auth.mfa_factors where user_id = $1 and status = 'unverified' and created_at < now() - make_interval(secs => $2)`,
    [user.id, UNVERIFIED_FACTOR_EXPIRY_SECONDS],
  )
  const { rows } = await pool.query<{ friendly_name: string | null; status: string }>(
    `select friendly_name, status::text from auth.mfa_factors where user_id = $1`,
    [user.id],
  )
  if (friendlyName.trim() !== '' && rows.some((f) => f.friendly_name === friendlyName)) {
    throw unprocessable('mfa_factor_name_conflict', `A factor with the friendly name ${JSON.stringify(friendlyName)} for this user already exists`)
  }
  if (rows.length >= MAX_ENROLLED_FACTORS) {
    throw unprocessable('too_many_enrolled_mfa_factors', 'Maximum number of verified factors reached, unenroll to continue')
  }
  if (rows.some((f) => f.status === 'verified') && claims.aal !== 'aal2') {
    throw new AuthError(403, 'insufficient_aal', 'AAL2 required to enroll a new factor')
  }

  const secret = new OTPAuth.Secret({ size: 20 }).base32
  const uri = totpFor(secret, issuer, user.email ?? '').toString()
  const qrCode = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'H' })
  const id = randomUUID()
  await pool.query(
    `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
     values ($1, $2, $3, 'totp', 'unverified', now(), now(), $4)`,
    [id, user.id, friendlyName, secret],
  )
  // auth-js turns the SVG into a data URL itself (data:image/svg+xml;utf-8,…), as GoTrue expects.
  return { id, type: 'totp', friendly_name: friendlyName, totp: { qr_code: qrCode, secret, uri } }
}

export async function challengeFactor(pool: Pool, auth: Authenticated, factorId: string, clientAddress: string) {
  const factor = await ownFactor(pool, auth.user.id, factorId)
  if (factor.factor_type !== 'totp') throw unprocessable('mfa_totp_verify_not_enabled', 'MFA verification is disabled for this factor type')
  const id = randomUUID()
  const { rows } = await pool.query<{ created_at: Date }>(
    `insert into auth.mfa_challenges (id, factor_id, created_at, ip_address) values ($1, $2, now(), $3::inet) returning created_at`,
    [id, factor.id, inetOf(clientAddress)],
  )
  await pool.query(`update auth.mfa_factors set last_challenged_at = now() where id = $1`, [factor.id])
  const createdAt = rows[0]?.created_at ?? new Date()
  return { id, type: 'totp' as const, expires_at: Math.floor(createdAt.getTime() / 1000) + CHALLENGE_EXPIRY_SECONDS }
}

/** A client address PostgreSQL's inet accepts (an unknown one is recorded as 0.0.0.0). */
function inetOf(address: string): string {
  const bare = address.replace(/^\[|\]$/g, '').replace(/^::ffff:(?=\d+\.)/, '')
  return /^[0-9a-f:.]+$/i.test(bare) ? bare : '0.0.0.0'
}

/**
 * Checks the code against the challenge and, when right, raises this session to aal2 with a new
 * refresh token; the user's other aal1 sessions end (GoTrue's InvalidateSessionsWithAALLessThan)
 * and their other unverified TOTP enrolments are dropped.
 */
export async function verifyFactor(
  pool: Pool,
  auth: Authenticated,
  factorId: string,
  body: Record<string, unknown>,
  clientAddress: string,
): Promise<IssuedSession> {
  const code = typeof body.code === 'string' ? body.code.trim() : ''
  if (code === '') throw authErrors.validation('Code needs to be non-empty')
  const sessionId = auth.claims.session_id
  if (!sessionId) throw authErrors.sessionNotFound()
  const challengeId = typeof body.challenge_id === 'string' ? body.challenge_id : ''
  const factor = await ownFactor(pool, auth.user.id, factorId)

  const outcome = await inTransaction(pool, async (client) => {
    const { rows } = await client.query<{ id: string; verified_at: Date | null; ip: string; expired: boolean }>(
      `select id::text, verified_at, host(ip_address) as ip,
              created_at < now() - make_interval(secs => $3) as expired
         from auth.mfa_challenges
        where id = case when $1 ~* '^[0-9a-f-]{36}$' then $1::uuid end and factor_id = $2
        for update`,
      [challengeId, factor.id, CHALLENGE_EXPIRY_SECONDS],
    )
    const challenge = rows[0]
    if (!challenge) return unprocessable('mfa_factor_not_found', 'MFA factor with the provided challenge ID not found')
    if (challenge.verified_at || challenge.ip !== inetOf(clientAddress).replace(/\/\d+$/, '')) {
      return unprocessable('mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.')
    }
    if (challenge.expired) {
      await client.query(`delete from auth.mfa_challenges where id = $1`, [challenge.id])
      return unprocessable('mfa_challenge_expired', `MFA challenge ${challenge.id} has expired, verify against another challenge or create a new challenge.`)
    }
    const step = factor.secret ? totpStep(factor.secret, code) : null
    if (step === null) return unprocessable('mfa_verification_failed', 'Invalid TOTP code entered')
    // RFC 6238 §5.2: a code is accepted once. A step no later than the last one this factor
    // accepted is refused, on any challenge, as a wrong code is.
    const spent = await client.query(
      `insert into local_platform.totp_accepted_steps (factor_id, step) values ($1, $2)
       on conflict (factor_id) do update set step = excluded.step where totp_accepted_steps.step < excluded.step`,
      [factor.id, step],
    )
    if (spent.rowCount === 0) return unprocessable('mfa_verification_failed', 'Invalid TOTP code entered')

    await client.query(`update auth.mfa_challenges set verified_at = now() where id = $1`, [challenge.id])
    await client.query(`update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1 and status <> 'verified'`, [factor.id])
    const session = await client.query<{ created_at: Date }>(
      `update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = now() where id = $1 and user_id = $3 returning created_at`,
      [sessionId, factor.id, auth.user.id],
    )
    if (!session.rows[0]) return authErrors.sessionNotFound()
    await recordAmr(client, sessionId, 'totp')
    // The tokens issued before the second factor stop refreshing: only the new pair is aal2.
    await client.query(`update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and not revoked`, [sessionId])
    const refreshToken = newRefreshToken()
    await client.query(
      `insert into auth.refresh_tokens (token, user_id, session_id, revoked, parent, created_at, updated_at)
       values ($1, $2, $3, false, null, now(), now())`,
      [refreshToken, auth.user.id, sessionId],
    )
    await deleteSessions(client, `user_id = $1 and id <> $2 and (aal is null or aal < 'aal2')`, [auth.user.id, sessionId])
    await client.query(
      `delete from auth.mfa_factors where user_id = $1 and factor_type = 'totp' and status = 'unverified' and id <> $2`,
      [auth.user.id, factor.id],
    )
    const user = (await findUserById(client, auth.user.id)) ?? auth.user
    const issued: IssuedSession = {
      user,
      sessionId,
      refreshToken,
      authenticatedAt: Math.floor(session.rows[0].created_at.getTime() / 1000),
    }
    return issued
  })
  if (outcome instanceof AuthError) throw outcome
  return outcome
}

/**
 * Removes a factor's second-factor standing from the sessions it raised (GoTrue's
 * DowngradeSessionsToAAL1); their next refresh carries aal1.
 */
export async function downgradeSessionsOf(client: PoolClient, factorId: string): Promise<void> {
  await client.query(
    `delete from auth.mfa_amr_claims where authentication_method = 'totp'
        and session_id in (select id from auth.sessions where factor_id = $1)`,
    [factorId],
  )
  await client.query(`update auth.sessions set aal = 'aal1', factor_id = null, updated_at = now() where factor_id = $1`, [factorId])
}

/** Deletes a factor and downgrades the sessions it raised; answers GoTrue's factor JSON. */
export async function deleteFactor(pool: Pool, userId: string, factorId: string): Promise<GoTrueFactor> {
  return inTransaction(pool, async (client) => {
    const { rows } = await client.query<Parameters<typeof toGoTrueFactor>[0]>(
      `select ${FACTOR_COLUMNS} from auth.mfa_factors
        where id = case when $2 ~* '^[0-9a-f-]{36}$' then $2::uuid end and user_id = $1 for update`,
      [userId, factorId],
    )
    const row = rows[0]
    if (!row) throw authErrors.factorNotFound()
    await downgradeSessionsOf(client, row.id)
    await client.query(`delete from auth.mfa_factors where id = $1`, [row.id])
    return toGoTrueFactor(row)
  })
}

/** DELETE /factors/{id}: a verified factor needs an aal2 session to go (GoTrue's rule). */
export async function unenrollFactor(pool: Pool, auth: Authenticated, factorId: string): Promise<{ id: string }> {
  const factor = await ownFactor(pool, auth.user.id, factorId)
  if (factor.status === 'verified' && auth.claims.aal !== 'aal2') {
    throw unprocessable('insufficient_aal', 'AAL2 required to unenroll verified factor')
  }
  await deleteFactor(pool, auth.user.id, factor.id)
  return { id: factor.id }
}
