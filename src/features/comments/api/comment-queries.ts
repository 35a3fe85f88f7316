import { mutationOptions, queryOptions } from '@tanstack/react-query'
import { publicDb } from '@/lib/public-db.ts'
import type { Tables } from '@/types/database.types.ts'

export type ApprovedComment = Pick<Tables<'comments'>, 'id' | 'author_name' | 'content' | 'created_at'>

export interface NewComment {
  articleId: string
  authorName: string
  content: string
}

/** Enough for any real discussion; the page never reads a table without a limit. */
const MAX_COMMENTS_SHOWN = 200

/** Approved comments of an article, newest first (RLS hides the rest from readers anyway). */
export async function fetchApprovedComments(articleId: string): Promise<ApprovedComment[]> {
  const { data } = await publicDb
    .from('comments')
    .select('id,author_name,content,created_at')
    .eq('article_id', articleId)
    .eq('status', 'approved')
    .order('created_at', { ascending: false })
    .limit(MAX_COMMENTS_SHOWN)
    .throwOnError()
  return data
}

/**
 * Sends a comment for moderation. Readers cannot read pending rows, so the insert asks for no
 * representation back; the database sets status 'pending'.
 */
export async function submitComment({ articleId, authorName, content }: NewComment): Promise<void> {
  await publicDb
    .from('comments')
    .insert({ article_id: articleId, author_name: authorName.trim(), content: content.trim() })
    .throwOnError()
}

export const commentQueries = {
  all: () => ['comments'] as const,
  approved: (articleId: string) =>
    queryOptions({
      queryKey: [...commentQueries.all(), 'approved', articleId],
      queryFn: () => fetchApprovedComments(articleId),
    }),
  submit: () => mutationOptions({ mutationKey: [...commentQueries.all(), 'submit'], mutationFn: submitComment }),
}
