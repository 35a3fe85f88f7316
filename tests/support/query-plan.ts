import type pg from 'pg'
import { firstOf } from './items.ts'

/** One node of EXPLAIN (FORMAT JSON)'s plan tree: the fields the tests read. */
export interface PlanNode {
  'Node Type': string
  'Index Name'?: string
  'Index Cond'?: string
  /** Under EXPLAIN ANALYZE: how often the node ran (0 when never). */
  'Actual Loops'?: number
  Filter?: string
  'Rows Removed by Filter'?: number
  /** Per loop; a node the plan never ran has 0 loops. */
  'Actual Rows'?: number
  Plans?: PlanNode[]
}

/**
 * The JWT claims a request carries; PostgREST sets the role from `role`. `hosted_postgres` owns
 * the reader functions, so it is the role their queries run as.
 */
interface Claims {
  role: 'anon' | 'authenticated' | 'hosted_postgres'
  sub?: string
  /** The auth.sessions row the token names: is_admin() asks for a live one. */
  session_id?: string
}

function flatten(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(flatten)]
}

/**
 * EXPLAIN ANALYZE of `query` run as PostgREST runs a request: the role and JWT claims set for
 * one transaction (so RLS applies), rolled back afterwards. Returns every plan node, depth first,
 * and the execution time.
 */
export async function explainAs(pool: pg.Pool, claims: Claims, query: string, params: unknown[] = []): Promise<{ nodes: PlanNode[]; ms: number }> {
  const client = await pool.connect()
  try {
    await client.query('begin')
    await client.query(`select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`, [claims.role, JSON.stringify(claims)])
    const { rows } = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time': number }] }>(
      `explain (analyze, format json) ${query}`,
      params,
    )
    const [result] = firstOf(rows)['QUERY PLAN']
    return { nodes: flatten(result.Plan), ms: result['Execution Time'] }
  } finally {
    await client.query('rollback')
    client.release()
  }
}
