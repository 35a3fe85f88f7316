import type { Pool, PoolClient } from 'pg'
import { hashPassword } from '../auth/passwords.ts'
import { returnedRow } from './returned-row.ts'

import type { StaffRole } from '../../../src/config/staff-roles.ts'
import type { ServerConfig } from '../config.ts'

export interface UpsertUserOptions {
  email: string
  password: string
  /** Add the user to public.admins (default true). */
  admin?: boolean
  /** Their role when added to public.admins (default 'admin'); an existing member takes it too. */
  role?: StaffRole
  /** Their byline, when given (a member without one signs as the site). */
  displayName?: string
  userMetadata?: Record<string, unknown>
}

/**
 * Creates the user in auth.users (GoTrue's columns, confirmed email, bcrypt cost 10), or updates
 * the password of an existing one, and optionally makes them an administrator
 * (public.admins). One function for seeding, `npm run admin:create` and tests.
 */
export async function upsertUser(db: Pool | PoolClient, options: UpsertUserOptions): Promise<{ id: string; created: boolean }> {
  const email = options.email.trim().toLowerCase()
  if (!/^\S+@\S+\.\S+$/.test(email)) throw new Error(`Not an email address: ${options.email}`)
  if (options.password.length < 6) throw new Error('Password should be at least 6 characters.')
  const hash = await hashPassword(options.password)
  const written = await db.query<{ id: string; created: boolean }>(
    // As GoTrue writes a user: it chooses the id (auth.users has no default), and an e-mail is
    // unique only among users who are not SSO users (the partial index users_email_partial_key).
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
                             raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
                             confirmation_token, recovery_token, email_change_token_new, email_change)
     values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated', $1, $2, now(),
             '{"provider":"email","providers":["email"]}'::jsonb, $3::jsonb, now(), now(), '', '', '', '')
     on conflict (email) where is_sso_user = false do update
       set encrypted_password = excluded.encrypted_password,
           email_confirmed_at = coalesce(auth.users.email_confirmed_at, now()),
           updated_at = now()
     returning id, (xmax = 0) as created`,
    [email, hash, JSON.stringify(options.userMetadata ?? {})],
  )
  const { id, created } = returnedRow(written, 'creating or updating the user')
  await db.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
     values ($1::text, $1::uuid, jsonb_build_object('sub', $1::text, 'email', $2::text, 'email_verified', true), 'email', now(), now())
     on conflict (provider_id, provider) do nothing`,
    [id, email],
  )
  if (options.admin ?? true) {
    await db.query(
      `insert into public.admins (user_id, role) values ($1, $2) on conflict (user_id) do update set role = excluded.role`,
      [id, options.role ?? 'admin'],
    )
    // A seeded writer of that name becomes the member's byline, with the articles it signs.
    if (options.displayName) await db.query('select private.link_member_author($1, $2)', [id, options.displayName])
  }
  return { id, created }
}

/** Creates or updates the user and makes them a member of the team with `role` (default admin). */
export function createAdminUser(db: Pool | PoolClient, email: string, password: string, role: StaffRole = 'admin') {
  return upsertUser(db, { email, password, admin: true, role })
}

/**
 * The demo newsroom a new local database gets beside seed.sql: the administrator (with their
 * byline) and the other demo members. Together: each password hash takes a bcrypt round of its
 * own (the hash pool runs them side by side), and a first start waits for all of them.
 */
export async function createDemoNewsroom(
  db: Pool,
  config: Pick<ServerConfig, 'adminEmail' | 'adminPassword' | 'adminDisplayName' | 'demoMembers' | 'log'>,
): Promise<void> {
  await Promise.all([
    (async () => {
      await upsertUser(db, { email: config.adminEmail, password: config.adminPassword, admin: true, role: 'admin', displayName: config.adminDisplayName })
      config.log(`[db] demo administrator ${config.adminEmail} created`)
    })(),
    ...config.demoMembers.map(async (member) => {
      await upsertUser(db, { ...member, admin: true })
      config.log(`[db] demo ${member.role} ${member.email} created`)
    }),
  ])
}
