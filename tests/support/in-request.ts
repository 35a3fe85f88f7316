import pg from 'pg'
import { inject } from 'vitest'

/** What PostgREST sets for one request: the role it switches to (none: stay the owner), headers, JWT claims. */
export interface RequestContext {
  role: 'anon' | 'authenticated' | null
  headers: Record<string, string>
  claims?: Record<string, unknown>
}

let pool: pg.Pool | undefined

/**
 * Runs `statements` in one transaction the way PostgREST runs one request, so the database's
 * own rules (triggers, policies, limits keyed on `request.headers`) see what they would behind
 * the gateway. Resolves to the SQLSTATE it failed with, or null when it committed.
 */
export async function inRequest(context: RequestContext, statements: [string, unknown[]][]): Promise<string | null> {
  try {
    await requestRows(context, statements)
    return null
  } catch (error) {
    return (error as { code?: string }).code ?? 'unknown'
  }
}

/** As `inRequest`, resolving to the last statement's rows; a failure rejects. */
export async function requestRows<T extends pg.QueryResultRow = Record<string, unknown>>(
  context: RequestContext,
  statements: [string, unknown[]][],
): Promise<T[]> {
  pool ??= new pg.Pool({ connectionString: inject('databaseUrl'), max: 4 })
  const client = await pool.connect()
  try {
    await client.query('begin')
    await client.query(`select set_config('request.headers', $1, true)`, [JSON.stringify(context.headers)])
    if (context.claims) await client.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(context.claims)])
    if (context.role) await client.query(`select set_config('role', $1, true)`, [context.role])
    let rows: T[] = []
    for (const [text, params] of statements) rows = (await client.query<T>(text, params)).rows
    await client.query('commit')
    return rows
  } catch (error) {
    await client.query('rollback')
    throw error
  } finally {
    client.release()
  }
}

export async function closeRequestPool(): Promise<void> {
  await pool?.end()
  pool = undefined
}
