/**
 * Personal data is read under the rule that guards writes: subscriber addresses and the team's
 * e-mail addresses only by an administrator whose session meets the two-factor rule. Editors
 * used to page through every subscriber address, and an administrator's session signed in with
 * the password alone (a stolen password is enough for that) read both lists, while the CSV export
 * next to them asked for two-factor.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeSql, createUser, signUserToken, sql, tokenClient, unique } from '../support/clients.ts'
import { firstOf } from '../support/items.ts'

const PASSWORD = 'personal-data-password'
const subscriber = `${unique('private')}@example.com`
let editorId: string
let adminId: string

/** A member's client with a token we sign: `aal` as the session's level, on a live session of theirs. */
async function clientOf(userId: string, aal: 'aal1' | 'aal2') {
  const session = firstOf(await sql<{ id: string }>('insert into auth.sessions (user_id) values ($1) returning id', [userId]))
  return tokenClient(await signUserToken(userId, { aal, session_id: session.id }))
}

async function member(role: 'editor' | 'admin'): Promise<string> {
  const id = await createUser(`${unique(role)}@example.com`, PASSWORD, true)
  await sql('update public.admins set role = $2 where user_id = $1', [id, role])
  return id
}

beforeAll(async () => {
  await sql("insert into public.subscribers (email, status, confirmed_at) values ($1, 'confirmed', now())", [subscriber])
  editorId = await member('editor')
  adminId = await member('admin')
})

afterAll(async () => {
  await sql('delete from public.subscribers where email = $1', [subscriber])
  await sql("update public.site_settings set require_two_factor = false")
  await closeSql()
})

/** What each way of reading personal data gives this client. */
async function reads(client: ReturnType<typeof tokenClient>) {
  const list = await client.from('subscribers').select('email').eq('email', subscriber)
  const team = await client.rpc('team_members')
  const exported = await client.rpc('export_subscribers')
  const counts = await client.rpc('subscriber_status_counts')
  return {
    addresses: (list.data ?? []).map((row) => row.email),
    team: team.error?.code ?? 'read',
    exported: exported.error?.code ?? 'read',
    counts: counts.error?.code ?? 'read',
  }
}

describe('subscriber and team addresses', () => {
  it('an editor sees how many subscribers there are in each state, never their addresses or the team’s', async () => {
    const editor = await clientOf(editorId, 'aal2')
    expect(await reads(editor)).toEqual({ addresses: [], team: '42501', exported: '42501', counts: 'read' })
    // The Overview's count too (counted past the addresses' policy, for editors only).
    const [{ total } = { total: -1 }] = await sql<{ total: number }>('select count(*)::int as total from public.subscribers')
    expect(((await editor.rpc('overview_counts')).data as { subscribers: number }).subscribers).toBe(total)
  })

  it('an administrator with two-factor reads nothing personal from a password-only (aal1) session, everything from aal2', async () => {
    await sql(`insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
               values (gen_random_uuid(), $1, 'Phone', 'totp', 'verified', now(), now(), 'JBSWY3DPEHPK3PXP')`, [adminId])
    const aal1 = await clientOf(adminId, 'aal1')
    expect(await reads(aal1)).toEqual({ addresses: [], team: '42501', exported: '42501', counts: '42501' })
    expect((await aal1.rpc('session_meets_two_factor_rule')).data).toBe(false)

    const aal2 = await clientOf(adminId, 'aal2')
    expect(await reads(aal2)).toEqual({ addresses: [subscriber], team: 'read', exported: 'read', counts: 'read' })
    expect((await aal2.rpc('session_meets_two_factor_rule')).data).toBe(true)
  })

  it('while two-factor is required for everyone, an administrator without it reads no addresses', async () => {
    const admin = await member('admin')
    const aal1 = await clientOf(admin, 'aal1')
    expect((await reads(aal1)).addresses).toEqual([subscriber])
    await sql('update public.site_settings set require_two_factor = true')
    try {
      expect(await reads(aal1)).toMatchObject({ addresses: [], team: '42501', exported: '42501' })
    } finally {
      await sql('update public.site_settings set require_two_factor = false')
    }
  })
})
