import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { RELATED_SIZE } from '@/config/site.ts'
import { articleQueries } from '@/data/articles/article-queries.ts'
import { pickRandom } from '../utils/pick-random.ts'
import { CategoryArticleCard } from './category-article-card.tsx'

/** How many recent articles of the category the two random picks are drawn from. */
const RELATED_POOL = 20

/** 'You Might Also Like': two random other articles of the same category. */
export function RelatedArticles({ category, articleId }: { category: string; articleId: string }) {
  const { data } = useQuery(articleQueries.related(category, articleId, RELATED_POOL))
  const picks = useMemo(() => pickRandom(data ?? [], RELATED_SIZE), [data])
  if (picks.length === 0) return null
  return (
    <section aria-labelledby="related-heading" data-testid="related-articles" className="mt-12">
      <h2 id="related-heading" className="mb-4 font-serif text-2xl font-bold text-ink">You Might Also Like</h2>
      <div className="grid gap-6 sm:grid-cols-2">
        {picks.map((article) => (
          <CategoryArticleCard key={article.id} article={article} headingLevel="h3" />
        ))}
      </div>
    </section>
  )
}
