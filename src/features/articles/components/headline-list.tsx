import { Link } from 'react-router-dom'
import { categoryLabel } from '@/config/categories.ts'
import { paths } from '@/config/paths.ts'
import type { ArticleCard } from '@/data/articles/article-fetchers.ts'

/** The front page's headline links: articles 2 to 7. */
export function HeadlineList({ articles }: { articles: ArticleCard[] }) {
  if (articles.length === 0) return null
  return (
    <section aria-labelledby="headlines-heading" data-testid="headlines">
      <h2 id="headlines-heading" className="border-b-2 border-brand pb-1 text-sm font-bold uppercase tracking-wider text-brand">
        Top Headlines
      </h2>
      <ol className="divide-y divide-gray-200">
        {articles.map((article) => (
          <li key={article.id} className="py-3">
            <p className="text-xs font-semibold uppercase tracking-wide text-ink-muted">{categoryLabel(article.category)}</p>
            <Link to={paths.article(article.slug)} className="font-serif text-base font-bold leading-snug text-ink hover:text-brand hover:underline">
              {article.title}
            </Link>
          </li>
        ))}
      </ol>
    </section>
  )
}
