/**
 * Staff are no exception to the abuse limits. A contributor's session (or a stolen one) used
 * the site as a mailer: one POST of 30 addresses to `subscribers` sent 30 "Confirm your
 * subscription" e-mails to strangers, because staff skipped both the one-row rule and the
 * per-client sign-up limit. Only service_role and the owner (scripts on the server) may insert
 * many rows at once.
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import { decodeJwt } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeSql, createUser, serviceClient, sql, unique, userClient } from '../support/clients.ts'
import { closeRequestPool, inRequest } from '../support/in-request.ts'

const PASSWORD = 'staff-limits-password'
let contributor: SupabaseClient
let claims: Record<string, unknown>

beforeAll(async () => {
  const email = `${unique('contributor')}@example.com`
  const id = await createUser(email, PASSWORD, true)
  await sql("update public.admins set role = 'contributor' where user_id = $1", [id])
  contributor = await userClient(email, PASSWORD)
  claims = decodeJwt((await contributor.auth.getSession()).data.session?.access_token ?? '')
})

afterAll(async () => {
  await closeRequestPool()
  await closeSql()
})

const addresses = (n: number, tag: string) => Array.from({ length: n }, (_, i) => `${tag}-${i}@example.com`)

/** Confirmation mails queued for these addresses (what the sender would deliver). */
async function confirmationsFor(emails: string[]): Promise<number> {
  const [row] = await sql<{ n: number }>("select count(*)::int as n from private.mail_outbox where kind = 'confirm' and email = any($1)", [emails])
  return row?.n ?? 0
}

describe('a staff member subscribing strangers', () => {
  it('is refused an array of 30 addresses in one request (PT400): nothing stored, no confirmation mail', async () => {
    const emails = addresses(30, unique('bomb'))
    const { status, error } = await contributor.from('subscribers').insert(emails.map((email) => ({ email })))
    expect(status).toBe(400)
    expect(error?.code).toBe('PT400')
    expect(await sql('select 1 from public.subscribers where email = any($1)', [emails])).toEqual([])
    expect(await confirmationsFor(emails)).toBe(0)
  })

  it('meets the per-client limit of 10 sign-ups an hour, as a reader does', async () => {
    const client = { 'x-forwarded-for': `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.7` }
    const emails = addresses(11, unique('paced'))
    const insert = (email: string) => inRequest({ role: 'authenticated', headers: client, claims }, [['insert into public.subscribers (email) values ($1)', [email]]])
    for (const email of emails.slice(0, 10)) expect(await insert(email), email).toBeNull()
    expect(await insert(emails[10] ?? '')).toBe('PT429')
    expect(await sql('select 1 from public.subscribers where email = $1', [emails[10]])).toEqual([])
    expect(await confirmationsFor(emails)).toBe(10)
  })

  it('leaves service_role, a script on the server, free to insert many rows', async () => {
    const emails = addresses(3, unique('script'))
    const { status } = await serviceClient().from('subscribers').insert(emails.map((email) => ({ email })))
    expect(status).toBe(201)
    expect(await sql('select 1 from public.subscribers where email = any($1)', [emails])).toHaveLength(3)
  })
})
