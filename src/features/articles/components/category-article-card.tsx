import { ArrowRight, Star } from 'lucide-react'
import { Link } from 'react-router-dom'
import { paths } from '@/config/paths.ts'
import { IMAGE_SIZES } from '@/config/image-sizes.ts'
import { LocalDate } from '@/components/ui/local-date.tsx'
import type { ArticleCard } from '@/data/articles/article-fetchers.ts'
import { cardImageAlt } from '../utils/article-image-attrs.ts'
import { ArticleImage } from './article-image.tsx'

/** Category grid card: image, Featured badge, title, date, excerpt and 'Read Full Story'. */
interface CategoryArticleCardProps {
  article: ArticleCard
  headingLevel?: 'h2' | 'h3'
  /** The first card of a page, on screen at load: its image is fetched at once and first. */
  priority?: boolean
}

export function CategoryArticleCard({ article, headingLevel: Heading = 'h2', priority = false }: CategoryArticleCardProps) {
  return (
    <article data-testid="category-card" className="flex flex-col overflow-hidden rounded-lg border border-gray-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <div className="relative">
        <ArticleImage
          src={article.image_url}
          alt={cardImageAlt(article)}
          width={400}
          height={225}
          className="aspect-video w-full object-cover"
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          sizes={IMAGE_SIZES.gridCard}
        />
        {article.featured && (
          <span className="absolute left-3 top-3 inline-flex items-center gap-1 rounded bg-amber-400 px-2 py-0.5 text-xs font-bold uppercase tracking-wide text-amber-950">
            <Star className="h-3 w-3" aria-hidden />
            Featured
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col p-4">
        <Heading className="font-serif text-lg font-bold leading-snug text-ink">
          <Link to={paths.article(article.slug)} className="hover:text-brand hover:underline">
            {article.title}
          </Link>
        </Heading>
        <LocalDate iso={article.publish_date} style="longDate" className="mt-1 text-xs text-ink-muted" />
        <p className="mt-2 line-clamp-3 flex-1 text-sm text-ink-muted">{article.excerpt}</p>
        <Link
          to={paths.article(article.slug)}
          aria-label={`Read Full Story: ${article.title}`}
          className="mt-3 inline-flex items-center gap-1 self-start text-sm font-semibold text-brand hover:underline"
        >
          Read Full Story
          <ArrowRight className="h-4 w-4" aria-hidden />
        </Link>
      </div>
    </article>
  )
}
