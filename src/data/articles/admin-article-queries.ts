import { infiniteQueryOptions } from '@tanstack/react-query'
import { ADMIN_PAGE_SIZE } from '../../config/site.ts'
import { withSessionGuard } from '../../lib/session-guard.ts'
import { supabase } from '../../lib/supabase.ts'
import { adminQueryOptions, adminReadMeta } from '../admin-query.ts'
import {
  countAdminArticles, fetchAdminArticlePage, fetchArticleForEdit, type AdminArticleFilters, type ArticleCursor,
} from './admin-article-fetchers.ts'
import { fetchArticleAutosave } from './autosave-fetchers.ts'
import { articleKeys } from './article-keys.ts'
import { fetchArticleRevisions } from './revision-fetchers.ts'

/** What the dashboard asks for, through the signed-in supabase-js client. */
export const adminArticleQueries = {
  list: (filters: AdminArticleFilters, after: ArticleCursor | null) =>
    adminQueryOptions({
      queryKey: articleKeys.list({ view: 'admin', ...filters, after }),
      queryFn: () => fetchAdminArticlePage(supabase, filters, after, ADMIN_PAGE_SIZE),
      keepPrevious: true,
      staleTime: 0,
      toast: { errorTitle: 'Error fetching articles', errorMessage: "Couldn't load the articles." },
    }),
  /** Per filter set, not per page: paging does not count again. */
  listCount: (filters: AdminArticleFilters) =>
    adminQueryOptions({
      queryKey: [...articleKeys.count(), filters] as const,
      queryFn: () => countAdminArticles(supabase, filters),
      keepPrevious: true,
      staleTime: 0,
      toast: { errorTitle: 'Error fetching counts', errorMessage: "Couldn't count the articles." },
    }),
  /** The article and its server autosave together: opening continues from whichever is newer. */
  editable: (id: string) =>
    adminQueryOptions({
      queryKey: articleKeys.editable(id),
      queryFn: async () => {
        const [article, autosave] = await Promise.all([fetchArticleForEdit(supabase, id), fetchArticleAutosave(supabase, id)])
        return { article, autosave }
      },
      staleTime: 0,
      toast: { errorTitle: 'Error fetching articles', errorMessage: "Couldn't open the article for editing." },
    }),
  /** Paged by the revision id: the one dashboard read that is an infinite query. */
  revisions: (articleId: string) =>
    infiniteQueryOptions({
      queryKey: articleKeys.revisions(articleId),
      queryFn: ({ pageParam }) => withSessionGuard(() => fetchArticleRevisions(supabase, articleId, pageParam)),
      initialPageParam: null as number | null,
      getNextPageParam: (last) => (last.hasMore ? last.rows.at(-1)?.id : undefined),
      staleTime: 0,
      meta: adminReadMeta({ errorTitle: 'Error fetching revisions', errorMessage: "Couldn't load the article's history." }),
    }),
}
