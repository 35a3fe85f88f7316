import { useQuery } from '@tanstack/react-query'
import { Link, useSearchParams } from 'react-router-dom'
import { paths } from '@/config/paths.ts'
import { SITEMAP_PAGE_SIZE } from '@/config/site.ts'
import { articleQueries } from '@/data/articles/article-queries.ts'
import { sitemapUrls } from '@/lib/sitemap-urls.ts'
import { buildUrlset } from '@/lib/sitemap-xml.ts'

/**
 * /sitemap.xml: renders the sitemap text. At 100,000 articles one page of text would be
 * megabytes, so it shows the site's pages and the articles a thousand at a time by slug
 * (`?after=<slug>` continues). A failed article read is only logged.
 */
export function SitemapRoute() {
  const [params] = useSearchParams()
  const after = params.get('after')
  const { data, isPending } = useQuery(articleQueries.sitemap(after))
  if (isPending) return null
  const xml = buildUrlset(sitemapUrls(window.location.origin, data?.articles ?? [], { withFixedPages: after === null }))
  return (
    <>
      <pre data-testid="sitemap" className="whitespace-pre-wrap break-all p-4 font-mono text-xs text-ink">
        {xml}
      </pre>
      <nav aria-label="Sitemap pages" className="flex gap-6 p-4 font-mono text-xs">
        {after !== null && <Link to={paths.sitemap} className="text-brand underline">First page</Link>}
        {data?.nextAfter && (
          <Link to={`${paths.sitemap}?after=${encodeURIComponent(data.nextAfter)}`} className="text-brand underline">
            Next {SITEMAP_PAGE_SIZE} articles
          </Link>
        )}
      </nav>
    </>
  )
}
