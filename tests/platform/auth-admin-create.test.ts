/**
 * Where GoTrue's own client suites found the local backend answering differently from GoTrue:
 * auth.admin.createUser, GoTrue's address pattern on invitations, and the phone/SMS verification
 * types refused by name instead of a bare 400.
 */
import { afterAll, describe, expect, inject, it } from 'vitest'
import { anonClient, closeSql, serviceClient, sql, supabaseUrl, unique } from '../support/clients.ts'

afterAll(closeSql)

describe('auth.admin.createUser', () => {
  it('creates a confirmed e-mail account with metadata that can sign in with its password', async () => {
    const email = `${unique('created')}@example.com`
    const { data, error } = await serviceClient().auth.admin.createUser({
      email,
      password: 'created-password',
      email_confirm: true,
      user_metadata: { display_name: 'Made By Admin' },
      app_metadata: { plan: 'staff' },
    })
    expect(error).toBeNull()
    expect(data.user).toMatchObject({
      email,
      user_metadata: { display_name: 'Made By Admin' },
      app_metadata: { plan: 'staff', provider: 'email', providers: ['email'] },
    })
    expect(data.user?.email_confirmed_at).toBeTruthy()
    const [row] = await sql<{ n: string }>(`select count(*)::text as n from auth.identities where user_id = $1 and provider = 'email'`, [data.user?.id])
    expect(row?.n).toBe('1')
    const signIn = await anonClient().auth.signInWithPassword({ email, password: 'created-password' })
    expect(signIn.error).toBeNull()
    expect(signIn.data.user?.id).toBe(data.user?.id)
  })

  it('leaves the address unconfirmed without email_confirm, and refuses a taken address with 422 email_exists', async () => {
    const email = `${unique('unconfirmed')}@example.com`
    const first = await serviceClient().auth.admin.createUser({ email, password: 'created-password' })
    expect(first.error).toBeNull()
    expect(first.data.user?.email_confirmed_at).toBeUndefined()
    const again = await serviceClient().auth.admin.createUser({ email: email.toUpperCase(), password: 'created-password' })
    expect(again.data.user).toBeNull()
    expect(again.error).toMatchObject({ status: 422, code: 'email_exists' })
  })

  it('is refused to the anon key', async () => {
    const email = `${unique('sneaky')}@example.com`
    const anonKey = inject('anonKey')
    const res = await fetch(`${supabaseUrl()}/auth/v1/admin/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', apikey: anonKey, authorization: `Bearer ${anonKey}` },
      body: JSON.stringify({ email, password: 'sneaky-password' }),
    })
    expect(res.status).toBe(403)
    expect(await res.json()).toMatchObject({ code: 'not_admin' })
    const [row] = await sql<{ n: string }>(`select count(*)::text as n from auth.users where email = $1`, [email])
    expect(row?.n).toBe('0')
  })
})

describe("GoTrue's address pattern", () => {
  it.each(['xx:;x@x.x', 'a b@example.com', 'name@-example.com'])('refuses %j for an invitation and for createUser with 400', async (email) => {
    const invite = await serviceClient().auth.admin.inviteUserByEmail(email)
    expect(invite.data.user).toBeNull()
    expect(invite.error).toMatchObject({ status: 400, message: 'Unable to validate email address: invalid format' })
    const created = await serviceClient().auth.admin.createUser({ email, password: 'created-password' })
    expect(created.error).toMatchObject({ status: 400, message: 'Unable to validate email address: invalid format' })
    const [row] = await sql<{ n: string }>(`select count(*)::text as n from auth.users where email = $1`, [email])
    expect(row?.n).toBe('0')
  })
})

describe('verification types this backend never sends', () => {
  it('names SMS verification as missing instead of a bare 400', async () => {
    const { data, error } = await anonClient().auth.verifyOtp({ phone: '15555550100', token: '123456', type: 'sms' })
    expect(data.user).toBeNull()
    expect(error).toMatchObject({ status: 404 })
    expect(error?.message).toMatch(/SMS one-time codes\) is not implemented/)
  })
})

describe('features left off, answered as GoTrue answers with them off', () => {
  it('SSO is 404 saml_provider_disabled; linking or unlinking an identity is 404 manual_linking_disabled', async () => {
    const sso = await anonClient().auth.signInWithSSO({ domain: 'example.com' })
    expect(sso.error).toMatchObject({ status: 404, code: 'saml_provider_disabled', message: 'SAML 2.0 is disabled' })

    const email = `${unique('linker')}@example.com`
    expect((await serviceClient().auth.admin.createUser({ email, password: 'linker-password', email_confirm: true })).error).toBeNull()
    const client = anonClient()
    expect((await client.auth.signInWithPassword({ email, password: 'linker-password' })).error).toBeNull()
    const link = await client.auth.linkIdentity({ provider: 'github', options: { skipBrowserRedirect: true } })
    expect(link.error).toMatchObject({ status: 404, code: 'manual_linking_disabled', message: 'Manual linking is disabled' })
    const identities = await client.auth.getUserIdentities()
    const identity = identities.data?.identities[0]
    expect(identity).toBeDefined()
    if (identity) {
      const unlink = await client.auth.unlinkIdentity(identity)
      expect(unlink.error).toMatchObject({ status: 404, code: 'manual_linking_disabled' })
    }
  })
})
