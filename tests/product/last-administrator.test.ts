/**
 * The team keeps an administrator even when two administrators demote each other at the same
 * moment. Each change alone is allowed (the other is still an administrator); together they
 * would leave none. Two real transactions overlap here as two requests would: the second one's
 * check has to wait for the first to commit, then see it.
 */
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest'
import { closeSql, createUser, sql, unique } from '../support/clients.ts'
import { firstOf } from '../support/items.ts'

let first: string
let second: string
/** The other administrators, made editors for the test (as the owner, which the rule leaves alone) and back after it. */
let others: string[] = []

async function admin(): Promise<string> {
  const id = await createUser(`${unique('admin')}@example.com`, 'last-admin-password', true)
  await sql("update public.admins set role = 'admin' where user_id = $1", [id])
  return id
}

/** The JWT claims of a live session of this member, as PostgREST sets them for a request. */
async function claimsOf(userId: string): Promise<string> {
  const session = firstOf(await sql<{ id: string }>('insert into auth.sessions (user_id) values ($1) returning id', [userId]))
  return JSON.stringify({ sub: userId, role: 'authenticated', session_id: session.id, aal: 'aal1', iat: Math.floor(Date.now() / 1000) })
}

/** A connection with an open transaction acting as this member's request. */
async function requestAs(claims: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: inject('databaseUrl') })
  await client.connect()
  await client.query('begin')
  await client.query(`select set_config('request.jwt.claims', $1, true), set_config('role', 'authenticated', true)`, [claims])
  return client
}

beforeAll(async () => {
  first = await admin()
  second = await admin()
  others = (await sql<{ user_id: string }>(
    "update public.admins set role = 'editor' where role = 'admin' and user_id <> all($1::uuid[]) returning user_id", [[first, second]],
  )).map((row) => row.user_id)
})

afterAll(async () => {
  await sql("update public.admins set role = 'admin' where user_id = any($1::uuid[])", [others])
  await sql('delete from auth.users where id = any($1::uuid[])', [[first, second]])
  await closeSql()
})

describe('the last administrator', () => {
  it('survives two administrators demoting each other in overlapping transactions', async () => {
    const one = await requestAs(await claimsOf(first))
    const two = await requestAs(await claimsOf(second))
    try {
      // The first demotes the second; its transaction stays open.
      await one.query("select public.set_member_role($1, 'editor')", [second])
      const twoPid = firstOf((await two.query<{ pid: number }>('select pg_backend_pid() as pid')).rows).pid

      // Meanwhile the second demotes the first.
      let outcome: string | undefined
      const demoting = two.query("select public.set_member_role($1, 'editor')", [first])
        .then(() => { outcome = 'committed' }, (error: { code?: string; message?: string }) => { outcome = `${error.code}: ${error.message}` })
      // It must wait for the first to finish (or, unprotected, it just goes through).
      await vi.waitFor(async () => {
        if (outcome) return
        const [waiting] = await sql<{ waiting: boolean }>("select wait_event_type = 'Lock' as waiting from pg_stat_activity where pid = $1", [twoPid])
        expect(waiting?.waiting).toBe(true)
      }, { timeout: 10_000, interval: 50 })

      await one.query('commit')
      await demoting
      expect(outcome).toBe('42501: the team needs at least one administrator')
      await two.query('rollback')
    } finally {
      await one.query('rollback').catch(() => undefined)
      await two.query('commit').catch(() => undefined)
      await one.end()
      await two.end()
    }
    expect(await sql("select user_id from public.admins where role = 'admin'")).toEqual([{ user_id: first }])
  })
})
