import type { ArticlePageRow } from '@/data/articles/article-fetchers.ts'
import { ArticleContent } from './article-content.tsx'
import { ArticleFooter } from './article-footer.tsx'
import { ArticleHeader } from './article-header.tsx'

export function ArticleView({ article }: { article: ArticlePageRow }) {
  return (
    <article data-testid="article">
      <ArticleHeader article={article} />
      <p className="my-8 border-l-4 border-brand pl-4 font-serif text-xl italic leading-relaxed text-gray-700">{article.excerpt}</p>
      <ArticleContent html={article.content} />
      <ArticleFooter author={article.author} />
    </article>
  )
}
