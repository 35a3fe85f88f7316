import { isStaffRole, type StaffRole } from '../../config/staff-roles.ts'
import type { DbClient } from '../db-client.ts'

export type { StaffRole } from '../../config/staff-roles.ts'

/**
 * The signed-in member's role from the database (`public.staff_role()`), or null for an account
 * that is not on the team (or whose session has ended).
 */
export async function fetchStaffRole(db: DbClient): Promise<StaffRole | null> {
  const { data } = await db.rpc('staff_role').throwOnError()
  return isStaffRole(data) ? data : null
}

/**
 * Whether the caller's session meets the two-factor rule (`session_meets_two_factor_rule()`):
 * personal data (subscriber and team addresses) is read only from such a session.
 */
export async function fetchTwoFactorRuleMet(db: DbClient): Promise<boolean> {
  const { data } = await db.rpc('session_meets_two_factor_rule').throwOnError()
  return data === true
}

/**
 * What a role may do, so the dashboard offers only that. The database enforces the same rules
 * (RLS and function checks); this only spares a member buttons that would be refused.
 */
export function staffPermissions(role: StaffRole) {
  const editor = role === 'editor' || role === 'admin'
  const admin = role === 'admin'
  return {
    /** Publish, schedule, unpublish, feature, mark breaking; edit any article. */
    publish: editor,
    /** "Submit for review": a contributor's way to publishing. */
    submitForReview: !editor,
    moderateComments: editor,
    manageVideos: editor,
    /** How many subscribers there are in each state. */
    readSubscriberCounts: editor,
    /** The addresses themselves: personal data, with the two-factor rule. */
    readSubscriberAddresses: admin,
    sendNewsletters: editor,
    exportSubscribers: admin,
    eraseSubscribers: admin,
    manageTeam: admin,
    changeSettings: admin,
  }
}

/** The words for an action the database refused for this role ("Only editors can publish."). */
export const REFUSED = {
  publish: 'Only editors can publish, schedule or unpublish articles.',
  editPublished: 'Only editors can change a published article.',
  editOthers: 'Contributors can change only their own drafts.',
  erase: 'Only administrators can erase subscribers.',
  export: 'Only administrators can export subscribers.',
} as const
