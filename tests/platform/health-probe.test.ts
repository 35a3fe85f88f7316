/**
 * The availability probe against the real PostgreSQL: when every connection a role may open is
 * taken (as when slow requests hold every pool connection and the server's slots), a new
 * connection is refused, yet the probe, on the connection it keeps, still hears the database
 * answer, so a busy database is not called down and the API keeps serving.
 */
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { DbAvailability } from '../../server/src/db/availability.ts'
import { HealthProbe } from '../../server/src/db/health-probe.ts'
import { closeSql, sql, unique } from '../support/clients.ts'

const role = unique('probe').replace(/-/g, '_')
const password = 'probe-password-1'
let url: string
const opened: pg.Client[] = []

beforeAll(async () => {
  await sql(`create role ${role} login password '${password}' connection limit 2`)
  const u = new URL(inject('databaseUrl'))
  u.username = role
  u.password = password
  url = u.toString()
})

afterAll(async () => {
  for (const client of opened) await client.end().catch(() => undefined)
  await sql(`select pg_terminate_backend(pid) from pg_stat_activity where usename = $1`, [role])
  await sql(`drop role if exists ${role}`)
  await closeSql()
})

async function connect(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 })
  client.on('error', () => undefined)
  await client.connect()
  opened.push(client)
  return client
}

describe('health probe', () => {
  it('keeps answering on its own connection when no new connection can be had', async () => {
    const probe = new HealthProbe(url)
    const log: string[] = []
    // Each probe the availability check runs, to await its answer.
    const checks: Promise<void>[] = []
    const availability = new DbAvailability({
      probe: () => {
        const run = probe.run(1000)
        checks.push(run)
        return run
      },
      log: (line) => log.push(line),
    })
    try {
      await probe.run(1000)
      // The role's last slot taken by a slow request: a fresh connection is now refused.
      const busy = await connect()
      const slow = busy.query('select pg_sleep(3)')
      await expect(connect()).rejects.toMatchObject({ code: '53300' })

      for (let i = 0; i < 5; i++) await probe.run(1000)
      // A slow answer elsewhere asks for a check; the probe answers, so nothing is called down.
      availability.report(new Error('PostgreSQL sent no answer within 10000 ms'))
      expect(checks).toHaveLength(1)
      // Its answer (a rejection would fail here), which the check heard first.
      await checks[0]
      expect(availability.isDown).toBe(false)
      expect(log).toEqual([])
      await slow
    } finally {
      availability.close()
      await probe.close()
    }
  })

  it('reconnects after its connection was cut, and fails fast when the server refuses', async () => {
    const probe = new HealthProbe(url)
    try {
      await probe.run(1000)
      await sql(`select pg_terminate_backend(pid) from pg_stat_activity where usename = $1`, [role])
      // The cut is noticed by the first probe after it (an error, or the connection's end) and
      // the next one connects afresh.
      await probe.run(1000).catch(() => undefined)
      await probe.run(1000)
    } finally {
      await probe.close()
    }
    const refused = new HealthProbe('postgresql://nobody@127.0.0.1:1/none')
    const started = Date.now()
    await expect(refused.run(1000)).rejects.toThrow()
    expect(Date.now() - started).toBeLessThan(1500)
    await refused.close()
  })
})
