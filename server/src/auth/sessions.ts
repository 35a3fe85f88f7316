import type { Pool, PoolClient } from 'pg'
import { returnedRow } from '../db/returned-row.ts'
import { recordAmr, type AuthenticationMethod } from './assurance.ts'
import { authErrors } from './errors.ts'
import { decideRotation, type RefreshTokenState } from './rotation.ts'
import { newRefreshToken, type UserRow } from './tokens.ts'

/** Seconds a rotated refresh token may still be presented (config.toml refresh_token_reuse_interval). */
export const REFRESH_TOKEN_REUSE_INTERVAL = 10

export const USER_COLUMNS = `id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data,
  raw_user_meta_data, created_at, updated_at, last_sign_in_at, banned_until, invited_at`

export interface IssuedSession {
  user: UserRow
  sessionId: string
  refreshToken: string
  /** Session creation time in seconds: when the password was checked (amr timestamp). */
  authenticatedAt: number
}

export async function inTransaction<T>(pool: Pool, fn: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect()
  try {
    await client.query('begin')
    const result = await fn(client)
    await client.query('commit')
    return result
  } catch (error) {
    await client.query('rollback').catch(() => undefined)
    throw error
  } finally {
    client.release()
  }
}

export function isBanned(user: UserRow, now = new Date()): boolean {
  if (!user.banned_until) return false
  return new Date(user.banned_until).getTime() > now.getTime()
}

export async function findUserByEmail(pool: Pool, email: string): Promise<UserRow | null> {
  const { rows } = await pool.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where lower(email) = lower($1)
      order by created_at limit 1`,
    [email],
  )
  return rows[0] ?? null
}

export async function findUserById(db: Pool | PoolClient, id: string): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(`select ${USER_COLUMNS} from auth.users where id = $1`, [id])
  return rows[0] ?? null
}

export async function sessionExists(pool: Pool, sessionId: string, userId: string): Promise<boolean> {
  const { rowCount } = await pool.query(
    `select 1 from auth.sessions where id = $1 and user_id = $2`,
    [sessionId, userId],
  )
  return (rowCount ?? 0) > 0
}

/**
 * Starts a session after a successful first-factor check (a password, or an e-mail link: 'otp'
 * as GoTrue names it) and records the sign-in.
 */
export async function createSession(pool: Pool, user: UserRow, method: AuthenticationMethod = 'password'): Promise<IssuedSession> {
  return inTransaction(pool, async (client) => {
    const session = await client.query<{ id: string; created_at: Date }>(
      `insert into auth.sessions (id, user_id, created_at, updated_at, aal)
       values (gen_random_uuid(), $1, now(), now(), 'aal1') returning id, created_at`,
      [user.id],
    )
    const { id: sessionId, created_at: createdAt } = returnedRow(session, 'creating a session')
    await recordAmr(client, sessionId, method)
    const refreshToken = newRefreshToken()
    await client.query(
      `insert into auth.refresh_tokens (token, user_id, session_id, revoked, parent, created_at, updated_at)
       values ($1, $2, $3, false, null, now(), now())`,
      [refreshToken, user.id, sessionId],
    )
    const updated = await client.query<UserRow>(
      `update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1
       returning ${USER_COLUMNS}`,
      [user.id],
    )
    return {
      user: updated.rows[0] ?? user,
      sessionId,
      refreshToken,
      authenticatedAt: Math.floor(new Date(createdAt).getTime() / 1000),
    }
  })
}

interface TokenRow {
  token: string
  revoked: boolean
  parent: string | null
  updated_at: Date
  user_id: string
  session_id: string | null
}

const toState = (row: TokenRow): RefreshTokenState => ({
  token: row.token,
  revoked: row.revoked,
  parent: row.parent,
  updatedAt: new Date(row.updated_at),
})

export async function deleteSessions(client: Pool | PoolClient, where: string, params: unknown[]): Promise<void> {
  // Refresh tokens first, in case the platform schema has no cascading foreign key.
  await client.query(
    `delete from auth.refresh_tokens where session_id in (select id from auth.sessions where ${where})`,
    params,
  )
  await client.query(`delete from auth.sessions where ${where}`, params)
}

/**
 * Exchanges a refresh token for a new one under the rotation rules. Throws AuthError
 * (refresh_token_not_found / refresh_token_already_used / session_not_found / user_banned).
 */
export async function refreshSession(pool: Pool, presentedToken: string, now = new Date()): Promise<IssuedSession> {
  const outcome = await inTransaction(pool, async (client) => {
    const found = await client.query<TokenRow>(
      `select token, revoked, parent, updated_at, user_id::text as user_id, session_id::text as session_id
         from auth.refresh_tokens where token = $1`,
      [presentedToken],
    )
    const presented = found.rows[0]
    if (!presented) return { error: authErrors.refreshNotFound() }
    if (!presented.session_id) return { error: authErrors.refreshSessionGone() }

    // Serialise concurrent refreshes of one session (two tabs, retries).
    const session = await client.query<{ id: string; created_at: Date }>(
      `select id, created_at from auth.sessions where id = $1 for update`,
      [presented.session_id],
    )
    if (!session.rows[0]) return { error: authErrors.refreshSessionGone() }
    const sessionId = presented.session_id
    const authenticatedAt = Math.floor(new Date(session.rows[0].created_at).getTime() / 1000)

    const user = await findUserById(client, presented.user_id)
    if (!user) return { error: authErrors.refreshNotFound() }
    if (isBanned(user, now)) return { error: authErrors.userBanned() }

    // Re-read under the session lock: another request may have rotated it meanwhile.
    const current = await client.query<TokenRow>(
      `select token, revoked, parent, updated_at, user_id::text as user_id, session_id::text as session_id
         from auth.refresh_tokens where token = $1`,
      [presentedToken],
    )
    const activeRows = await client.query<TokenRow>(
      `select token, revoked, parent, updated_at, user_id::text as user_id, session_id::text as session_id
         from auth.refresh_tokens where session_id = $1 and not revoked
        order by id desc limit 1`,
      [sessionId],
    )
    // A token deleted between the first read and the session lock counts as never found.
    const [currentRow] = current.rows
    if (!currentRow) return { error: authErrors.refreshNotFound() }
    const decision = decideRotation(
      toState(currentRow),
      activeRows.rows[0] ? toState(activeRows.rows[0]) : null,
      now,
      REFRESH_TOKEN_REUSE_INTERVAL,
    )
    if (decision.kind === 'reject-reused') {
      // A replayed token means it may have leaked: end the whole session.
      await deleteSessions(client, 'id = $1', [sessionId])
      return { error: authErrors.refreshAlreadyUsed() }
    }
    let refreshToken: string
    if (decision.kind === 'reuse-active') {
      refreshToken = decision.active.token
    } else {
      await client.query(
        `update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1`,
        [presentedToken],
      )
      refreshToken = newRefreshToken()
      await client.query(
        `insert into auth.refresh_tokens (token, user_id, session_id, revoked, parent, created_at, updated_at)
         values ($1, $2, $3, false, $4, now(), now())`,
        [refreshToken, user.id, sessionId, presentedToken],
      )
    }
    // GoTrue stamps the refresh (UTC, timestamp without time zone); the database refuses access
    // tokens issued before it (private.session_is_live).
    await client.query(`update auth.sessions set updated_at = now(), refreshed_at = now() at time zone 'utc' where id = $1`, [sessionId])
    return { issued: { user, sessionId, refreshToken, authenticatedAt } }
  })
  if ('error' in outcome && outcome.error) throw outcome.error
  return (outcome as { issued: IssuedSession }).issued
}

export type LogoutScope = 'global' | 'local' | 'others'

/** Ends sessions as GoTrue's /logout does: this one, all of the user's, or all others. */
export async function logout(pool: Pool, userId: string, sessionId: string | undefined, scope: LogoutScope) {
  await inTransaction(pool, async (client) => {
    if (scope === 'global' || !sessionId) {
      if (scope === 'others') return
      await deleteSessions(client, 'user_id = $1', [userId])
    } else if (scope === 'local') {
      await deleteSessions(client, 'id = $1 and user_id = $2', [sessionId, userId])
    } else {
      await deleteSessions(client, 'user_id = $1 and id <> $2', [userId, sessionId])
    }
  })
}
