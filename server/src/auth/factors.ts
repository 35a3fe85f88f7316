/** auth.mfa_factors rows as GoTrue's factor JSON, for GET /user and the admin routes. */
import type { Pool, PoolClient } from 'pg'
import type { GoTrueFactor } from './tokens.ts'

interface FactorRow {
  id: string
  friendly_name: string | null
  factor_type: string
  status: string
  created_at: Date
  updated_at: Date
  phone: string | null
  last_challenged_at: Date | null
}

export const FACTOR_COLUMNS = `id::text, friendly_name, factor_type::text, status::text, created_at, updated_at, phone, last_challenged_at`

export function toGoTrueFactor(row: FactorRow): GoTrueFactor {
  const factor: GoTrueFactor = {
    id: row.id,
    factor_type: row.factor_type,
    status: row.status,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    phone: row.phone ?? '',
    last_challenged_at: row.last_challenged_at ? row.last_challenged_at.toISOString() : null,
  }
  if (row.friendly_name) factor.friendly_name = row.friendly_name
  return factor
}

export async function factorsOf(db: Pool | PoolClient, userId: string): Promise<GoTrueFactor[]> {
  const { rows } = await db.query<FactorRow>(
    `select ${FACTOR_COLUMNS} from auth.mfa_factors where user_id = $1 order by created_at`,
    [userId],
  )
  return rows.map(toGoTrueFactor)
}

/** Factors of many users at once (the admin list), keyed by user id. */
export async function factorsOfUsers(db: Pool | PoolClient, userIds: string[]): Promise<Map<string, GoTrueFactor[]>> {
  const byUser = new Map<string, GoTrueFactor[]>()
  if (userIds.length === 0) return byUser
  const { rows } = await db.query<FactorRow & { user_id: string }>(
    `select user_id::text, ${FACTOR_COLUMNS} from auth.mfa_factors where user_id = any($1::uuid[]) order by created_at`,
    [userIds],
  )
  for (const row of rows) byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), toGoTrueFactor(row)])
  return byUser
}

export async function hasVerifiedFactor(db: Pool | PoolClient, userId: string): Promise<boolean> {
  const { rowCount } = await db.query(`select 1 from auth.mfa_factors where user_id = $1 and status = 'verified' limit 1`, [userId])
  return (rowCount ?? 0) > 0
}
