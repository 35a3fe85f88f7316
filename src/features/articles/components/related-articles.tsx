import { useMemo } from 'react'
import { RELATED_SIZE } from '@/config/site.ts'
import type { ArticleCard } from '@/data/articles/article-fetchers.ts'
import { useInBrowser } from '@/hooks/use-in-browser.ts'
import { pickRandom } from '../utils/pick-random.ts'
import { CategoryArticleCard } from './category-article-card.tsx'

/**
 * 'You Might Also Like': two random other articles of the same category, drawn from the pool
 * the article page's data brings (the category's 20 newest others).
 */
export function RelatedArticles({ articles }: { articles: ArticleCard[] }) {
  // Left out of a prerendered page's HTML (and so of its hydration): it sits at the end of the
  // article, far below the first screen, and its cards would push the page past what a new
  // connection's first round trip carries (docs/performance.md). It is drawn once hydrated.
  const inBrowser = useInBrowser()
  const picks = useMemo(() => (inBrowser ? pickRandom(articles, RELATED_SIZE) : []), [articles, inBrowser])
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
