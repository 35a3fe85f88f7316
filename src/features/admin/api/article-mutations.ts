import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '@/components/ui/toast-store.ts'
import { adminArticleQueries, createArticle, deleteArticle, updateArticle, type ArticleFields } from './admin-articles.ts'
import { adminCommentQueries } from './admin-comments.ts'
import { adminOverviewQueries } from './admin-overview.ts'
import { invalidateAfterWrite } from './cache.ts'
import { withSessionGuard } from './session-guard.ts'

export interface SaveArticleInput {
  /** null to create a new article. */
  articleId: string | null
  fields: ArticleFields
  authorEmail: string
}

export function useSaveArticle() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ articleId, fields, authorEmail }: SaveArticleInput) =>
      withSessionGuard(async () => {
        if (articleId) await updateArticle(articleId, fields)
        else await createArticle(fields, authorEmail)
      }),
    onSuccess: async (_result, { articleId }) => {
      toast({ title: 'Success!', description: `Article ${articleId ? 'updated' : 'created'} successfully`, variant: 'success' })
      await invalidateAfterWrite(queryClient, [adminArticleQueries.all(), adminOverviewQueries.all()])
    },
    onError: (error) => toast({ title: 'Database Error', description: error.message, variant: 'destructive' }),
  })
}

export function useDeleteArticle() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id }: { id: string; title: string }) => withSessionGuard(() => deleteArticle(id)),
    onSuccess: async (_result, { title }) => {
      toast({ title: 'Article deleted', description: `"${title}" has been removed.`, variant: 'success' })
      // Its comments go with it (on delete cascade), so the moderation queue changes too.
      await invalidateAfterWrite(queryClient, [adminArticleQueries.all(), adminOverviewQueries.all(), adminCommentQueries.all()])
    },
    onError: (error) => toast({ title: 'Delete Error', description: error.message, variant: 'destructive' }),
  })
}
