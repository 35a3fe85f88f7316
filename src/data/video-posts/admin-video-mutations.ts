import { supabase } from '../../lib/supabase.ts'
import { useAdminMutation } from '../admin-mutation.ts'
import type { MutationCallbacks } from '../mutation-callbacks.ts'
import { createVideo, deleteVideo, type NewVideo } from './video-fetchers.ts'
import { videoKeys } from './video-keys.ts'

/** Adds a video post; the dashboard list, the count and the public player's list refresh. */
export function useAddVideoMutation(callbacks?: MutationCallbacks<void, NewVideo>) {
  return useAdminMutation({
    mutationFn: (video: NewVideo) => createVideo(supabase, video),
    meta: { errorTitle: 'Database Error', errorMessage: "The video post wasn't saved." },
    invalidates: () => [videoKeys.all],
  }, callbacks)
}

export interface DeleteVideoInput {
  id: string
  title: string
}

export function useDeleteVideoMutation(callbacks?: MutationCallbacks<void, DeleteVideoInput>) {
  return useAdminMutation({
    mutationFn: ({ id }: DeleteVideoInput) => deleteVideo(supabase, id),
    meta: { errorTitle: 'Delete Error', errorMessage: "The video post wasn't deleted." },
    invalidates: () => [videoKeys.all],
  }, callbacks)
}
