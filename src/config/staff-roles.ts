// Relative imports only, with `.ts`: the local backend and the team Edge Function (Deno) import
// this file too, so the newsroom's roles are written once in TypeScript.

/**
 * The newsroom's roles, lowest first (public.admins.role). The database keeps them as text under
 * the check constraint admins_role_check, not as an enum, so the generated database types have
 * no list to derive from: a unit test (config/database-facts.test.ts) holds this list to that
 * constraint instead.
 */
export const STAFF_ROLES = ['contributor', 'editor', 'admin'] as const

export type StaffRole = (typeof STAFF_ROLES)[number]

export function isStaffRole(value: unknown): value is StaffRole {
  return (STAFF_ROLES as readonly unknown[]).includes(value)
}

/** Each role as the invitation e-mail says it ("… as an editor"). */
export const ROLE_PHRASES: Record<StaffRole, string> = {
  contributor: 'a contributor',
  editor: 'an editor',
  admin: 'an administrator',
}
