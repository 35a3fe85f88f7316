/**
 * POST /invite (supabase-js auth.admin.inviteUserByEmail): creates an unconfirmed account with
 * no password and mails it a one-use link (GET /verify?type=invite) that signs the person in.
 * Sign-up stays closed: only the service role may invite.
 */
import { returnedRow } from '../db/returned-row.ts'
import { authErrors } from './errors.ts'
import { newEmailToken, storeEmailToken } from './email-tokens.ts'
import { inviteMail } from '../../../src/lib/mail/auth-mail.ts'
import { validEmail, verifyLink, type MailLinkContext } from './recovery.ts'
import { findUserById, inTransaction } from './sessions.ts'
import type { UserRow } from './tokens.ts'

export async function inviteUser(ctx: MailLinkContext, body: Record<string, unknown>, redirectTo: string): Promise<UserRow> {
  const email = validEmail(body.email).toLowerCase()
  const data = body.data && typeof body.data === 'object' && !Array.isArray(body.data) ? body.data : {}
  return inTransaction(ctx.pool, async (client) => {
    const existing = await client.query<{ id: string; email_confirmed_at: Date | null }>(
      `select id::text, email_confirmed_at from auth.users where lower(email) = $1 order by created_at limit 1 for update`,
      [email],
    )
    let userId: string
    const found = existing.rows[0]
    if (found) {
      // As GoTrue: a confirmed account cannot be invited; an invited one is sent a new link.
      if (found.email_confirmed_at) throw authErrors.emailExists()
      userId = found.id
      await client.query(`update auth.users set invited_at = now(), updated_at = now() where id = $1`, [userId])
    } else {
      const created = await client.query<{ id: string }>(
        `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, invited_at,
                                 raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
                                 confirmation_token, recovery_token, email_change_token_new, email_change)
         values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated', $1, '', now(),
                 '{"provider":"email","providers":["email"]}'::jsonb, $2::jsonb, now(), now(), '', '', '', '')
         returning id::text`,
        [email, JSON.stringify(data)],
      )
      userId = returnedRow(created, 'inviting a user').id
      await client.query(
        `insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
         values ($1::text, $1::uuid, jsonb_build_object('sub', $1::text, 'email', $2::text, 'email_verified', false, 'phone_verified', false), 'email', now(), now())`,
        [userId, email],
      )
    }
    const token = newEmailToken()
    await storeEmailToken(client, userId, 'invite', token)
    const user = await findUserById(client, userId)
    if (!user) throw new Error('the invited user vanished inside its own transaction')
    // As GoTrue's template reads `.Data`: the account's stored user_metadata (a second invitation
    // does not replace it; the team function updates it first). Sent before the commit: when the
    // mail cannot go, no half-invited account is left behind.
    await ctx.mailer.send({ to: email, ...inviteMail(verifyLink(ctx.apiUrl, token, 'invite', redirectTo), user.raw_user_meta_data ?? {}) })
    return user
  })
}
