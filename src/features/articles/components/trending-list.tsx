import { useQuery } from '@tanstack/react-query'
import { TrendingUp } from 'lucide-react'
import { Link } from 'react-router-dom'
import { LATEST_NEWS_SIZE, TRENDING_SIZE } from '@/config/site.ts'
import { paths } from '@/config/paths.ts'
import { formatMonthDay } from '@/lib/dates.ts'
import { articleQueries } from '@/data/articles/article-queries.ts'
import { cardImageAlt } from '../utils/article-image.ts'
import { selectTrending } from '../utils/select-trending.ts'
import { ArticleImage } from './article-image.tsx'

/** Sidebar trending: five articles, featured first, with the month and day. */
export function TrendingList() {
  const featured = useQuery(articleQueries.featured(TRENDING_SIZE))
  // Shares the cache entry of the Latest News drawer and the home page.
  const latest = useQuery(articleQueries.latest(LATEST_NEWS_SIZE))
  const items = featured.data && latest.data ? selectTrending(featured.data, latest.data, TRENDING_SIZE) : []

  return (
    <section aria-labelledby="trending-heading" data-testid="trending">
      <h2 id="trending-heading" className="flex items-center gap-2 border-b-2 border-brand pb-1 text-sm font-bold uppercase tracking-wider text-brand">
        <TrendingUp className="h-4 w-4" aria-hidden />
        Trending
      </h2>
      {featured.isPending || latest.isPending ? (
        <p className="py-4 text-sm text-ink-muted">Loading…</p>
      ) : items.length === 0 ? (
        <p className="py-4 text-sm text-ink-muted">No trending articles yet.</p>
      ) : (
        <ol className="divide-y divide-gray-200">
          {items.map((article, index) => (
            <li key={article.id} className="flex gap-3 py-3">
              <span className="w-5 shrink-0 font-serif text-xl font-bold text-gray-400" aria-hidden>
                {index + 1}
              </span>
              <div className="min-w-0 flex-1">
                <Link to={paths.article(article.slug)} className="line-clamp-3 text-sm font-semibold leading-snug text-ink hover:text-brand hover:underline">
                  {article.title}
                </Link>
                <time dateTime={article.publish_date} className="mt-1 block text-xs text-ink-muted">
                  {formatMonthDay(article.publish_date)}
                </time>
              </div>
              <ArticleImage src={article.image_url} alt={cardImageAlt(article)} width={64} height={48} className="h-12 w-16 shrink-0 rounded object-cover" />
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
