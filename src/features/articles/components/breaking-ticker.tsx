import { useQuery } from '@tanstack/react-query'
import { Pause, Play } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { BREAKING_TICKER_SECONDS_PER_ITEM } from '@/config/site.ts'
import { paths } from '@/config/paths.ts'
import { cn } from '@/lib/cn.ts'
import { BreakingTickerBand } from './breaking-ticker-band.tsx'
import type { ArticleHeadline } from '@/data/articles/article-fetchers.ts'
import { articleQueries } from '@/data/articles/article-queries.ts'

function TickerItems({ articles, hidden }: { articles: ArticleHeadline[]; hidden?: boolean }) {
  return (
    <ul className="flex shrink-0 items-center" aria-hidden={hidden || undefined}>
      {articles.map((article) => (
        <li key={article.id} className="flex items-center whitespace-nowrap px-6">
          <span className="mr-3 h-1.5 w-1.5 rounded-full bg-white/80" aria-hidden />
          <Link to={paths.article(article.slug)} tabIndex={hidden ? -1 : undefined} className="hover:underline">
            {article.title}
          </Link>
        </li>
      ))}
    </ul>
  )
}

/**
 * Breaking-news ticker: only when breaking articles exist; up to five scroll endlessly, 20 s per
 * item (from home_page(), shared with the page and trending). The list is rendered twice so the loop has no seam; hovering, focusing or the pause
 * button stops it (WCAG 2.2.2).
 */
export function BreakingTicker() {
  const { data: page, isPending } = useQuery(articleQueries.home())
  const [paused, setPaused] = useState(false)
  if (isPending) return <BreakingTickerBand />
  const data = page?.breaking
  if (!data || data.length === 0) return null

  return (
    <div data-testid="breaking-ticker" className="bg-brand text-sm text-white">
      <div className="mx-auto flex max-w-7xl items-center">
        <p className="z-10 shrink-0 bg-brand-dark px-3 py-2 text-xs font-bold uppercase tracking-wider">Breaking</p>
        <section aria-label="Breaking news" className="group relative flex-1 overflow-hidden py-2 motion-reduce:overflow-x-auto">
          <div
            className={cn(
              'flex w-max animate-ticker group-hover:[animation-play-state:paused] group-focus-within:[animation-play-state:paused] motion-reduce:animate-none',
              paused && '[animation-play-state:paused]',
            )}
            style={{ animationDuration: `${BREAKING_TICKER_SECONDS_PER_ITEM * data.length}s` }}
          >
            <TickerItems articles={data} />
            <TickerItems articles={data} hidden />
          </div>
        </section>
        <button
          type="button"
          onClick={() => setPaused((value) => !value)}
          aria-label={paused ? 'Play breaking news ticker' : 'Pause breaking news ticker'}
          className="shrink-0 px-3 py-2 hover:bg-brand-dark"
        >
          {paused ? <Play className="h-4 w-4" aria-hidden /> : <Pause className="h-4 w-4" aria-hidden />}
        </button>
      </div>
    </div>
  )
}
