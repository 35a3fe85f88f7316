import { useQuery } from '@tanstack/react-query'
import { TrendingUp } from 'lucide-react'
import { Link } from 'react-router-dom'
import { LoadFailed } from '@/components/load-failed.tsx'
import { Bone } from '@/components/ui/skeleton.tsx'
import { TRENDING_SIZE } from '@/config/site.ts'
import { paths } from '@/config/paths.ts'
import { IMAGE_SIZES } from '@/config/image-sizes.ts'
import { LocalDate } from '@/components/ui/local-date.tsx'
import { articleQueries } from '@/data/articles/article-queries.ts'
import { cardImageAlt } from '../utils/article-image-attrs.ts'
import { ArticleImage } from './article-image.tsx'

/** While loading: five rows at the height of a two-line title, so the ads below stay put. */
function TrendingSkeleton() {
  return (
    <div role="status" className="divide-y divide-gray-200">
      <span className="sr-only">Loading…</span>
      {Array.from({ length: TRENDING_SIZE }, (_, index) => (
        <div key={index} className="flex gap-3 py-3">
          <div className="min-w-0 flex-1 space-y-1.5">
            <Bone className="h-4 w-full" />
            <Bone className="h-4 w-2/3" />
            <Bone className="h-3 w-12" />
          </div>
          <Bone className="h-12 w-16 shrink-0" />
        </div>
      ))}
    </div>
  )
}

/**
 * Sidebar trending: five articles, featured first (home_page() picks them), with the month and
 * day. The home page and the ticker read the same cache entry.
 */
export function TrendingList() {
  const home = useQuery(articleQueries.home())
  // `isFetching` is read only where a failure shows it, so a background refresh renders nothing.
  const { data, isPending } = home

  return (
    <section aria-labelledby="trending-heading" data-testid="trending">
      <h2 id="trending-heading" className="flex items-center gap-2 border-b-2 border-brand pb-1 text-sm font-bold uppercase tracking-wider text-brand">
        <TrendingUp className="h-4 w-4" aria-hidden />
        Trending
      </h2>
      {isPending ? (
        <TrendingSkeleton />
      ) : !data ? (
        <LoadFailed onRetry={() => void home.refetch()} retrying={home.isFetching} keepSizeOf={<TrendingSkeleton />} className="py-4">
          <p>Couldn&apos;t load the trending articles.</p>
        </LoadFailed>
      ) : data.trending.length === 0 ? (
        <p className="py-4 text-sm text-ink-muted">No trending articles yet.</p>
      ) : (
        <ol className="divide-y divide-gray-200">
          {data.trending.map((article, index) => (
            <li key={article.id} className="flex gap-3 py-3">
              <span className="w-5 shrink-0 font-serif text-xl font-bold text-gray-400" aria-hidden>
                {index + 1}
              </span>
              <div className="min-w-0 flex-1">
                <Link to={paths.article(article.slug)} className="line-clamp-3 text-sm font-semibold leading-snug text-ink hover:text-brand hover:underline">
                  {article.title}
                </Link>
                <LocalDate iso={article.publish_date} style="monthDay" className="mt-1 block text-xs text-ink-muted" />
              </div>
              <ArticleImage src={article.image_url} alt={cardImageAlt(article)} sizes={IMAGE_SIZES.trending} width={64} height={48} className="h-12 w-16 shrink-0 rounded object-cover" />
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
