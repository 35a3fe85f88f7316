/**
 * The role rules are one list in SQL (private.staff_rules: role, rank, what it may do), which
 * private.staff_may reads and docs/security.md shows. A rule naming a role the list does not hold
 * (a typo in a future policy) allows nothing: staff_may used to treat any unknown word as
 * "contributor".
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { STAFF_ROLES } from '../../src/config/staff-roles.ts'
import { closeSql, createUser, sql, unique } from '../support/clients.ts'
import { firstOf } from '../support/items.ts'

type Role = (typeof STAFF_ROLES)[number]
const members = {} as Record<Role, string>
let client: pg.Client

beforeAll(async () => {
  for (const role of STAFF_ROLES) {
    members[role] = await createUser(`${unique(role)}@example.com`, 'role-rules-password', true)
    await sql('update public.admins set role = $2 where user_id = $1', [members[role], role])
  }
  client = new pg.Client({ connectionString: inject('databaseUrl') })
  await client.connect()
})

afterAll(async () => {
  await client.end()
  await closeSql()
})

/** private.staff_may(need) as a request of this member (a live session, aal2) would run it. */
async function staffMay(userId: string, need: string | null): Promise<boolean> {
  const session = firstOf(await sql<{ id: string }>('insert into auth.sessions (user_id) values ($1) returning id', [userId]))
  const claims = JSON.stringify({ sub: userId, role: 'authenticated', session_id: session.id, aal: 'aal2', iat: Math.floor(Date.now() / 1000) })
  await client.query('begin')
  try {
    await client.query(`select set_config('request.jwt.claims', $1, true), set_config('role', 'authenticated', true)`, [claims])
    return firstOf((await client.query<{ may: boolean }>('select private.staff_may($1) as may', [need])).rows).may
  } finally {
    await client.query('rollback')
  }
}

describe('private.staff_may', () => {
  it('allows a role and every role above it, as the list ranks them', async () => {
    const rank = (role: Role) => STAFF_ROLES.indexOf(role)
    for (const held of STAFF_ROLES) {
      for (const need of STAFF_ROLES) {
        expect(await staffMay(members[held], need), `${held} as ${need}`).toBe(rank(held) >= rank(need))
      }
    }
  })

  it('fails closed on a role the list does not hold, even for an administrator', async () => {
    for (const typo of ['admn', 'editors', 'Admin', 'owner', '', null]) {
      expect(await staffMay(members.admin, typo), JSON.stringify(typo)).toBe(false)
    }
  })
})

describe('the list of who may do what', () => {
  it('holds the roles of the check constraint and of src/config, lowest first', async () => {
    const rules = await sql<{ role: string; rank: number; may: string }>('select role, rank, may from private.staff_rules() order by rank')
    expect(rules.map((rule) => rule.role)).toEqual([...STAFF_ROLES])
    expect(rules.map((rule) => rule.rank)).toEqual([1, 2, 3])
  })

  it('is what docs/security.md shows', async () => {
    const rules = await sql<{ role: string; rank: number; may: string }>('select role, rank, may from private.staff_rules() order by rank')
    const doc = readFileSync(path.resolve(import.meta.dirname, '../../docs/security.md'), 'utf8')
    const rows = doc.split('\n').filter((line) => /^\| (contributor|editor|admin) \|/.test(line))
      .map((line) => line.split('|').slice(1, -1).map((cell) => cell.trim()))
    expect(rows).toEqual(rules.map((rule) => [rule.role, String(rule.rank), rule.may]))
  })
})
