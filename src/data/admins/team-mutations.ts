import { supabase } from '../../lib/supabase.ts'
import { useAdminMutation } from '../admin-mutation.ts'
import type { MutationCallbacks } from '../mutation-callbacks.ts'
import { callTeamFunction, removeMember, setMemberRole, type StaffRole, type TeamAnswer } from './team-fetchers.ts'
import { adminKeys } from './admin-keys.ts'

const refresh = () => [adminKeys.members()]

export interface InviteInput {
  email: string
  role: StaffRole
}

/** Sends the invitation (again, when one is pending); the form shows the function's own refusal in place, so no toast. */
export function useInviteMemberMutation(callbacks?: MutationCallbacks<TeamAnswer, InviteInput>) {
  return useAdminMutation({
    mutationFn: ({ email, role }: InviteInput) => callTeamFunction(supabase, { action: 'invite', email, role }),
    meta: { errorToast: false },
    invalidates: refresh,
  }, callbacks)
}

export function useRevokeInvitationMutation(callbacks?: MutationCallbacks<TeamAnswer, string>) {
  return useAdminMutation({
    mutationFn: (userId: string) => callTeamFunction(supabase, { action: 'revoke', userId }),
    meta: { errorTitle: 'Invitation not withdrawn', errorMessage: "The invitation wasn't withdrawn." },
    invalidates: refresh,
  }, callbacks)
}

export function useRemoveFactorsMutation(callbacks?: MutationCallbacks<TeamAnswer, string>) {
  return useAdminMutation({
    mutationFn: (userId: string) => callTeamFunction(supabase, { action: 'remove-factors', userId }),
    meta: { errorTitle: 'Two-factor not removed', errorMessage: "The member's two-factor sign-in wasn't removed." },
    invalidates: refresh,
  }, callbacks)
}

export interface RoleInput {
  userId: string
  role: StaffRole
}

export function useSetMemberRoleMutation(callbacks?: MutationCallbacks<void, RoleInput>) {
  return useAdminMutation({
    mutationFn: ({ userId, role }: RoleInput) => setMemberRole(supabase, userId, role),
    meta: {
      errorTitle: 'Role not changed',
      errorMessage: "The role wasn't changed.",
      errorMessages: { 'not-allowed': "The role wasn't changed: only administrators can change roles, and not their own." },
    },
    invalidates: refresh,
  }, callbacks)
}

export function useRemoveMemberMutation(callbacks?: MutationCallbacks<void, string>) {
  return useAdminMutation({
    mutationFn: (userId: string) => removeMember(supabase, userId),
    meta: {
      errorTitle: 'Member not removed',
      errorMessage: "The member wasn't removed.",
      errorMessages: { 'not-allowed': "The member wasn't removed: only administrators can remove members, and not themselves." },
    },
    invalidates: refresh,
  }, callbacks)
}
