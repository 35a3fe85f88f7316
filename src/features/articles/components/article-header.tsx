import { ArrowLeft } from 'lucide-react'
import { Link } from 'react-router-dom'
import { authorPath } from '@/config/author-paths.ts'
import { paths } from '@/config/paths.ts'
import { IMAGE_SIZES } from '@/config/image-sizes.ts'
import { LocalDate } from '@/components/ui/local-date.tsx'
import type { ArticlePageRow } from '@/data/articles/article-fetchers.ts'
import { categoryWithSpaces, featuredImageAlt } from '../utils/article-image-attrs.ts'
import { ArticleImage } from './article-image.tsx'
import { CategoryBadge } from './category-badge.tsx'
import { ShareButton } from './share-button.tsx'

export function ArticleHeader({ article }: { article: ArticlePageRow }) {
  return (
    <header>
      <Link to={paths.category(article.category)} className="inline-flex items-center gap-1 text-sm font-medium text-brand hover:underline">
        <ArrowLeft className="h-4 w-4" aria-hidden />
        Back to {categoryWithSpaces(article.category)}
      </Link>
      <div className="mt-4">
        <CategoryBadge category={article.category} />
      </div>
      <h1 className="mt-3 font-serif text-3xl font-bold leading-tight text-ink sm:text-4xl lg:text-5xl">{article.title}</h1>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-y border-gray-200 py-3">
        <p className="text-sm text-ink-muted">
          By {article.author_slug
            ? <Link to={authorPath(article.author_slug)} rel="author" className="font-semibold text-ink hover:text-brand hover:underline">{article.author}</Link>
            : <span className="font-semibold text-ink">{article.author}</span>}
          <span aria-hidden> · </span>
          <LocalDate iso={article.publish_date} style="longDateTime" />
        </p>
        <ShareButton />
      </div>
      <figure className="mt-6">
        <ArticleImage
          src={article.image_url}
          alt={featuredImageAlt(article)}
          loading="eager"
          fetchPriority="high"
          sizes={IMAGE_SIZES.hero}
          width={1200}
          height={675}
          className="aspect-video w-full rounded-lg object-cover"
        />
      </figure>
    </header>
  )
}
