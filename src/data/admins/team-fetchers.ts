import { FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js'
import type { StaffRole } from '../../config/staff-roles.ts'
import type { Database } from '../../types/database.types.ts'
import type { DbClient } from '../db-client.ts'

export type TeamMember = Database['public']['Functions']['team_members']['Returns'][number]
export type { StaffRole }

/** The staff with their sign-in facts (administrators only: the database refuses anyone else). */
export async function fetchTeamMembers(db: DbClient): Promise<TeamMember[]> {
  const { data } = await db.rpc('team_members').throwOnError()
  return data
}

export async function setMemberRole(db: DbClient, userId: string, role: StaffRole): Promise<void> {
  await db.rpc('set_member_role', { member: userId, new_role: role }).throwOnError()
}

export async function removeMember(db: DbClient, userId: string): Promise<void> {
  await db.rpc('remove_member', { member: userId }).throwOnError()
}

/** A refusal of the team function, carrying its own words (which address, which rule). */
export class TeamActionError extends Error {
  constructor(message: string, readonly status: number) {
    super(message)
    this.name = 'TeamActionError'
  }
}

type TeamAction = { action: 'invite'; email: string; role: StaffRole } | { action: 'revoke' | 'remove-factors'; userId: string }

/** What the team function did: `resent` when an invitation still pending was sent again. */
export interface TeamAnswer {
  resent: boolean
}

/** Calls the team Edge Function with the administrator's session: it holds the service key, the browser never does. */
export async function callTeamFunction(client: Pick<SupabaseClient, 'functions'>, body: TeamAction): Promise<TeamAnswer> {
  const result = await client.functions.invoke<unknown>('team', { body })
  // supabase-js types a failure's error as `any`: read it as what it may be.
  const error: unknown = result.error
  if (!error) {
    const data: unknown = result.data
    return { resent: typeof data === 'object' && data !== null && 'resent' in data && data.resent === true }
  }
  if (error instanceof FunctionsHttpError) {
    // functions-js puts the function's Response in `context` (typed `any`).
    const response: unknown = error.context
    const status = response instanceof Response ? response.status : 500
    const answer: unknown = response instanceof Response ? await response.json().catch(() => null) : null
    const words = typeof answer === 'object' && answer !== null && 'error' in answer ? answer.error : undefined
    throw new TeamActionError(typeof words === 'string' ? words : `The team function answered ${status}.`, status)
  }
  throw error instanceof Error ? error : new Error('The team function could not be reached.')
}
