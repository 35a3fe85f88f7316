/**
 * PUT /user (supabase-js updateUser) and the password and metadata rules the admin update
 * shares with it: GoTrue's minimum length (6, hosted's default), bcrypt as every other password
 * here, and user_metadata merged key by key (a null value removes the key).
 */
import type { PoolClient } from 'pg'
import type { Authenticated } from './authenticate.ts'
import { AuthError, authErrors } from './errors.ts'
import { hasVerifiedFactor } from './factors.ts'
import { hashPassword, isPasswordTooLong, MAX_PASSWORD_BYTES, verifyPassword } from './passwords.ts'
import { deleteSessions, findUserById, inTransaction } from './sessions.ts'
import type { UserRow } from './tokens.ts'
import type { Pool } from 'pg'

/** config.toml [auth] minimum_password_length; hosted's default. */
export const MIN_PASSWORD_LENGTH = 6

export function checkPasswordStrength(password: string): void {
  if (isPasswordTooLong(password)) throw authErrors.validation(`Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`)
  if ([...password].length < MIN_PASSWORD_LENGTH) throw authErrors.weakPassword(MIN_PASSWORD_LENGTH)
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** GoTrue's UpdateUserMetaData / UpdateAppMetaData: set each key, delete those given as null. */
export function mergeMetadata(current: Record<string, unknown> | null, patch: Record<string, unknown>): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...(current ?? {}) }
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete merged[key]
    else merged[key] = value
  }
  return merged
}

/**
 * Stores a new password hash and forgets every pending e-mail token, as GoTrue's
 * User.UpdatePassword does: a link mailed before the change must not work after it.
 */
export async function storePassword(client: PoolClient, userId: string, hash: string): Promise<void> {
  await client.query(
    `update auth.users set encrypted_password = $2, confirmation_token = '', confirmation_sent_at = null,
            recovery_token = '', recovery_sent_at = null, reauthentication_token = '', updated_at = now()
      where id = $1`,
    [userId, hash],
  )
}

export async function updateUser(pool: Pool, auth: Authenticated, body: Record<string, unknown>): Promise<UserRow> {
  const { user, claims } = auth
  if ((typeof body.email === 'string' && body.email !== '' && body.email.toLowerCase() !== (user.email ?? '').toLowerCase()) ||
    (typeof body.phone === 'string' && body.phone !== '')) {
    throw authErrors.notImplemented('Changing the e-mail address or phone with PUT /auth/v1/user')
  }
  if (body.data !== undefined && body.data !== null && !isObject(body.data)) throw authErrors.validation('data must be an object')
  const password = typeof body.password === 'string' && body.password !== '' ? body.password : undefined
  let hash: string | undefined
  if (password !== undefined) {
    if ((await hasVerifiedFactor(pool, user.id)) && claims.aal !== 'aal2') {
      throw new AuthError(401, 'insufficient_aal', 'AAL2 session is required to update email or password when MFA is enabled.')
    }
    checkPasswordStrength(password)
    if (await verifyPassword(password, user.encrypted_password)) throw authErrors.samePassword()
    hash = await hashPassword(password)
  }
  return inTransaction(pool, async (client) => {
    if (hash !== undefined) {
      await storePassword(client, user.id, hash)
      // GoTrue's LogoutAllExceptMe: whoever knew the old password is signed out everywhere else.
      if (claims.session_id) await deleteSessions(client, 'user_id = $1 and id <> $2', [user.id, claims.session_id])
      else await deleteSessions(client, 'user_id = $1', [user.id])
    }
    if (isObject(body.data)) {
      await client.query(`update auth.users set raw_user_meta_data = $2::jsonb, updated_at = now() where id = $1`, [
        user.id,
        JSON.stringify(mergeMetadata(user.raw_user_meta_data, body.data)),
      ])
    }
    return (await findUserById(client, user.id)) ?? user
  })
}
