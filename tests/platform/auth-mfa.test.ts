/**
 * Two-factor sign-in (TOTP) through supabase-js auth.mfa against /auth/v1: enrolment with a QR
 * code, challenge and verify with a code computed as an authenticator app does (RFC 6238),
 * aal and amr in the access token and readable by the database, unenrolment rules, and an
 * administrator removing a lost device's factor.
 */
import { decodeJwt } from 'jose'
import * as OTPAuth from 'otpauth'
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, describe, expect, inject, it } from 'vitest'
import pg from 'pg'
import { closeSql, createUser, serviceClient, sql, unique, userClient } from '../support/clients.ts'

afterAll(closeSql)

const codeFor = (secret: string, timestamp = Date.now()) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp })

async function member() {
  const email = `${unique('mfa')}@example.com`
  const id = await createUser(email, 'mfa-password', false)
  return { email, id, client: await userClient(email, 'mfa-password') }
}

async function enrolAndVerify(client: SupabaseClient) {
  const enrolled = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' })
  if (enrolled.error) throw enrolled.error
  const { id, totp } = enrolled.data as { id: string; totp: { secret: string } }
  const verified = await client.auth.mfa.challengeAndVerify({ factorId: id, code: codeFor(totp.secret) })
  if (verified.error) throw verified.error
  return { factorId: id, secret: totp.secret }
}

async function accessTokenOf(client: SupabaseClient): Promise<string> {
  return (await client.auth.getSession()).data.session?.access_token ?? ''
}

describe('auth.mfa TOTP', () => {
  it('enrols with an SVG QR code, the secret and an otpauth URI; the factor is unverified until a code is verified', async () => {
    const { email, id, client } = await member()
    const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Work phone', issuer: 'The Daily Opinion' })
    expect(error).toBeNull()
    expect(data).toMatchObject({ type: 'totp', friendly_name: 'Work phone' })
    const totp = (data as { totp: { qr_code: string; secret: string; uri: string } }).totp
    expect(totp.qr_code.startsWith('data:image/svg+xml;utf-8,<svg')).toBe(true)
    expect(totp.secret).toMatch(/^[A-Z2-7]{32}$/)
    const uri = new URL(totp.uri)
    expect(uri.protocol).toBe('otpauth:')
    expect(decodeURIComponent(uri.pathname)).toContain(email)
    expect(uri.searchParams.get('secret')).toBe(totp.secret)
    expect(uri.searchParams.get('issuer')).toBe('The Daily Opinion')
    const [row] = await sql<{ status: string; factor_type: string; user_id: string }>(
      `select status::text, factor_type::text, user_id::text from auth.mfa_factors where id = $1`,
      [data?.id],
    )
    expect(row).toEqual({ status: 'unverified', factor_type: 'totp', user_id: id })
    const factors = await client.auth.mfa.listFactors()
    expect(factors.data?.all).toHaveLength(1)
    expect(factors.data?.totp).toHaveLength(0)
  })

  it('refuses a wrong code and an expired challenge, and raises the session to aal2 with a right one', async () => {
    const { client } = await member()
    const before = decodeJwt(await accessTokenOf(client))
    const enrolled = await client.auth.mfa.enroll({ factorType: 'totp' })
    const factorId = enrolled.data?.id ?? ''
    const secret = (enrolled.data as { totp: { secret: string } }).totp.secret

    const challenge = await client.auth.mfa.challenge({ factorId })
    expect(challenge.error).toBeNull()
    expect(challenge.data?.expires_at).toBeGreaterThan(Date.now() / 1000 + 250)
    const wrong = await client.auth.mfa.verify({ factorId, challengeId: challenge.data?.id ?? '', code: codeFor(secret, Date.now() + 10 * 60_000) })
    expect(wrong.error).toMatchObject({ status: 422, code: 'mfa_verification_failed', message: 'Invalid TOTP code entered' })

    const stale = await client.auth.mfa.challenge({ factorId })
    await sql(`update auth.mfa_challenges set created_at = now() - interval '301 seconds' where id = $1`, [stale.data?.id])
    const expired = await client.auth.mfa.verify({ factorId, challengeId: stale.data?.id ?? '', code: codeFor(secret) })
    expect(expired.error).toMatchObject({ status: 422, code: 'mfa_challenge_expired' })

    // The previous 30 s step's code is still accepted (one step of clock drift).
    const verified = await client.auth.mfa.verify({ factorId, challengeId: challenge.data?.id ?? '', code: codeFor(secret, Date.now() - 30_000) })
    expect(verified.error).toBeNull()
    const claims = decodeJwt(verified.data?.access_token ?? '')
    expect(claims.aal).toBe('aal2')
    expect(claims.session_id).toBe(before.session_id)
    expect((claims.amr as { method: string }[]).map((a) => a.method)).toEqual(['totp', 'password'])

    // A challenge works once.
    const replay = await client.auth.mfa.verify({ factorId, challengeId: challenge.data?.id ?? '', code: codeFor(secret) })
    expect(replay.error).toMatchObject({ status: 422 })

    const level = await client.auth.mfa.getAuthenticatorAssuranceLevel()
    expect(level.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' })
    expect((await client.auth.mfa.listFactors()).data?.totp.map((f) => f.id)).toEqual([factorId])
    // The aal2 session keeps aal2 across refreshes.
    const refreshed = await client.auth.refreshSession()
    expect(decodeJwt(refreshed.data.session?.access_token ?? '').aal).toBe('aal2')
  })

  it('a new sign-in is aal1 with aal2 next; the database reads aal from the token and the factor row', async () => {
    const { email, id, client } = await member()
    await enrolAndVerify(client)
    const again = await userClient(email, 'mfa-password')
    const level = await again.auth.mfa.getAuthenticatorAssuranceLevel()
    expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' })
    expect(level.data?.currentAuthenticationMethods.map((m) => (typeof m === 'string' ? m : m.method))).toEqual(['password'])

    const db = new pg.Client({ connectionString: inject('databaseUrl') })
    await db.connect()
    try {
      await db.query('begin')
      await db.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(decodeJwt(await accessTokenOf(client)))])
      await db.query('set local role authenticated')
      const { rows } = await db.query<{ aal: string; uid: string }>(`select (select auth.jwt()->>'aal') as aal, auth.uid()::text as uid`)
      expect(rows[0]).toEqual({ aal: 'aal2', uid: id })
      // As on hosted, the API roles cannot read auth.mfa_factors directly.
      await expect(db.query(`select 1 from auth.mfa_factors`)).rejects.toThrow(/permission denied for table mfa_factors/)
      await db.query('rollback')
    } finally {
      await db.end()
    }
    expect(await sql(`select 1 from auth.mfa_factors where user_id = $1 and status = 'verified'`, [id])).toHaveLength(1)
  })

  it('unenrolling a verified factor needs aal2; an aal2 session may', async () => {
    const { email, client } = await member()
    const { factorId, secret } = await enrolAndVerify(client)
    const aal1 = await userClient(email, 'mfa-password')
    const refused = await aal1.auth.mfa.unenroll({ factorId })
    expect(refused.error).toMatchObject({ status: 422, code: 'insufficient_aal', message: 'AAL2 required to unenroll verified factor' })
    // The aal1 session also may not change the password.
    expect((await aal1.auth.updateUser({ password: 'another-password' })).error).toMatchObject({ status: 401, code: 'insufficient_aal' })

    // The next step's code: the one that enrolled the factor is spent (a code is accepted once).
    const stepUp = await aal1.auth.mfa.challengeAndVerify({ factorId, code: codeFor(secret, Date.now() + 30_000) })
    expect(stepUp.error).toBeNull()
    const removed = await aal1.auth.mfa.unenroll({ factorId })
    expect(removed.error).toBeNull()
    expect(removed.data).toEqual({ id: factorId })
    expect(await sql(`select 1 from auth.mfa_factors where id = $1`, [factorId])).toHaveLength(0)
  })

  it('refuses an eleventh code for one factor within five minutes with 429, right or wrong', async () => {
    const { client } = await member()
    const enrolled = await client.auth.mfa.enroll({ factorType: 'totp' })
    const factorId = enrolled.data?.id ?? ''
    const secret = (enrolled.data as { totp: { secret: string } }).totp.secret
    const challengeId = (await client.auth.mfa.challenge({ factorId })).data?.id ?? ''
    const wrongCode = codeFor(secret, Date.now() + 10 * 60_000)
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await client.auth.mfa.verify({ factorId, challengeId, code: wrongCode })).error).toMatchObject({ code: 'mfa_verification_failed' })
    }
    const blocked = await client.auth.mfa.verify({ factorId, challengeId, code: codeFor(secret) })
    expect(blocked.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' })
    expect(await sql(`select 1 from auth.mfa_factors where id = $1 and status = 'verified'`, [factorId])).toHaveLength(0)
  })

  it('an administrator removes a lost device with auth.admin.mfa.deleteFactor; listUsers shows the factor first', async () => {
    const { id, client } = await member()
    const { factorId } = await enrolAndVerify(client)
    const listed = await serviceClient().auth.admin.listUsers({ perPage: 1000 })
    expect(listed.data.users.find((u) => u.id === id)?.factors?.map((f) => [f.id, f.status])).toEqual([[factorId, 'verified']])
    const factors = await serviceClient().auth.admin.mfa.listFactors({ userId: id })
    expect(factors.data?.factors.map((f) => f.id)).toEqual([factorId])
    const deleted = await serviceClient().auth.admin.mfa.deleteFactor({ userId: id, id: factorId })
    expect(deleted.error).toBeNull()
    expect(await sql(`select 1 from auth.mfa_factors where id = $1`, [factorId])).toHaveLength(0)
    // The session it raised drops to aal1 at its next refresh.
    const refreshed = await client.auth.refreshSession()
    expect(decodeJwt(refreshed.data.session?.access_token ?? '').aal).toBe('aal1')
  })
})
