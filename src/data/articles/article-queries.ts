import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import { categoryLabel } from '../../config/categories.ts'
import { CATEGORY_PAGE_SIZE, SITEMAP_PAGE_SIZE } from '../../config/site.ts'
import { publicDb } from '../../lib/public-db.ts'
import {
  fetchArticlePage, fetchCategoryPage, fetchHomePage, fetchLatestArticles, fetchSitemapPage, type CategoryCursor,
} from './article-fetchers.ts'
import { articleKeys } from './article-keys.ts'
import { fetchSitemapAuthorPage } from './author-fetchers.ts'

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
  /** A failed sitemap read is only logged. */
  sitemap: (afterSlug: string | null) =>
    queryOptions({
      queryKey: articleKeys.list({ view: 'sitemap', afterSlug }),
      queryFn: () => fetchSitemapPage(publicDb, afterSlug, SITEMAP_PAGE_SIZE),
      retry: false,
      meta: { errorToast: false, errorMessage: 'Sitemap: could not read the articles.' },
    }),
  /** The author pages for the sitemap page, a page of slugs at a time; a failed read is only logged. */
  sitemapAuthors: (afterSlug: string | null) =>
    queryOptions({
      queryKey: articleKeys.list({ view: 'sitemap-authors', afterSlug }),
      queryFn: () => fetchSitemapAuthorPage(publicDb, afterSlug, SITEMAP_PAGE_SIZE),
      retry: false,
      meta: { errorToast: false, errorMessage: 'Sitemap: could not read the author pages.' },
    }),
}
