import { useMemo, useState, useSyncExternalStore } from 'react'
import { RELATED_SIZE } from '@/config/site.ts'
import type { ArticleCard } from '@/data/articles/article-fetchers.ts'
import { pickRandom } from '../utils/pick-random.ts'
import { CategoryArticleCard } from './category-article-card.tsx'

/**
 * 'You Might Also Like': two random other articles of the same category, drawn from the pool
 * the article page's data brings (the category's 20 newest others).
 */
const noSubscription = () => () => undefined

export function RelatedArticles({ articles }: { articles: ArticleCard[] }) {
  // A prerendered page (and its hydration, which must draw the same cards) shows the pool's
  // first ones, and keeps them once hydrated; a page the browser renders itself draws at random.
  const fromHtml = useSyncExternalStore(noSubscription, () => false, () => true)
  const [fixed] = useState(fromHtml)
  const picks = useMemo(() => (fixed ? articles.slice(0, RELATED_SIZE) : pickRandom(articles, RELATED_SIZE)), [articles, fixed])
  if (picks.length === 0) return null
  return (
    <section aria-labelledby="related-heading" data-testid="related-articles" className="below-first-screen mt-12">
      <h2 id="related-heading" className="mb-4 font-serif text-2xl font-bold text-ink">You Might Also Like</h2>
      <div className="grid gap-6 sm:grid-cols-2">
        {picks.map((article) => (
          <CategoryArticleCard key={article.id} article={article} headingLevel="h3" />
        ))}
      </div>
    </section>
  )
}
