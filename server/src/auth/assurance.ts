/**
 * A session's authenticator assurance level and `amr` claim, from auth.mfa_amr_claims as GoTrue
 * computes them (models.Session.CalculateAALAndAMR): aal2 once a second factor was verified in
 * the session, methods ordered most recent first.
 */
import type { Pool, PoolClient } from 'pg'

export type AuthenticationMethod = 'password' | 'otp' | 'totp'

export interface AmrEntry {
  method: string
  timestamp: number
}

export interface Assurance {
  aal: 'aal1' | 'aal2'
  amr: AmrEntry[]
}

const SECOND_FACTORS = new Set(['totp', 'mfa/phone', 'mfa/webauthn'])

/** Records (or refreshes) how the session was authenticated. */
export async function recordAmr(db: Pool | PoolClient, sessionId: string, method: AuthenticationMethod): Promise<void> {
  await db.query(
    `insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method)
     values (gen_random_uuid(), $1, now(), now(), $2)
     on conflict (session_id, authentication_method) do update set updated_at = now()`,
    [sessionId, method],
  )
}

export function assuranceOf(claims: { method: string; at: Date }[]): Assurance {
  // Sorted on the full time: a code verified in the same second as the password still comes first.
  const amr = [...claims]
    .sort((a, b) => b.at.getTime() - a.at.getTime())
    .map((c) => ({ method: c.method, timestamp: Math.floor(c.at.getTime() / 1000) }))
  return { aal: amr.some((e) => SECOND_FACTORS.has(e.method)) ? 'aal2' : 'aal1', amr }
}

/**
 * The session's assurance. A session without claims (started before this backend recorded them)
 * counts as a password sign-in at `fallbackAt`.
 */
export async function sessionAssurance(db: Pool | PoolClient, sessionId: string, fallbackAt: number): Promise<Assurance> {
  const { rows } = await db.query<{ method: string; at: Date }>(
    `select authentication_method as method, updated_at as at from auth.mfa_amr_claims where session_id = $1`,
    [sessionId],
  )
  if (rows.length === 0) return { aal: 'aal1', amr: [{ method: 'password', timestamp: fallbackAt }] }
  return assuranceOf(rows)
}
