import { useQuery } from '@tanstack/react-query'
import { Link, useSearchParams } from 'react-router-dom'
import { paths } from '@/config/paths.ts'
import { SITEMAP_PAGE_SIZE } from '@/config/site.ts'
import { sitemapQueries } from '@/data/articles/sitemap-queries.ts'
import { sitemapUrls } from '@/lib/sitemap-urls.ts'
import { buildUrlset } from '@/lib/sitemap-xml.ts'

/**
 * /sitemap.xml: renders the sitemap text. At 100,000 articles one page of text would be
 * megabytes, so it shows the site's pages, the articles SITEMAP_PAGE_SIZE at a time by slug
 * (`?after=<slug>` continues) and the author pages the same way (`?authors_after=<slug>`), each
 * list paged by its own key. The first page starts both lists. A failed read is only logged.
 */
export function SitemapRoute() {
  const [params] = useSearchParams()
  const authorsAfter = params.get('authors_after')
  const after = params.get('after')
  const first = after === null && authorsAfter === null
  const showsArticles = authorsAfter === null
  const showsAuthors = after === null
  const articles = useQuery({ ...sitemapQueries.articles(after), enabled: showsArticles })
  const authors = useQuery({ ...sitemapQueries.authors(authorsAfter), enabled: showsAuthors })
  if ((showsArticles && articles.isPending) || (showsAuthors && authors.isPending)) return null
  const xml = buildUrlset(sitemapUrls(
    window.location.origin,
    showsArticles ? (articles.data?.articles ?? []) : [],
    { withFixedPages: first, authors: showsAuthors ? (authors.data?.slugs ?? []) : [] },
  ))
  const nextArticles = showsArticles ? articles.data?.nextAfter : null
  const nextAuthors = showsAuthors ? authors.data?.nextAfter : null
  return (
    <>
      <pre data-testid="sitemap" className="whitespace-pre-wrap break-all p-4 font-mono text-xs text-ink">
        {xml}
      </pre>
      <nav aria-label="Sitemap pages" className="flex gap-6 p-4 font-mono text-xs">
        {!first && <Link to={paths.sitemap} className="text-brand underline">First page</Link>}
        {nextArticles && (
          <Link to={`${paths.sitemap}?after=${encodeURIComponent(nextArticles)}`} className="text-brand underline">
            Next {SITEMAP_PAGE_SIZE} articles
          </Link>
        )}
        {nextAuthors && (
          <Link to={`${paths.sitemap}?authors_after=${encodeURIComponent(nextAuthors)}`} className="text-brand underline">
            Next {SITEMAP_PAGE_SIZE} author pages
          </Link>
        )}
      </nav>
    </>
  )
}
