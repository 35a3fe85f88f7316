import { replace, type LoaderFunctionArgs } from 'react-router-dom'
import { categoryForPath } from '@/config/categories.ts'
import { paths } from '@/config/paths.ts'
import { fetchArticlePage, fetchHomePage } from '@/data/articles/article-fetchers.ts'
import { articleQueries } from '@/data/articles/article-queries.ts'
import { publicDb } from '@/lib/public-db.ts'
import { isArticleSlug } from '@/lib/slug.ts'
import { takeEarlyArticlePage, takeEarlyHomePage } from './early-page-data.ts'
import { queryClient } from './app-query-client.ts'

// The loaders start the requests and return at once, on purpose: awaiting them would hold the
// header and the page's skeleton back until the data came (the first paint waiting on the
// API), and on a client-side navigation would keep the old page up with no feedback. The
// components read the same query options, so they pick up the request already in flight.
// A failure reaches the QueryCache's toast like any other read; the catch only stops an
// unhandled rejection here.

const ignore = () => undefined

/** Every public page: the ticker and the sidebar's trending (and, on home, the whole page). */
export function publicLayoutLoader() {
  const home = articleQueries.home()
  // On the first page view the document has already asked (index.html); if that request failed,
  // the data layer's fetcher asks again, so its error reaches the toast like any other (so too
  // for the article below).
  const early = takeEarlyHomePage()
  const options = early ? { ...home, queryFn: () => early.catch(() => fetchHomePage(publicDb)) } : home
  void queryClient.ensureQueryData(options).catch(ignore)
  return null
}

export function categoryLoader({ params, request }: LoaderFunctionArgs) {
  const category = categoryForPath(params.categoryName)
  // One address per category: `/category/Political` moves (replacing the history entry) to
  // `/category/political`, so links, the canonical tag and the cache all see the one slug.
  if (category && category.value !== params.categoryName) {
    return replace(`${paths.category(category.value)}${new URL(request.url).search}`)
  }
  if (category) void queryClient.ensureInfiniteQueryData(articleQueries.categoryPages(category.value)).catch(ignore)
  return null
}

/** `/{slug}`: only an address that could name an article asks for one (`/legal` is 'Page not found'). */
export function articleLoader({ params: { articleSlug: slug } }: LoaderFunctionArgs) {
  if (!slug || !isArticleSlug(slug)) return null
  const detail = articleQueries.detail(slug)
  const early = takeEarlyArticlePage(slug)
  const options = early ? { ...detail, queryFn: () => early.catch(() => fetchArticlePage(publicDb, slug)) } : detail
  void queryClient.ensureQueryData(options).catch(ignore)
  return null
}
