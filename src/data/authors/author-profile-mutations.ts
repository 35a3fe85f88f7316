import { supabase } from '../../lib/supabase.ts'
import { useAdminMutation } from '../admin-mutation.ts'
import type { MutationCallbacks } from '../mutation-callbacks.ts'
import { updateOwnBio, type OwnAuthorProfile } from './author-bio.ts'
import { updateDisplayName } from './display-name.ts'
import { authorKeys } from './author-keys.ts'

export interface DisplayNameInput {
  userId: string
  displayName: string
}

/** Sets the caller's byline name; new articles take it from then on (the database assigns bylines). */
export function useUpdateDisplayNameMutation(callbacks?: MutationCallbacks<string | null, DisplayNameInput>) {
  return useAdminMutation({
    mutationFn: ({ userId, displayName }: DisplayNameInput) => updateDisplayName(supabase, userId, displayName),
    meta: {
      errorTitle: 'Byline not saved',
      errorMessage: "Your byline wasn't saved.",
      // The database's own refusal (a name the form's check let through, e.g. from an older tab).
      errorMessages: {
        invalid: "Your byline wasn't saved: a byline is printable text of at most 80 characters, with no invisible, control or text-direction characters.",
        taken: "Your byline wasn't saved: another writer, or the site itself, already has that name (names are compared without case, accents or spaces). Choose a different one.",
      },
    },
    updateCache: (client, data, { userId }) => client.setQueryData(authorKeys.displayName(userId), data),
    // A first display name gives the member their author page (the database fills the slug).
    invalidates: ({ userId }) => [authorKeys.profile(userId)],
  }, callbacks)
}

export interface BioInput {
  userId: string
  bio: string
}

/** Sets the caller's bio, shown on their author page. */
export function useUpdateBioMutation(callbacks?: MutationCallbacks<OwnAuthorProfile, BioInput>) {
  return useAdminMutation({
    mutationFn: ({ userId, bio }: BioInput) => updateOwnBio(supabase, userId, bio),
    meta: {
      errorTitle: 'Bio not saved',
      errorMessage: "Your bio wasn't saved.",
      // The database's own refusal (a bio the form's check let through, e.g. from an older tab).
      errorMessages: { invalid: "Your bio wasn't saved: a bio is at most 400 characters." },
    },
    updateCache: (client, data, { userId }) => client.setQueryData(authorKeys.profile(userId), data),
  }, callbacks)
}
