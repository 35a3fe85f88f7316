import { supabase } from '../../lib/supabase.ts'
import { adminQueryOptions } from '../admin-query.ts'
import { articleKeys } from './article-keys.ts'
import { fetchCurrentArticleVersion } from './revision-fetchers.ts'

/** What the revisions panel compares each entry with; under the revisions key, so a save or restore refreshes both. */
export const revisionQueries = {
  current: (articleId: string) =>
    adminQueryOptions({
      queryKey: [...articleKeys.revisions(articleId), 'current'] as const,
      queryFn: () => fetchCurrentArticleVersion(supabase, articleId),
      staleTime: 0,
      toast: { errorToast: false },
    }),
}
