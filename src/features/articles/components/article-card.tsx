import { Link } from 'react-router-dom'
import { paths } from '@/config/paths.ts'
import { IMAGE_SIZES } from '@/config/image-sizes.ts'
import { LocalDate } from '@/components/ui/local-date.tsx'
import type { ArticleCard as ArticleCardData } from '@/data/articles/article-fetchers.ts'
import { cardImageAlt } from '../utils/article-image-attrs.ts'
import { ArticleImage } from './article-image.tsx'

/** Home section card: image, title, excerpt and date. */
export function ArticleCard({ article }: { article: ArticleCardData }) {
  return (
    <article className="group flex gap-4">
      <Link to={paths.article(article.slug)} tabIndex={-1} className="shrink-0">
        <ArticleImage
          src={article.image_url}
          alt={cardImageAlt(article)}
          width={160}
          height={107}
          sizes={IMAGE_SIZES.sectionCard}
          className="aspect-[3/2] w-28 rounded object-cover sm:w-40"
        />
      </Link>
      <div className="min-w-0">
        <h3 className="font-serif text-base font-bold leading-snug text-ink group-hover:text-brand sm:text-lg">
          <Link to={paths.article(article.slug)} className="hover:underline">
            {article.title}
          </Link>
        </h3>
        <p className="mt-1 line-clamp-2 text-sm text-ink-muted">{article.excerpt}</p>
        <p className="mt-1 text-xs text-ink-muted">
          <LocalDate iso={article.publish_date} style="longDate" />
        </p>
      </div>
    </article>
  )
}
