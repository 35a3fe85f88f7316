import { queryOptions } from '@tanstack/react-query'
import { SITEMAP_PAGE_SIZE } from '../../config/site.ts'
import { publicDb } from '../../lib/public-db.ts'
import { articleKeys } from './article-keys.ts'
import { fetchSitemapAuthorPage, fetchSitemapPage } from './sitemap-fetchers.ts'

/** The readers' /sitemap.xml page's reads: apart from articleQueries so the entry carries none of them. */
export const sitemapQueries = {
  /** A failed sitemap read is only logged. */
  articles: (afterSlug: string | null) =>
    queryOptions({
      queryKey: articleKeys.list({ view: 'sitemap', afterSlug }),
      queryFn: () => fetchSitemapPage(publicDb, afterSlug, SITEMAP_PAGE_SIZE),
      retry: false,
      meta: { errorToast: false, errorMessage: 'Sitemap: could not read the articles.' },
    }),
  /** The author pages for the sitemap page, a page of slugs at a time; a failed read is only logged. */
  authors: (afterSlug: string | null) =>
    queryOptions({
      queryKey: articleKeys.list({ view: 'sitemap-authors', afterSlug }),
      queryFn: () => fetchSitemapAuthorPage(publicDb, afterSlug, SITEMAP_PAGE_SIZE),
      retry: false,
      meta: { errorToast: false, errorMessage: 'Sitemap: could not read the author pages.' },
    }),
}
