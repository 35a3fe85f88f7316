/**
 * Password recovery through /auth/v1 as supabase-js drives it: resetPasswordForEmail mails a
 * one-use link through the real mail catcher, the link signs in with a recovery session in the
 * URL fragment, updateUser sets the new password; verifyOtp spends the same token as JSON.
 */
import { createHash } from 'node:crypto'
import { decodeJwt } from 'jose'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { followLink, verifyLinkFor } from '../support/auth-links.ts'
import { anonClient, closeSql, createUser, sql, unique } from '../support/clients.ts'
import { mailTo } from '../support/mail.ts'

afterAll(closeSql)

const SITE = 'http://127.0.0.1:5173'
const RESET_PAGE = `${SITE}/admin/reset-password`

async function memberWithRecoveryLink() {
  const email = `${unique('recover')}@example.com`
  const id = await createUser(email, 'old-password', false)
  const { data, error } = await anonClient().auth.resetPasswordForEmail(email, { redirectTo: RESET_PAGE })
  expect(error).toBeNull()
  expect(data).toEqual({})
  return { email, id, link: await verifyLinkFor(email, 'Reset Your Password') }
}

describe('resetPasswordForEmail', () => {
  it('mails a verify link to the app page, and the link signs in with a recovery session in the fragment', async () => {
    const { email, id, link } = await memberWithRecoveryLink()
    const url = new URL(link)
    expect(url.searchParams.get('type')).toBe('recovery')
    expect(url.searchParams.get('redirect_to')).toBe(RESET_PAGE)
    expect(url.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/)

    const followed = await followLink(link)
    expect(followed.status).toBe(303)
    expect(followed.target).toBe(RESET_PAGE)
    expect(followed.fragment.get('type')).toBe('recovery')
    expect(followed.fragment.get('token_type')).toBe('bearer')
    expect(Number(followed.fragment.get('expires_in'))).toBe(3600)
    const accessToken = followed.fragment.get('access_token') ?? ''
    const claims = decodeJwt(accessToken)
    expect(claims).toMatchObject({ sub: id, email, aal: 'aal1', role: 'authenticated' })
    expect((claims.amr as { method: string }[]).map((a) => a.method)).toEqual(['otp'])

    // The app's client picks the session up and sets the new password.
    const client = anonClient()
    const set = await client.auth.setSession({ access_token: accessToken, refresh_token: followed.fragment.get('refresh_token') ?? '' })
    expect(set.error).toBeNull()
    const updated = await client.auth.updateUser({ password: 'brand-new-password' })
    expect(updated.error).toBeNull()
    expect(updated.data.user?.email).toBe(email)

    expect((await anonClient().auth.signInWithPassword({ email, password: 'old-password' })).error?.code).toBe('invalid_credentials')
    expect((await anonClient().auth.signInWithPassword({ email, password: 'brand-new-password' })).error).toBeNull()
  })

  it('answers {} for an address with no account and sends nothing', async () => {
    const email = `${unique('nobody')}@example.com`
    const { data, error } = await anonClient().auth.resetPasswordForEmail(email, { redirectTo: RESET_PAGE })
    expect(error).toBeNull()
    expect(data).toEqual({})
    // A real address's mail arrives meanwhile, so the inbox has been written to by now.
    await memberWithRecoveryLink()
    expect(await mailTo(inject('mailUrl'), email)).toHaveLength(0)
  })

  it('sends at most one mail per address per 60 s, with the same 429 for addresses with and without an account', async () => {
    const { email } = await memberWithRecoveryLink()
    const again = await anonClient().auth.resetPasswordForEmail(email, { redirectTo: RESET_PAGE })
    expect(again.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' })
    expect(again.error?.message).toMatch(/^For security purposes, you can only request this after \d+ seconds\.$/)

    const nobody = `${unique('nobody')}@example.com`
    expect((await anonClient().auth.resetPasswordForEmail(nobody)).error).toBeNull()
    expect((await anonClient().auth.resetPasswordForEmail(nobody)).error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' })

    // A minute later a new mail may go.
    await sql(`update auth.users set recovery_sent_at = now() - interval '61 seconds' where email = $1`, [email])
    expect((await anonClient().auth.resetPasswordForEmail(email, { redirectTo: RESET_PAGE })).error).toBeNull()
    await verifyLinkFor(email, 'Reset Your Password', 2)
  })

  it('stores only a hash of the token, and a link works once', async () => {
    const { email, link } = await memberWithRecoveryLink()
    const token = new URL(link).searchParams.get('token') ?? ''
    const [row] = await sql<{ recovery_token: string }>(`select recovery_token from auth.users where email = $1`, [email])
    expect(row?.recovery_token).toBe(createHash('sha256').update(token).digest('hex'))
    expect(row?.recovery_token).not.toContain(token)

    expect((await followLink(link)).fragment.get('access_token')).toBeTruthy()
    const second = await followLink(link)
    expect(second.status).toBe(303)
    expect(second.target).toBe(RESET_PAGE)
    expect(second.fragment.get('access_token')).toBeNull()
    expect(Object.fromEntries(second.fragment)).toMatchObject({
      error: 'access_denied',
      error_code: 'otp_expired',
      error_description: 'Email link is invalid or has expired',
    })
  })

  it('refuses a link after an hour', async () => {
    const { email, link } = await memberWithRecoveryLink()
    await sql(`update auth.users set recovery_sent_at = now() - interval '3601 seconds' where email = $1`, [email])
    const followed = await followLink(link)
    expect(followed.fragment.get('error_code')).toBe('otp_expired')
    expect(followed.fragment.get('access_token')).toBeNull()
  })

  it('sends the session only to the site or an allowed address, never to another origin', async () => {
    const email = `${unique('redirect')}@example.com`
    await createUser(email, 'old-password', false)
    expect((await anonClient().auth.resetPasswordForEmail(email, { redirectTo: 'https://evil.example/steal' })).error).toBeNull()
    const link = await verifyLinkFor(email, 'Reset Your Password')
    expect(new URL(link).searchParams.get('redirect_to')).toBe(SITE)
    // A link edited by hand to point elsewhere is redirected to the site as well.
    const edited = new URL(link)
    edited.searchParams.set('redirect_to', 'https://evil.example/steal')
    const followed = await followLink(edited.toString())
    expect(followed.target).toBe(SITE)
    expect(followed.fragment.get('access_token')).toBeTruthy()
  })
})

describe('verifyOtp', () => {
  it('spends the token_hash for a session and fires PASSWORD_RECOVERY', async () => {
    const { id, link } = await memberWithRecoveryLink()
    const client = anonClient()
    const events: string[] = []
    client.auth.onAuthStateChange((event) => {
      events.push(event)
    })
    const tokenHash = new URL(link).searchParams.get('token') ?? ''
    const { data, error } = await client.auth.verifyOtp({ token_hash: tokenHash, type: 'recovery' })
    expect(error).toBeNull()
    expect(data.user?.id).toBe(id)
    expect(decodeJwt(data.session?.access_token ?? '').sub).toBe(id)
    expect(events).toContain('PASSWORD_RECOVERY')
    const again = await anonClient().auth.verifyOtp({ token_hash: tokenHash, type: 'recovery' })
    expect(again.error).toMatchObject({ status: 403, code: 'otp_expired' })
  })

  it('spends { email, token } only for the address it was sent to', async () => {
    const { email, link } = await memberWithRecoveryLink()
    const token = new URL(link).searchParams.get('token') ?? ''
    const wrong = await anonClient().auth.verifyOtp({ email: `${unique('other')}@example.com`, token, type: 'recovery' })
    expect(wrong.error).toMatchObject({ status: 403, code: 'otp_expired', message: 'Token has expired or is invalid' })
    const { data, error } = await anonClient().auth.verifyOtp({ email: email.toUpperCase(), token, type: 'recovery' })
    expect(error).toBeNull()
    expect(data.session?.access_token).toBeTruthy()
  })
})

describe('updateUser', () => {
  it('refuses a password shorter than 6 characters with weak_password, and the same password with same_password', async () => {
    const email = `${unique('weak')}@example.com`
    await createUser(email, 'first-password', false)
    const client = anonClient()
    await client.auth.signInWithPassword({ email, password: 'first-password' })
    const weak = await client.auth.updateUser({ password: '12345' })
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password', message: 'Password should be at least 6 characters.' })
    expect((weak.error as { reasons?: string[] }).reasons).toEqual(['length'])
    const same = await client.auth.updateUser({ password: 'first-password' })
    expect(same.error).toMatchObject({ status: 422, code: 'same_password' })
    expect((await anonClient().auth.signInWithPassword({ email, password: 'first-password' })).error).toBeNull()
  })

  it('merges user_metadata and answers the user', async () => {
    const email = `${unique('meta')}@example.com`
    await createUser(email, 'meta-password', false)
    const client = anonClient()
    await client.auth.signInWithPassword({ email, password: 'meta-password' })
    expect((await client.auth.updateUser({ data: { display_name: 'Ada', keep: 1 } })).error).toBeNull()
    const { data, error } = await client.auth.updateUser({ data: { display_name: 'Ada Lovelace', keep: null } })
    expect(error).toBeNull()
    expect(data.user?.user_metadata).toEqual({ display_name: 'Ada Lovelace' })
    const [row] = await sql<{ raw_user_meta_data: unknown }>(`select raw_user_meta_data from auth.users where email = $1`, [email])
    expect(row?.raw_user_meta_data).toEqual({ display_name: 'Ada Lovelace' })
  })

  it('ends the other sessions when the password changes, keeping this one', async () => {
    const email = `${unique('change')}@example.com`
    await createUser(email, 'change-password', false)
    const here = anonClient()
    const elsewhere = anonClient()
    await here.auth.signInWithPassword({ email, password: 'change-password' })
    await elsewhere.auth.signInWithPassword({ email, password: 'change-password' })
    expect((await here.auth.updateUser({ password: 'changed-password' })).error).toBeNull()
    expect((await elsewhere.auth.refreshSession()).error).toMatchObject({ status: 400 })
    expect((await here.auth.refreshSession()).error).toBeNull()
  })
})
