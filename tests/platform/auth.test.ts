/**
 * /auth/v1 driven through supabase-js, as the site's sign-in page and admin area use it:
 * password sign-in, the session's claims, getUser, refresh-token rotation and its reuse rules,
 * sign-out, sign-up refused, and the auth events the app listens to.
 */
import type { AuthChangeEvent } from '@supabase/supabase-js'
import { decodeJwt } from 'jose'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { adminClient, anonClient, closeSql, sql, supabaseUrl } from '../support/clients.ts'
import { firstOf } from '../support/items.ts'

afterAll(closeSql)

const adminEmail = () => inject('adminEmail')
const adminPassword = () => inject('adminPassword')

/** Raw refresh call, as auth-js makes it (Authorization = the key, not the user token). */
function refreshRaw(refreshToken: string) {
  return fetch(`${supabaseUrl()}/auth/v1/token?grant_type=refresh_token`, {
    method: 'POST',
    headers: {
      apikey: inject('anonKey'),
      authorization: `Bearer ${inject('anonKey')}`,
      'content-type': 'application/json;charset=UTF-8',
      'x-supabase-api-version': '2024-01-01',
    },
    body: JSON.stringify({ refresh_token: refreshToken }),
  })
}

describe('signInWithPassword', () => {
  it('signs the administrator in with a GoTrue-shaped session and access token', async () => {
    const client = anonClient()
    const before = Math.floor(Date.now() / 1000)
    const { data, error } = await client.auth.signInWithPassword({ email: adminEmail(), password: adminPassword() })
    expect(error).toBeNull()
    const session = data.session!
    expect(session.token_type).toBe('bearer')
    expect(session.expires_in).toBe(3600)
    expect(session.expires_at).toBeGreaterThanOrEqual(before + 3600)
    expect(session.expires_at).toBeLessThanOrEqual(before + 3600 + 5)
    expect(session.refresh_token).toMatch(/^\S{12,}$/)
    expect(data.user).toMatchObject({ email: adminEmail(), aud: 'authenticated', role: 'authenticated' })
    expect(data.user!.app_metadata).toMatchObject({ provider: 'email' })

    const claims = decodeJwt(session.access_token)
    expect(claims).toMatchObject({
      sub: data.user!.id,
      role: 'authenticated',
      aud: 'authenticated',
      email: adminEmail(),
      aal: 'aal1',
      is_anonymous: false,
    })
    expect(claims.exp).toBe((claims.iat as number) + 3600)
    expect(claims.session_id).toMatch(/^[0-9a-f-]{36}$/)
    const rows = await sql(`select 1 from auth.sessions where id = $1 and user_id = $2`, [claims.session_id, claims.sub])
    expect(rows).toHaveLength(1)
    const user = firstOf(await sql<{ last_sign_in_at: Date | null }>(`select last_sign_in_at from auth.users where id = $1`, [claims.sub]))
    expect(user.last_sign_in_at).not.toBeNull()
  })

  it('accepts the email in any case', async () => {
    const { error } = await anonClient().auth.signInWithPassword({ email: adminEmail().toUpperCase(), password: adminPassword() })
    expect(error).toBeNull()
  })

  it.each([
    ['a wrong password', () => adminEmail(), 'wrong-password'],
    ['an unknown email', () => 'nobody-here@example.com', 'admin-password'],
  ])('refuses %s with invalid_credentials', async (_label, email, password) => {
    const { data, error } = await anonClient().auth.signInWithPassword({ email: email(), password })
    expect(data.session).toBeNull()
    expect(error?.message).toBe('Invalid login credentials')
    expect(error?.status).toBe(400)
    expect((error as { code?: string }).code).toBe('invalid_credentials')
  })

  it('verifies passwords hashed by pgcrypto, as SQL-created users have them', async () => {
    const email = `pgcrypto-${Date.now()}@example.com`
    await sql(
      `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
                               raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
       values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated', $1,
               extensions.crypt('pgcrypto-pass', extensions.gen_salt('bf')), now(),
               '{"provider":"email","providers":["email"]}', '{}', now(), now())`,
      [email],
    )
    const { data, error } = await anonClient().auth.signInWithPassword({ email, password: 'pgcrypto-pass' })
    expect(error).toBeNull()
    expect(data.user?.email).toBe(email)
  })
})

describe('getUser', () => {
  it('returns the signed-in user, id equal to the token subject', async () => {
    const client = await adminClient()
    const { data: sessionData } = await client.auth.getSession()
    const { data, error } = await client.auth.getUser()
    expect(error).toBeNull()
    expect(data.user?.id).toBe(decodeJwt(sessionData.session!.access_token).sub)
    expect(data.user?.email).toBe(adminEmail())
    expect(JSON.stringify(data.user)).not.toContain('encrypted_password')
  })
})

describe('refresh token rotation', () => {
  it('issues a new access and refresh token on every refresh', async () => {
    const client = await adminClient()
    const rt1 = (await client.auth.getSession()).data.session!.refresh_token
    const first = await client.auth.refreshSession()
    expect(first.error).toBeNull()
    const rt2 = first.data.session!.refresh_token
    expect(rt2).not.toBe(rt1)
    const second = await client.auth.refreshSession()
    expect(second.error).toBeNull()
    const rt3 = second.data.session!.refresh_token
    expect(new Set([rt1, rt2, rt3]).size).toBe(3)
    expect(decodeJwt(second.data.session!.access_token).session_id).toBe(decodeJwt(first.data.session!.access_token).session_id)
  })

  it('hands back the current token when a just-rotated one is replayed, and refuses it after the reuse window', async () => {
    const client = await adminClient()
    const rt1 = (await client.auth.getSession()).data.session!.refresh_token
    const rt2 = (await client.auth.refreshSession()).data.session!.refresh_token
    const rt3 = (await client.auth.refreshSession()).data.session!.refresh_token

    // Within 10 s (a tab that failed to save the response): the active token comes back, no new rotation.
    const replay = await refreshRaw(rt2)
    expect(replay.status).toBe(200)
    expect(((await replay.json()) as { refresh_token: string }).refresh_token).toBe(rt3)

    // Pretend the rotation happened 11 s ago rather than waiting.
    await sql(`update auth.refresh_tokens set updated_at = now() - interval '11 seconds' where token = any($1)`, [[rt1, rt2]])
    const late = await refreshRaw(rt1)
    expect(late.status).toBe(400)
    expect(late.headers.get('x-supabase-api-version')).toBe('2024-01-01')
    expect(await late.json()).toMatchObject({ code: 'refresh_token_already_used', message: 'Invalid Refresh Token: Already Used' })

    // A replay means the token may have leaked: the whole session is gone, the active token too.
    const after = await refreshRaw(rt3)
    expect(after.status).toBe(400)
    const { error } = await client.auth.getUser()
    expect(error?.name).toBe('AuthSessionMissingError')
  })

  it('refuses an unknown refresh token', async () => {
    const { data, error } = await anonClient().auth.refreshSession({ refresh_token: 'not-a-real-token' })
    expect(data.session).toBeNull()
    expect((error as { code?: string }).code).toBe('refresh_token_not_found')
    expect(error?.status).toBe(400)
  })
})

describe('signOut', () => {
  it('ends the session: the access token and the refresh token stop working', async () => {
    const client = await adminClient()
    const { session } = (await client.auth.getSession()).data
    const { error } = await client.auth.signOut()
    expect(error).toBeNull()
    expect((await client.auth.getSession()).data.session).toBeNull()

    const claims = decodeJwt(session!.access_token)
    expect(await sql(`select 1 from auth.sessions where id = $1`, [claims.session_id])).toHaveLength(0)

    const user = await anonClient().auth.getUser(session!.access_token)
    expect(user.data.user).toBeNull()
    expect(user.error?.name).toBe('AuthSessionMissingError')

    const refreshed = await refreshRaw(session!.refresh_token)
    expect(refreshed.status).toBe(400)
    expect(((await refreshed.json()) as { code: string }).code).toMatch(/^(refresh_token_not_found|session_not_found)$/)
  })

  it('scope=local ends only this session; scope=others keeps it', async () => {
    const a = await adminClient()
    const b = await adminClient()
    const c = await adminClient()
    expect((await c.auth.signOut({ scope: 'others' })).error).toBeNull()
    expect((await c.auth.getUser()).error).toBeNull()
    expect((await a.auth.getUser()).error?.name).toBe('AuthSessionMissingError')
    expect((await b.auth.getUser()).error?.name).toBe('AuthSessionMissingError')
    expect((await c.auth.signOut({ scope: 'local' })).error).toBeNull()
    expect((await c.auth.getSession()).data.session).toBeNull()
  })

  it('answers POST /logout with an empty JSON body with 204', async () => {
    const client = await adminClient()
    const token = (await client.auth.getSession()).data.session!.access_token
    const res = await fetch(`${supabaseUrl()}/auth/v1/logout?scope=local`, {
      method: 'POST',
      headers: { apikey: inject('anonKey'), authorization: `Bearer ${token}`, 'content-type': 'application/json;charset=UTF-8' },
    })
    expect(res.status).toBe(204)
    expect(await res.text()).toBe('')
  })
})

describe('signUp', () => {
  it('is refused: accounts are made by an operator', async () => {
    const email = `stranger-${Date.now()}@example.com`
    const { data, error } = await anonClient().auth.signUp({ email, password: 'secret12' })
    expect(data.session).toBeNull()
    expect(error?.status).toBe(422)
    expect((error as { code?: string }).code).toBe('signup_disabled')
    expect(error?.message).toBe('Signups not allowed for this instance')
    expect(await sql(`select 1 from auth.users where email = $1`, [email])).toHaveLength(0)
  })

  it('is reported as disabled by /settings', async () => {
    const res = await fetch(`${supabaseUrl()}/auth/v1/settings`, { headers: { apikey: inject('anonKey') } })
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ disable_signup: true, external: { email: true } })
  })
})

describe('onAuthStateChange', () => {
  it('reports SIGNED_IN, TOKEN_REFRESHED and SIGNED_OUT', async () => {
    const client = anonClient()
    const events: AuthChangeEvent[] = []
    const { data: sub } = client.auth.onAuthStateChange((event) => {
      events.push(event)
    })
    await client.auth.signInWithPassword({ email: adminEmail(), password: adminPassword() })
    await client.auth.refreshSession()
    await client.auth.signOut()
    sub.subscription.unsubscribe()
    expect(events.filter((e) => e !== 'INITIAL_SESSION')).toEqual(['SIGNED_IN', 'TOKEN_REFRESHED', 'SIGNED_OUT'])
  })
})
