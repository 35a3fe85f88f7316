/**
 * The GoTrue admin routes a team screen needs, as supabase-js auth.admin calls them: list, get,
 * update and delete users, list and delete their factors. Service role only (requireAdmin).
 * Whatever takes an account's access away (deletion, a ban, a new password) ends its sessions in
 * the same transaction, so its refresh tokens stop at once and the database's live-session check
 * refuses its access tokens.
 */
import type { Pool } from 'pg'
import { returnedRow } from '../db/returned-row.ts'
import { AuthError, authErrors } from './errors.ts'
import { factorsOf, factorsOfUsers } from './factors.ts'
import { deleteFactor } from './mfa.ts'
import { hashPassword } from './passwords.ts'
import { validEmail } from './recovery.ts'
import { deleteSessions, findUserById, inTransaction, USER_COLUMNS } from './sessions.ts'
import { toGoTrueUser, type GoTrueFactor, type GoTrueUser, type UserRow } from './tokens.ts'
import { checkPasswordStrength, mergeMetadata, storePassword } from './user-update.ts'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export async function loadUser(pool: Pool, id: string): Promise<UserRow> {
  if (!UUID.test(id)) throw new AuthError(404, 'validation_failed', 'user_id must be an UUID')
  const user = await findUserById(pool, id)
  if (!user) throw authErrors.userIdNotFound()
  return user
}

export interface UserPage {
  users: GoTrueUser[]
  aud: string
  total: number
  page: number
  perPage: number
}

/** GET /admin/users: newest first, paged (GoTrue's page/per_page, default 50). */
export async function listUsers(pool: Pool, query: { page?: string; per_page?: string }): Promise<UserPage> {
  const page = query.page ? Number(query.page) : 1
  const perPage = query.per_page ? Number(query.per_page) : 50
  if (!Number.isInteger(page) || page < 1 || !Number.isInteger(perPage) || perPage < 1 || perPage > 1000) {
    throw authErrors.validation('Bad Pagination Parameters')
  }
  const [{ rows }, count] = await Promise.all([
    pool.query<UserRow>(`select ${USER_COLUMNS} from auth.users order by created_at desc, id limit $1 offset $2`, [perPage, (page - 1) * perPage]),
    pool.query<{ total: string }>(`select count(*)::text as total from auth.users`),
  ])
  const factors = await factorsOfUsers(pool, rows.map((u) => u.id))
  return {
    users: rows.map((u) => toGoTrueUser(u, factors.get(u.id) ?? [])),
    aud: 'authenticated',
    total: Number(count.rows[0]?.total ?? 0),
    page,
    perPage,
  }
}

/** GoTrue's pagination Link header, which auth-js reads for nextPage / lastPage. */
export function paginationLink(path: string, { page, perPage, total }: Pick<UserPage, 'page' | 'perPage' | 'total'>): string {
  const last = Math.max(1, Math.ceil(total / perPage))
  const link = (p: number, rel: string) => `<${path}?page=${p}&per_page=${perPage}>; rel="${rel}"`
  return [...(page < last ? [link(page + 1, 'next')] : []), link(last, 'last')].join(', ')
}

export async function userWithFactors(pool: Pool, user: UserRow): Promise<GoTrueUser> {
  return toGoTrueUser(user, await factorsOf(pool, user.id))
}

/** Go's time.ParseDuration for the units ban_duration uses (h, m, s, ms), e.g. "876000h", "1h30m". */
export function parseBanDuration(value: string): number {
  if (value === 'none') return 0
  const parts = [...value.matchAll(/(\d+(?:\.\d+)?)(ms|h|m|s)/g)]
  if (parts.length === 0 || parts.map((p) => p[0]).join('') !== value) {
    throw authErrors.validation(`invalid format for ban duration: time: invalid duration ${JSON.stringify(value)}`)
  }
  const unit: Record<string, number> = { h: 3_600_000, m: 60_000, s: 1000, ms: 1 }
  return parts.reduce((sum, p) => sum + Number(p[1]) * (unit[p[2] ?? 's'] ?? 1000), 0)
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** PUT /admin/users/{id} (updateUserById): password, email_confirm, metadata, role, ban_duration. */
export async function updateUserById(pool: Pool, id: string, body: Record<string, unknown>): Promise<UserRow> {
  const user = await loadUser(pool, id)
  if ((typeof body.email === 'string' && body.email !== '' && body.email.toLowerCase() !== (user.email ?? '').toLowerCase()) ||
    (typeof body.phone === 'string' && body.phone !== '')) {
    throw authErrors.notImplemented('Changing the e-mail address or phone with PUT /auth/v1/admin/users/{id}')
  }
  let hash: string | undefined
  if (typeof body.password === 'string') {
    checkPasswordStrength(body.password)
    hash = await hashPassword(body.password)
  }
  const banMs = typeof body.ban_duration === 'string' && body.ban_duration !== '' ? parseBanDuration(body.ban_duration) : undefined
  return inTransaction(pool, async (client) => {
    if (hash !== undefined) {
      await storePassword(client, user.id, hash)
      await deleteSessions(client, 'user_id = $1', [user.id])
    }
    if (body.email_confirm === true) {
      await client.query(`update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now() where id = $1`, [user.id])
    }
    if (typeof body.role === 'string' && body.role !== '') {
      await client.query(`update auth.users set role = $2, updated_at = now() where id = $1`, [user.id, body.role])
    }
    if (isObject(body.user_metadata)) {
      await client.query(`update auth.users set raw_user_meta_data = $2::jsonb, updated_at = now() where id = $1`, [
        user.id,
        JSON.stringify(mergeMetadata(user.raw_user_meta_data, body.user_metadata)),
      ])
    }
    if (isObject(body.app_metadata)) {
      await client.query(`update auth.users set raw_app_meta_data = $2::jsonb, updated_at = now() where id = $1`, [
        user.id,
        JSON.stringify(mergeMetadata(user.raw_app_meta_data, body.app_metadata)),
      ])
    }
    if (banMs !== undefined) {
      await client.query(
        `update auth.users set banned_until = case when $2::bigint = 0 then null else now() + make_interval(secs => $2::bigint / 1000.0) end,
                updated_at = now() where id = $1`,
        [user.id, banMs],
      )
      // A ban takes effect now, not when the current access token runs out.
      if (banMs > 0) await deleteSessions(client, 'user_id = $1', [user.id])
    }
    return (await findUserById(client, user.id)) ?? user
  })
}

/** DELETE /admin/users/{id}: the account and, through its foreign keys, its sessions and factors. */
export async function deleteUser(pool: Pool, id: string, body: Record<string, unknown>): Promise<void> {
  const user = await loadUser(pool, id)
  if (body.should_soft_delete === true) throw authErrors.notImplemented('DELETE /auth/v1/admin/users/{id} with should_soft_delete')
  await inTransaction(pool, async (client) => {
    await deleteSessions(client, 'user_id = $1', [user.id])
    await client.query(`delete from auth.users where id = $1`, [user.id])
  })
}

export async function listUserFactors(pool: Pool, id: string): Promise<GoTrueFactor[]> {
  const user = await loadUser(pool, id)
  return factorsOf(pool, user.id)
}

/** DELETE /admin/users/{id}/factors/{factorId} (auth.admin.mfa.deleteFactor): lost-device recovery. */
export async function deleteUserFactor(pool: Pool, id: string, factorId: string): Promise<GoTrueFactor> {
  const user = await loadUser(pool, id)
  return deleteFactor(pool, user.id, factorId)
}

/**
 * POST /admin/users (auth.admin.createUser): an e-mail account, confirmed when `email_confirm`
 * is true, with an optional password and metadata, as GoTrue's adminUserCreate writes it. Phone
 * accounts are refused by name: nothing here sends SMS.
 */
export async function createUser(pool: Pool, body: Record<string, unknown>): Promise<UserRow> {
  if (typeof body.phone === 'string' && body.phone !== '') {
    throw authErrors.notImplemented('Creating a phone user with POST /auth/v1/admin/users')
  }
  const email = validEmail(body.email).toLowerCase()
  let hash = ''
  if (typeof body.password === 'string' && body.password !== '') {
    checkPasswordStrength(body.password)
    hash = await hashPassword(body.password)
  }
  const appMetadata = { ...(isObject(body.app_metadata) ? body.app_metadata : {}), provider: 'email', providers: ['email'] }
  const userMetadata = isObject(body.user_metadata) ? body.user_metadata : {}
  const confirmed = body.email_confirm === true
  const banMs = typeof body.ban_duration === 'string' && body.ban_duration !== '' ? parseBanDuration(body.ban_duration) : 0
  return inTransaction(pool, async (client) => {
    const taken = await client.query(`select 1 from auth.users where lower(email) = $1 and is_sso_user = false limit 1`, [email])
    if ((taken.rowCount ?? 0) > 0) throw authErrors.emailExists()
    const created = await client.query<{ id: string }>(
      // GoTrue chooses the id (auth.users has no default on hosted).
      `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
                               raw_app_meta_data, raw_user_meta_data, banned_until, created_at, updated_at,
                               confirmation_token, recovery_token, email_change_token_new, email_change)
       values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', $1, $2, $3,
               case when $4 then now() end, $5::jsonb, $6::jsonb,
               case when $7::bigint > 0 then now() + make_interval(secs => $7::bigint / 1000.0) end,
               now(), now(), '', '', '', '')
       returning id::text`,
      [typeof body.role === 'string' && body.role !== '' ? body.role : 'authenticated', email, hash, confirmed,
        JSON.stringify(appMetadata), JSON.stringify(userMetadata), banMs],
    )
    const id = returnedRow(created, 'creating a user').id
    await client.query(
      `insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
       values ($1::text, $1::uuid, jsonb_build_object('sub', $1::text, 'email', $2::text, 'email_verified', $3::boolean, 'phone_verified', false), 'email', now(), now())`,
      [id, email, confirmed],
    )
    const user = await findUserById(client, id)
    if (!user) throw new Error('the new user vanished inside its own transaction')
    return user
  })
}

/**
 * POST /signup: with no address and no phone it is signInAnonymously, off as config.toml has it
 * (GoTrue's answer then); otherwise refused unless sign-up is open, and then a confirmed e-mail
 * account with a password (GoTrue's 422s). A phone or a PKCE code_challenge is refused by name.
 */
export async function signUpUser(pool: Pool, body: Record<string, unknown>, open: boolean): Promise<UserRow> {
  const given = (value: unknown) => typeof value === 'string' && value !== ''
  if (!given(body.email) && !given(body.phone)) throw new AuthError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled')
  if (!open) throw authErrors.signupDisabled()
  if (given(body.phone)) throw authErrors.notImplemented('POST /auth/v1/signup with a phone')
  if (given(body.code_challenge)) throw authErrors.notImplemented('POST /auth/v1/signup with a PKCE code_challenge')
  if (!given(body.password)) throw authErrors.validation('Signup requires a valid password')
  try {
    return await createUser(pool, { email: body.email, password: body.password, user_metadata: body.data, email_confirm: true })
  } catch (error) {
    if (error instanceof AuthError && error.code === 'email_exists') throw new AuthError(422, 'user_already_exists', 'User already registered')
    throw error
  }
}
