import { useMutation } from '@tanstack/react-query'
import { withSessionGuard } from '../../lib/session-guard.ts'
import { supabase } from '../../lib/supabase.ts'
import type { MutationCallbacks } from '../mutation-callbacks.ts'
import { createVideo, deleteVideo, type NewVideo } from './video-fetchers.ts'
import { videoKeys } from './keys.ts'

/** Adds a video post; the dashboard list, the count and the public player's list refresh. */
export function useAddVideoMutation({ onSuccess, meta }: MutationCallbacks<void, NewVideo> = {}) {
  return useMutation({
    mutationFn: (video: NewVideo) => withSessionGuard(() => createVideo(supabase, video)),
    meta: { errorTitle: 'Database Error', errorMessage: "The video post wasn't saved.", ...meta },
    onSuccess: async (data, variables, onMutateResult, context) => {
      await onSuccess?.(data, variables, onMutateResult, context)
      await context.client.invalidateQueries({ queryKey: videoKeys.all })
    },
  })
}

export interface DeleteVideoInput {
  id: string
  title: string
}

export function useDeleteVideoMutation({ onSuccess, meta }: MutationCallbacks<void, DeleteVideoInput> = {}) {
  return useMutation({
    mutationFn: ({ id }: DeleteVideoInput) => withSessionGuard(() => deleteVideo(supabase, id)),
    meta: { errorTitle: 'Delete Error', errorMessage: "The video post wasn't deleted.", ...meta },
    onSuccess: async (data, variables, onMutateResult, context) => {
      await onSuccess?.(data, variables, onMutateResult, context)
      await context.client.invalidateQueries({ queryKey: videoKeys.all })
    },
  })
}
