import pg from 'pg'
import { inject } from 'vitest'

/**
 * Runs `work` on a connection of its own inside a transaction that is always rolled back, so a
 * test can load thousands of rows, or a state the shared database must not be left in, and leave
 * nothing behind. ANALYZE writes a table's statistics in place, outside the transaction: the
 * tables in `reanalyze` are analysed again afterwards, so later tests are planned on real sizes.
 */
export async function inRolledBackTransaction(work: (client: pg.Client) => Promise<void>, options: { reanalyze?: string[] } = {}): Promise<void> {
  const client = new pg.Client({ connectionString: inject('databaseUrl') })
  await client.connect()
  try {
    await client.query('begin')
    await work(client)
  } finally {
    // Caught so that a connection the work broke cannot hide the work's own error.
    await client.query('rollback').catch(() => undefined)
    for (const table of options.reanalyze ?? []) await client.query(`analyze ${table}`).catch(() => undefined)
    await client.end()
  }
}
