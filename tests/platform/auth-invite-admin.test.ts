/**
 * Invitations and the admin user routes through supabase-js auth.admin, as a team screen's Edge
 * Function calls them with the service role: the invite mail read from the real mail catcher,
 * its link signing the person in, and every way of taking access away ending sessions at once.
 */
import { decodeJwt } from 'jose'
import { afterAll, describe, expect, it } from 'vitest'
import { followLink, verifyLinkFor } from '../support/auth-links.ts'
import { anonClient, closeSql, createUser, serviceClient, sql, unique, userClient } from '../support/clients.ts'

afterAll(closeSql)

const ACCEPT_PAGE = 'http://127.0.0.1:5173/admin/accept-invite'

describe('auth.admin.inviteUserByEmail', () => {
  it('creates an unconfirmed account without a password and mails a link that signs the person in', async () => {
    const email = `${unique('invitee')}@example.com`
    const { data, error } = await serviceClient().auth.admin.inviteUserByEmail(email, {
      data: { display_name: 'New Writer' },
      redirectTo: ACCEPT_PAGE,
    })
    expect(error).toBeNull()
    expect(data.user).toMatchObject({ email, user_metadata: { display_name: 'New Writer' } })
    expect(data.user?.invited_at).toBeTruthy()
    expect(data.user?.email_confirmed_at).toBeUndefined()
    const [row] = await sql<{ encrypted_password: string; invited_at: Date | null; email_confirmed_at: Date | null }>(
      `select encrypted_password, invited_at, email_confirmed_at from auth.users where id = $1`,
      [data.user?.id],
    )
    expect(row).toMatchObject({ encrypted_password: '', email_confirmed_at: null })
    expect(row?.invited_at).not.toBeNull()

    const link = await verifyLinkFor(email, 'You have been invited')
    expect(new URL(link).searchParams.get('type')).toBe('invite')
    const followed = await followLink(link)
    expect(followed.status).toBe(303)
    expect(followed.target).toBe(ACCEPT_PAGE)
    expect(followed.fragment.get('type')).toBe('invite')
    const accessToken = followed.fragment.get('access_token') ?? ''
    expect(decodeJwt(accessToken).sub).toBe(data.user?.id)
    const [confirmed] = await sql<{ email_confirmed_at: Date | null }>(`select email_confirmed_at from auth.users where id = $1`, [data.user?.id])
    expect(confirmed?.email_confirmed_at).not.toBeNull()

    // The accept page sets a password; from then on the person signs in like everyone else.
    const client = anonClient()
    await client.auth.setSession({ access_token: accessToken, refresh_token: followed.fragment.get('refresh_token') ?? '' })
    expect((await client.auth.updateUser({ password: 'chosen-password', data: { display_name: 'Nell Writer' } })).error).toBeNull()
    const signIn = await anonClient().auth.signInWithPassword({ email, password: 'chosen-password' })
    expect(signIn.error).toBeNull()
    expect(signIn.data.user?.user_metadata).toEqual({ display_name: 'Nell Writer' })
    expect((await followLink(link)).fragment.get('error_code')).toBe('otp_expired')
  })

  it('refuses an address that already has an account with 422 email_exists', async () => {
    const email = `${unique('member')}@example.com`
    await createUser(email, 'member-password', false)
    const { data, error } = await serviceClient().auth.admin.inviteUserByEmail(email)
    expect(data.user).toBeNull()
    expect(error).toMatchObject({ status: 422, code: 'email_exists', message: 'A user with this email address has already been registered' })
  })

  it('refuses the anon key and a signed-in user with 403 not_admin, creating nothing', async () => {
    const email = `${unique('sneaky')}@example.com`
    const member = `${unique('member')}@example.com`
    await createUser(member, 'member-password', false)
    const asAnon = await anonClient().auth.admin.inviteUserByEmail(email)
    expect(asAnon.error).toMatchObject({ status: 403, code: 'not_admin', message: 'User not allowed' })
    const memberClient = await userClient(member, 'member-password')
    const token = (await memberClient.auth.getSession()).data.session?.access_token ?? ''
    const response = await fetch(`${(memberClient as unknown as { supabaseUrl: string }).supabaseUrl}/auth/v1/invite`, {
      method: 'POST',
      headers: { apikey: token, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    })
    expect(response.status).toBe(403)
    expect(await response.json()).toMatchObject({ code: 'not_admin' })
    expect(await sql(`select 1 from auth.users where email = $1`, [email])).toHaveLength(0)
  })
})

describe('auth.admin user routes', () => {
  it('lists users newest first with last_sign_in_at and factors, paged', async () => {
    const email = `${unique('listed')}@example.com`
    const id = await createUser(email, 'listed-password', false)
    await userClient(email, 'listed-password')
    const { data, error } = await serviceClient().auth.admin.listUsers({ page: 1, perPage: 1000 })
    expect(error).toBeNull()
    const listed = data.users.find((u) => u.id === id)
    expect(listed?.last_sign_in_at).toBeTruthy()
    expect(listed?.factors).toBeUndefined()
    const created = data.users.map((u) => u.created_at)
    expect(created).toEqual([...created].sort().reverse())
    const firstPage = await serviceClient().auth.admin.listUsers({ page: 1, perPage: 1 })
    expect(firstPage.data.users).toHaveLength(1)
    expect(firstPage.data).toMatchObject({ nextPage: 2 })
    expect((await anonClient().auth.admin.listUsers()).error).toMatchObject({ status: 403, code: 'not_admin' })
    const one = await serviceClient().auth.admin.getUserById(id)
    expect(one.data.user).toMatchObject({ id, email })
    expect((await serviceClient().auth.admin.getUserById('00000000-0000-4000-8000-000000000000')).error).toMatchObject({ status: 404, code: 'user_not_found' })
  })

  it('updates metadata with updateUserById, and a ban ends the sessions at once', async () => {
    const email = `${unique('banned')}@example.com`
    const id = await createUser(email, 'banned-password', false)
    const client = await userClient(email, 'banned-password')
    const accessToken = (await client.auth.getSession()).data.session?.access_token ?? ''
    const updated = await serviceClient().auth.admin.updateUserById(id, { user_metadata: { role_label: 'editor' } })
    expect(updated.error).toBeNull()
    expect(updated.data.user?.user_metadata).toMatchObject({ role_label: 'editor' })
    expect((await serviceClient().auth.admin.updateUserById(id, { ban_duration: '876000h' })).error).toBeNull()
    expect(await sql(`select 1 from auth.sessions where user_id = $1`, [id])).toHaveLength(0)
    expect((await client.auth.refreshSession()).error).toMatchObject({ status: 400 })
    // GoTrue answers 403 session_not_found, which supabase-js reports as a missing session.
    expect((await anonClient().auth.getUser(accessToken)).error?.name).toBe('AuthSessionMissingError')
    expect((await anonClient().auth.signInWithPassword({ email, password: 'banned-password' })).error).toMatchObject({ code: 'user_banned' })
    expect((await serviceClient().auth.admin.updateUserById(id, { ban_duration: 'none' })).error).toBeNull()
    expect((await anonClient().auth.signInWithPassword({ email, password: 'banned-password' })).error).toBeNull()
  })

  it('deleteUser removes the account and its sessions at once', async () => {
    const email = `${unique('deleted')}@example.com`
    const id = await createUser(email, 'deleted-password', false)
    const client = await userClient(email, 'deleted-password')
    const accessToken = (await client.auth.getSession()).data.session?.access_token ?? ''
    expect((await serviceClient().auth.admin.deleteUser(id)).error).toBeNull()
    expect(await sql(`select 1 from auth.users where id = $1`, [id])).toHaveLength(0)
    expect(await sql(`select 1 from auth.sessions where user_id = $1`, [id])).toHaveLength(0)
    expect((await client.auth.refreshSession()).error).toMatchObject({ status: 400 })
    expect((await anonClient().auth.getUser(accessToken)).error?.name).toBe('AuthSessionMissingError')
    expect((await serviceClient().auth.admin.deleteUser(id)).error).toMatchObject({ status: 404, code: 'user_not_found' })
    expect((await anonClient().auth.admin.deleteUser(id)).error).toMatchObject({ status: 403, code: 'not_admin' })
  })
})
