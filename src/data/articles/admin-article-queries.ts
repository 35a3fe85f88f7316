import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { ADMIN_PAGE_SIZE } from '../../config/site.ts'
import { withSessionGuard } from '../../lib/session-guard.ts'
import { supabase } from '../../lib/supabase.ts'
import { countArticles, fetchAdminArticlePage, fetchArticleForEdit, type AdminArticleFilters } from './admin-article-fetchers.ts'
import { articleKeys } from './keys.ts'

/** What the dashboard asks for, through the signed-in supabase-js client. */
export const adminArticleQueries = {
  list: (filters: AdminArticleFilters) =>
    queryOptions({
      queryKey: articleKeys.list({ view: 'admin', ...filters }),
      queryFn: () => withSessionGuard(() => fetchAdminArticlePage(supabase, filters, ADMIN_PAGE_SIZE)),
      placeholderData: keepPreviousData,
      staleTime: 0,
      meta: { signedInOnly: true, errorTitle: 'Error fetching articles', errorMessage: "Couldn't load the articles." },
    }),
  editable: (id: string) =>
    queryOptions({
      queryKey: articleKeys.editable(id),
      queryFn: () => withSessionGuard(() => fetchArticleForEdit(supabase, id)),
      staleTime: 0,
      meta: { signedInOnly: true, errorTitle: 'Error fetching articles', errorMessage: "Couldn't open the article for editing." },
    }),
  count: () =>
    queryOptions({
      queryKey: articleKeys.count(),
      queryFn: () => withSessionGuard(() => countArticles(supabase)),
      staleTime: 0,
      meta: { signedInOnly: true, errorTitle: 'Error fetching counts', errorMessage: "Couldn't count the articles." },
    }),
}
