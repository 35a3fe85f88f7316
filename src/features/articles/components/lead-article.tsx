import { Link } from 'react-router-dom'
import { paths } from '@/config/paths.ts'
import { IMAGE_SIZES } from '@/config/image-sizes.ts'
import { LocalDate } from '@/components/ui/local-date.tsx'
import type { ArticleCard } from '@/data/articles/article-fetchers.ts'
import { cardImageAlt } from '../utils/article-image-attrs.ts'
import { ArticleImage } from './article-image.tsx'
import { CategoryBadge } from './category-badge.tsx'

/** The front page's lead story: the newest article. */
export function LeadArticle({ article }: { article: ArticleCard }) {
  return (
    <article data-testid="lead-article" className="group">
      <Link to={paths.article(article.slug)} tabIndex={-1} className="block overflow-hidden rounded-lg">
        <ArticleImage
          src={article.image_url}
          alt={cardImageAlt(article)}
          loading="eager"
          fetchPriority="high"
          sizes={IMAGE_SIZES.lead}
          width={800}
          height={450}
          className="aspect-video w-full object-cover transition-transform duration-300 group-hover:scale-[1.02]"
        />
      </Link>
      <div className="mt-4">
        <CategoryBadge category={article.category} />
        <h2 className="mt-2 font-serif text-2xl font-bold leading-tight text-ink sm:text-3xl lg:text-4xl">
          <Link to={paths.article(article.slug)} className="hover:text-brand hover:underline">
            {article.title}
          </Link>
        </h2>
        <p className="mt-3 text-base text-ink-muted sm:text-lg">{article.excerpt}</p>
        <p className="mt-2 text-sm text-ink-muted">
          By <span className="font-medium text-ink">{article.author}</span> ·{' '}
          <LocalDate iso={article.publish_date} style="longDate" />
        </p>
      </div>
    </article>
  )
}
