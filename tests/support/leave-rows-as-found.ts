/**
 * Runs around every integration test file (setupFiles). All files share one database, and
 * tests that read "the newest articles" compare against whatever is in it: an article another
 * file left behind, above all one dated in the future, would be newer than a test's own. So
 * each file ends by deleting the articles and videos it created, whichever way it created them
 * (fixtures, the API, the app's fetchers); comments on those articles go with them (cascade).
 */
import pg from 'pg'
import { afterAll, beforeAll, beforeEach, inject } from 'vitest'
import { firstOf } from './items.ts'

const TABLES = ['articles', 'video_posts'] as const

type Table = (typeof TABLES)[number]

/** The ids each table held when the file started; unset if that could not be read. */
let before: Map<Table, string[]> | undefined

async function withClient<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: inject('databaseUrl') })
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.end()
  }
}

beforeAll(async () => {
  before = await withClient(async (client) => {
    const found = new Map<Table, string[]>()
    for (const table of TABLES) {
      const { rows } = await client.query<{ ids: string[] }>(`select coalesce(array_agg(id), '{}') as ids from public.${table}`)
      found.set(table, firstOf(rows).ids)
    }
    return found
  })
})

afterAll(async () => {
  const found = before
  if (!found) return
  await withClient(async (client) => {
    for (const table of TABLES) {
      await client.query(`delete from public.${table} where id <> all($1::uuid[])`, [found.get(table)])
    }
  })
})

/**
 * Every request of the suite comes from 127.0.0.1, one client to the per-client sign-up limit
 * (10 an hour): each test starts a new hour for it, as separate readers would. Tests of the
 * limit itself use addresses of their own.
 */
beforeEach(async () => {
  await withClient((client) => client.query(`delete from private.subscribe_attempts`))
})
