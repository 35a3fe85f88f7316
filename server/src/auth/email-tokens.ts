/**
 * The one-use tokens of the e-mail link flow (recovery, invitation). Unlike GoTrue, which keys
 * a six-digit code with the address, the token is 32 random bytes: a link cannot be guessed even
 * by someone who knows the address. Only its SHA-256 is stored, in GoTrue's columns
 * (recovery_token / confirmation_token), so a read of auth.users gives no usable link.
 */
import { createHash, randomBytes } from 'node:crypto'
import type { Pool, PoolClient } from 'pg'
import { authErrors } from './errors.ts'
import { findUserById } from './sessions.ts'
import type { UserRow } from './tokens.ts'

/** config.toml [auth.email] otp_expiry, hosted mailer_otp_exp: one hour. */
export const EMAIL_TOKEN_EXPIRY_SECONDS = 3600
/** config.toml [auth.email] max_frequency, hosted smtp_max_frequency: one mail per 60 s. */
export const EMAIL_MAX_FREQUENCY_SECONDS = 60

export type EmailTokenType = 'recovery' | 'invite'

const COLUMNS: Record<EmailTokenType, { token: string; sentAt: string }> = {
  recovery: { token: 'recovery_token', sentAt: 'recovery_sent_at' },
  invite: { token: 'confirmation_token', sentAt: 'confirmation_sent_at' },
}

export function newEmailToken(): string {
  return randomBytes(32).toString('base64url')
}

export function hashEmailToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex')
}

/** Seconds until another mail of this type may be sent (0: now), from the row's sent-at time. */
export function secondsUntilNextMail(sentAt: Date | null, now = Date.now()): number {
  if (!sentAt) return 0
  const left = Math.ceil((sentAt.getTime() + EMAIL_MAX_FREQUENCY_SECONDS * 1000 - now) / 1000)
  return Math.max(0, left)
}

/** Stores a new token (replacing any earlier one) and stamps when it was sent. */
export async function storeEmailToken(client: PoolClient, userId: string, type: EmailTokenType, token: string): Promise<void> {
  const { token: tokenColumn, sentAt } = COLUMNS[type]
  await client.query(`update auth.users set ${tokenColumn} = $2, ${sentAt} = now(), updated_at = now() where id = $1`, [
    userId,
    hashEmailToken(token),
  ])
}

/**
 * Spends a token: the user it was sent to, with the token cleared so it never works twice.
 * `email` narrows the search to that address (verifyOtp({ email, token })). An unknown, used or
 * expired token is GoTrue's 403 otp_expired.
 */
export async function consumeEmailToken(
  db: Pool | PoolClient,
  type: EmailTokenType,
  token: string,
  email?: string,
): Promise<UserRow> {
  const { token: tokenColumn, sentAt } = COLUMNS[type]
  const message = email === undefined ? 'Email link is invalid or has expired' : 'Token has expired or is invalid'
  if (!token || token.length > 256) throw authErrors.otpExpired(message)
  // One statement: two requests with the same token cannot both clear it. The pattern clause is
  // the predicate of GoTrue's partial unique index on the column, so the lookup uses it.
  const { rows } = await db.query<{ id: string; fresh: boolean }>(
    `update auth.users set ${tokenColumn} = '', updated_at = now()
      where ${tokenColumn} = $1 and ${tokenColumn} !~ '^[0-9 ]*$' and ($2::text is null or lower(email) = lower($2))
      returning id::text, (${sentAt} is not null and ${sentAt} > now() - make_interval(secs => $3)) as fresh`,
    [hashEmailToken(token), email ?? null, EMAIL_TOKEN_EXPIRY_SECONDS],
  )
  const row = rows[0]
  if (!row || !row.fresh) throw authErrors.otpExpired(message)
  const user = await findUserById(db, row.id)
  if (!user) throw authErrors.otpExpired(message)
  return user
}
