import { Link } from 'react-router-dom'
import { paths } from '@/config/paths.ts'
import { IMAGE_SIZES } from '@/config/image-sizes.ts'
import type { OverlayLinkProps } from '@/hooks/use-history-overlay.ts'
import { LocalDate } from '@/components/ui/local-date.tsx'
import type { ArticleCard } from '@/data/articles/article-fetchers.ts'
import { cardImageAlt } from '../utils/article-image-attrs.ts'
import { ArticleImage } from './article-image.tsx'

interface LatestNewsItemProps {
  article: ArticleCard
  /** Props for the link (the drawer replaces its own history entry with the article). */
  linkProps: (to: string) => OverlayLinkProps
}

export function LatestNewsItem({ article, linkProps }: LatestNewsItemProps) {
  const to = paths.article(article.slug)
  return (
    <li>
      <Link to={to} {...linkProps(to)} className="group flex gap-3 py-3">
        <ArticleImage src={article.image_url} alt={cardImageAlt(article)} sizes={IMAGE_SIZES.latestNews} width={80} height={60} className="h-[60px] w-20 shrink-0 rounded object-cover" />
        <span className="min-w-0">
          <span className="line-clamp-2 text-sm font-semibold leading-snug text-ink group-hover:text-brand group-hover:underline">
            {article.title}
          </span>
          <LocalDate iso={article.publish_date} style="shortDate" className="mt-1 block text-xs text-ink-muted" />
        </span>
      </Link>
    </li>
  )
}
