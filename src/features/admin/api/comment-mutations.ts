import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '@/components/ui/toast-store.ts'
import { adminCommentQueries, setCommentStatus, type ModeratedStatus } from './admin-comments.ts'
import { adminOverviewQueries } from './admin-overview.ts'
import { invalidateAfterWrite } from './cache.ts'
import { withSessionGuard } from './session-guard.ts'

export function useModerateComment() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: ModeratedStatus }) => withSessionGuard(() => setCommentStatus(id, status)),
    onSuccess: async (_result, { status }) => {
      toast({ title: 'Comment Updated', description: `Comment status changed to ${status}.`, variant: 'success' })
      await invalidateAfterWrite(queryClient, [adminCommentQueries.all(), adminOverviewQueries.all()])
    },
    onError: (error) => toast({ title: 'Update Error', description: error.message, variant: 'destructive' }),
  })
}
