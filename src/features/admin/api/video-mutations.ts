import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '@/components/ui/toast-store.ts'
import { adminOverviewQueries } from './admin-overview.ts'
import { adminVideoQueries, createVideo, deleteVideo } from './admin-videos.ts'
import { invalidateAfterWrite } from './cache.ts'
import { withSessionGuard } from './session-guard.ts'

export function useAddVideo() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (video: { title: string; url: string }) => withSessionGuard(() => createVideo(video)),
    onSuccess: async () => {
      toast({ title: 'Success!', description: 'Video post created successfully.', variant: 'success' })
      await invalidateAfterWrite(queryClient, [adminVideoQueries.all(), adminOverviewQueries.all()])
    },
    onError: (error) => toast({ title: 'Database Error', description: error.message, variant: 'destructive' }),
  })
}

export function useDeleteVideo() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id }: { id: string; title: string }) => withSessionGuard(() => deleteVideo(id)),
    onSuccess: async (_result, { title }) => {
      toast({ title: 'Video deleted', description: `"${title}" has been removed.`, variant: 'success' })
      await invalidateAfterWrite(queryClient, [adminVideoQueries.all(), adminOverviewQueries.all()])
    },
    onError: (error) => toast({ title: 'Delete Error', description: error.message, variant: 'destructive' }),
  })
}
