/**
 * The Team tab's database functions and the team Edge Function, through the local REST and
 * Functions APIs with supabase-js, the invitation read from the real mail catcher: only an
 * administrator's session reads or changes the team, a change ends the member's sessions at once,
 * and the service key stays on the server side.
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { anonClient, closeSql, createUser, signUserToken, sql, tokenClient, unique, userClient } from '../support/clients.ts'
import { followLink, verifyLinkFor } from '../support/auth-links.ts'
import { waitForMail } from '../support/mail.ts'
import { firstOf } from '../support/items.ts'

afterAll(closeSql)

const PASSWORD = 'member-password-1'
type Role = 'contributor' | 'editor' | 'admin'
interface Member { id: string; email: string; name: string; client: SupabaseClient }

async function member(role: Role): Promise<Member> {
  const email = `${unique(role)}@example.com`
  const name = `Name ${unique('n')}`
  const id = await createUser(email, PASSWORD, true)
  await sql('update public.admins set role = $2 where user_id = $1', [id, role])
  await sql('update public.authors set display_name = $2 where user_id = $1', [id, name])
  return { id, email, name, client: await userClient(email, PASSWORD) }
}

/** The team function as the Team tab calls it, with the caller's own session. */
async function team(client: SupabaseClient, body: Record<string, unknown>): Promise<{ status: number; body: Record<string, unknown> }> {
  const { data: { session } } = await client.auth.getSession()
  const token = session?.access_token ?? inject('anonKey')
  const response = await fetch(`${inject('supabaseUrl')}/functions/v1/team`, {
    method: 'POST',
    headers: { apikey: inject('anonKey'), authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

let admin: Member
let editor: Member

beforeAll(async () => {
  admin = await member('admin')
  editor = await member('editor')
})

describe('team_members()', () => {
  it('lists members with role, sign-in facts and two-factor status for an administrator only', async () => {
    const { data, error } = await admin.client.rpc('team_members')
    expect(error).toBeNull()
    const rows = data as { user_id: string; email: string; role: string; accepted: boolean; two_factor: boolean; last_sign_in_at: string | null }[]
    const me = rows.find((row) => row.user_id === admin.id)
    expect(me).toMatchObject({ email: admin.email, role: 'admin', accepted: true, two_factor: false })
    expect(me?.last_sign_in_at).not.toBeNull()
    expect(rows.find((row) => row.user_id === editor.id)?.role).toBe('editor')

    expect((await editor.client.rpc('team_members')).error?.code).toBe('42501')
    expect((await anonClient().rpc('team_members')).error?.code).toBe('42501')
  })
})

describe('set_member_role() and remove_member()', () => {
  it('an administrator changes a role; the member is signed out at once and comes back with the new role', async () => {
    const writer = await member('editor')
    expect((await writer.client.rpc('staff_role')).data).toBe('editor')
    expect((await admin.client.rpc('set_member_role', { member: writer.id, new_role: 'contributor' })).error).toBeNull()
    expect(firstOf(await sql<{ role: string }>('select role from public.admins where user_id = $1', [writer.id])).role).toBe('contributor')
    expect(await sql('select 1 from auth.sessions where user_id = $1', [writer.id])).toEqual([])
    // The old token's session is gone: the database no longer treats it as a member's.
    expect((await writer.client.rpc('staff_role')).data).toBeNull()
    const again = await userClient(writer.email, PASSWORD)
    expect((await again.rpc('staff_role')).data).toBe('contributor')
  })

  it('refuses an editor, an administrator changing or removing themselves, and an unknown role', async () => {
    expect((await editor.client.rpc('set_member_role', { member: admin.id, new_role: 'contributor' })).error?.code).toBe('42501')
    expect((await editor.client.rpc('remove_member', { member: admin.id })).error?.code).toBe('42501')
    expect((await admin.client.rpc('set_member_role', { member: admin.id, new_role: 'editor' })).error?.code).toBe('42501')
    expect((await admin.client.rpc('remove_member', { member: admin.id })).error?.code).toBe('42501')
    expect((await admin.client.rpc('set_member_role', { member: editor.id, new_role: 'owner' })).error?.code).toBe('22023')
  })

  it('removing a member keeps their articles and bylines, and ends their sessions', async () => {
    const leaving = await member('editor')
    const { data: article } = await leaving.client.from('articles')
      .insert({ title: `Stays ${unique('a')}`, excerpt: 'x', content: '<p>x</p>', status: 'draft', author: 'x' })
      .select('id, author').single().throwOnError()
    expect((await admin.client.rpc('remove_member', { member: leaving.id })).error).toBeNull()
    expect(await sql('select 1 from public.admins where user_id = $1', [leaving.id])).toEqual([])
    expect(await sql('select 1 from auth.sessions where user_id = $1', [leaving.id])).toEqual([])
    expect(firstOf(await sql<{ author: string }>('select author from public.articles where id = $1', [article.id])).author).toBe(article.author)
    expect((await (await userClient(leaving.email, PASSWORD)).rpc('staff_role')).data).toBeNull()
    await sql('delete from public.articles where id = $1', [article.id])
  })

  it('a change needs an administrator whose session meets the two-factor rule', async () => {
    await sql('update public.site_settings set require_two_factor = true')
    try {
      const token = await signUserToken(admin.id, { aal: 'aal1', session_id: firstOf(await sql<{ id: string }>('select id from auth.sessions where user_id = $1 limit 1', [admin.id])).id })
      const aal1 = tokenClient(token)
      expect((await aal1.rpc('set_member_role', { member: editor.id, new_role: 'contributor' })).error?.code).toBe('42501')
      expect((await aal1.rpc('can_manage_team')).data).toBe(false)
    } finally {
      await sql('update public.site_settings set require_two_factor = false')
    }
  })

  it('requiring two-factor for everyone is refused from a session without it', async () => {
    const { error } = await admin.client.from('site_settings').update({ require_two_factor: true }).eq('id', true).select('id')
    expect(error?.code).toBe('42501')
    expect(error?.message).toContain('Set up two-factor sign-in for yourself first')
    expect(firstOf(await sql<{ require_two_factor: boolean }>('select require_two_factor from public.site_settings')).require_two_factor).toBe(false)
  })
})

describe('POST /functions/v1/team', () => {
  it('an administrator invites: Auth mails the link, the member row has the role, the link signs them in', async () => {
    const email = `${unique('invitee')}@example.com`
    const answer = await team(admin.client, { action: 'invite', email, role: 'contributor' })
    expect(answer.status).toBe(200)
    const userId = answer.body.userId as string
    expect(firstOf(await sql<{ role: string }>('select role from public.admins where user_id = $1', [userId])).role).toBe('contributor')
    const rows = ((await admin.client.rpc('team_members')).data ?? []) as { user_id: string; accepted: boolean }[]
    expect(rows.find((row) => row.user_id === userId)?.accepted).toBe(false)

    // The e-mail names the site, the role and who invites, and the link's lifetime (otp_expiry).
    const [mail] = await waitForMail(inject('mailUrl'), email, { subject: /invit/i })
    expect(mail?.subject).toBe(`${admin.name} invited you to join The Daily Opinion`)
    expect(mail?.text).toContain(`${admin.name} invited you to join The Daily Opinion as a contributor.`)
    expect(mail?.text).toContain('The link works once, within one hour.')

    const followed = await followLink(await verifyLinkFor(email, /invit/i))
    expect(followed.status).toBe(303)
    // The scratch backend's site is the default one (SITE_URL unset).
    expect(followed.target).toBe('http://127.0.0.1:5173/admin/accept-invite')
    expect(followed.fragment.get('type')).toBe('invite')
    expect(followed.fragment.get('access_token')).toBeTruthy()

    // Accepted now: it can no longer be withdrawn, only removed.
    expect((await team(admin.client, { action: 'revoke', userId })).status).toBe(409)
    expect((await team(admin.client, { action: 'invite', email, role: 'editor' })).status).toBe(409)
    await sql('delete from auth.users where id = $1', [userId])
  })

  it('inviting an address whose invitation is pending sends it again, with the new role, and deletes nothing', async () => {
    const email = `${unique('again')}@example.com`
    const first = await team(admin.client, { action: 'invite', email, role: 'contributor' })
    expect(first.status).toBe(200)
    await verifyLinkFor(email, /invit/i)

    const again = await team(admin.client, { action: 'invite', email, role: 'editor' })
    expect(again).toEqual({ status: 200, body: { userId: first.body.userId, resent: true } })
    expect(await sql('select id from auth.users where email = $1', [email])).toEqual([{ id: first.body.userId }])
    expect(firstOf(await sql<{ role: string }>('select role from public.admins where user_id = $1', [first.body.userId])).role).toBe('editor')
    const [, second] = await waitForMail(inject('mailUrl'), email, { subject: /invit/i, count: 2 })
    expect(second?.text).toContain('as an editor.')
    // The new link signs the invitee in (it replaces the first, as Auth's second invitation does).
    const followed = await followLink(await verifyLinkFor(email, /invit/i, 2))
    expect(followed.fragment.get('access_token')).toBeTruthy()
    await sql('delete from auth.users where email = $1', [email])
  })

  it('an invitation not yet accepted is withdrawn: the account goes, and its link stops working', async () => {
    const email = `${unique('withdrawn')}@example.com`
    const { body } = await team(admin.client, { action: 'invite', email, role: 'editor' })
    const link = await verifyLinkFor(email, /invit/i)
    expect((await team(admin.client, { action: 'revoke', userId: body.userId })).status).toBe(200)
    expect(await sql('select 1 from auth.users where email = $1', [email])).toEqual([])
    expect((await followLink(link)).fragment.get('error_code')).toBe('otp_expired')
  })

  it('refuses an editor, a visitor, a bad request, and never lets the browser hold the service key', async () => {
    const email = `${unique('refused')}@example.com`
    expect(await team(editor.client, { action: 'invite', email, role: 'admin' })).toMatchObject({ status: 403, body: { error: 'Only administrators can manage the team.' } })
    expect((await team(anonClient(), { action: 'invite', email, role: 'admin' })).status).toBe(403)
    expect(await team(admin.client, { action: 'invite', email: 'not-an-address', role: 'editor' })).toMatchObject({ status: 400, body: { error: 'Enter a valid email address.' } })
    expect((await team(admin.client, { action: 'invite', email, role: 'owner' })).status).toBe(400)
    expect(await sql('select 1 from auth.users where email = $1', [email])).toEqual([])
    const noKey = await fetch(`${inject('supabaseUrl')}/functions/v1/team`, { method: 'POST', body: '{}' })
    expect(noKey.status).toBe(401)
  })
})
