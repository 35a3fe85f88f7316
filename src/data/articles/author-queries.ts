import { infiniteQueryOptions } from '@tanstack/react-query'
import { CATEGORY_PAGE_SIZE } from '../../config/site.ts'
import { publicDb } from '../../lib/public-db.ts'
import { articleKeys } from './article-keys.ts'
import { fetchAuthorPage, type AuthorCursor } from './author-fetchers.ts'

/**
 * The author page's query, apart from `articleQueries` so it loads with the author page's lazy
 * chunk rather than with the entry script every page downloads. Keyed under the article lists,
 * so saving an article refreshes the author pages too.
 */
export const authorQueries = {
  pages: (slug: string, pageSize: number = CATEGORY_PAGE_SIZE) =>
    infiniteQueryOptions({
      queryKey: articleKeys.list({ view: 'author-pages', slug, pageSize }),
      queryFn: ({ pageParam }) => fetchAuthorPage(publicDb, slug, pageParam, pageSize),
      initialPageParam: null as AuthorCursor | null,
      getNextPageParam: (last) => last.next,
      // A failed public read is a 'Supabase error' toast.
      meta: { errorTitle: 'Supabase error', errorMessage: "Couldn't load this author's page." },
    }),
}
