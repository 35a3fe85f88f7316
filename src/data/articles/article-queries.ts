import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import { categoryLabel } from '../../config/categories.ts'
import { CATEGORY_PAGE_SIZE } from '../../config/site.ts'
import { publicDb } from '../../lib/public-db.ts'
import {
  fetchArticlePage, fetchCategoryPage, fetchHomePage, fetchLatestArticles, type CategoryCursor,
} from './article-fetchers.ts'
import { articleKeys } from './article-keys.ts'

/** A failed public read is a 'Supabase error' toast. */
const publicReadFailed = (errorMessage: string) => ({ errorTitle: 'Supabase error', errorMessage })

/** What the reading site asks for, through the readers' REST-only client. */
export const articleQueries = {
  /**
   * The front page, and the ticker and trending on every public page: one cached request
   * serves all three, so an article page costs this plus its own (`detail`).
   */
  home: () =>
    queryOptions({
      queryKey: articleKeys.list({ view: 'home' }),
      queryFn: () => fetchHomePage(publicDb),
      meta: publicReadFailed("Couldn't load the latest news."),
    }),
  latest: (limit: number) =>
    queryOptions({
      queryKey: articleKeys.list({ view: 'latest', limit }),
      queryFn: () => fetchLatestArticles(publicDb, limit),
      meta: publicReadFailed("Couldn't load the latest news."),
    }),
  categoryPages: (category: string, pageSize: number = CATEGORY_PAGE_SIZE) =>
    infiniteQueryOptions({
      queryKey: articleKeys.list({ view: 'category-pages', category, pageSize }),
      queryFn: ({ pageParam }) => fetchCategoryPage(publicDb, category, pageParam, pageSize),
      initialPageParam: null as CategoryCursor | null,
      getNextPageParam: (last) => last.next,
      meta: publicReadFailed(`Couldn't load the ${categoryLabel(category)} articles.`),
    }),
  /**
   * The article page in one request: the article, the related pool and the approved comments
   * (moderating a comment invalidates the details for that reason). Its data is `article: null`
   * when no article has the slug; a failure raises the 'Error fetching article' toast.
   */
  detail: (slug: string) =>
    queryOptions({
      queryKey: articleKeys.detail(slug),
      queryFn: () => fetchArticlePage(publicDb, slug),
      meta: { errorTitle: 'Error fetching article', errorMessage: "Couldn't load this article." },
    }),
}
