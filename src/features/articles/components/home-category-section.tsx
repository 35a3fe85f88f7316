import { ChevronRight } from 'lucide-react'
import { Link } from 'react-router-dom'
import type { Category } from '@/config/categories.ts'
import { paths } from '@/config/paths.ts'
import { cn } from '@/lib/cn.ts'
import type { ArticleCard as ArticleCardData } from '@/data/articles/article-fetchers.ts'
import { ArticleCard } from './article-card.tsx'

interface HomeCategorySectionProps {
  category: Category
  articles: ArticleCardData[]
}

/** One front-page section: a category's newest articles as two-column cards. */
export function HomeCategorySection({ category, articles }: HomeCategorySectionProps) {
  const headingId = `section-${category.value}`
  return (
    <section aria-labelledby={headingId} data-testid="home-section" data-category={category.value} className="below-first-screen">
      <div className="mb-4 flex items-center gap-3 border-b border-gray-200 pb-2">
        <span className={cn('h-6 w-1.5 rounded', category.color)} aria-hidden />
        <h2 id={headingId} className="font-serif text-2xl font-bold text-ink">
          {category.label}
        </h2>
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        {articles.map((article) => (
          <ArticleCard key={article.id} article={article} />
        ))}
      </div>
      <Link
        to={paths.category(category.value)}
        className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand hover:underline"
      >
        Check related news
        <ChevronRight className="h-4 w-4" aria-hidden />
      </Link>
    </section>
  )
}
