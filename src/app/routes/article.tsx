import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useParams } from 'react-router'
import { DocumentMeta } from '@/components/document-meta.tsx'
import { articleQueries } from '@/data/articles/article-queries.ts'
import { ArticleHeadTags } from '@/features/articles/components/article-head-tags.tsx'
import { ArticleSkeleton } from '@/features/articles/components/article-skeleton.tsx'
import { ArticleNotFound } from '@/features/articles/components/article-not-found.tsx'
import { ArticleView } from '@/features/articles/components/article-view.tsx'
import { RelatedArticles } from '@/features/articles/components/related-articles.tsx'
import { CommentSection } from '@/features/comments/components/comment-section.tsx'
import { Sidebar } from '../layout/sidebar.tsx'

export function ArticleRoute() {
  const { articleSlug = '' } = useParams()
  // A failure other than "no such row" raises the query's 'Error fetching article' toast; the page
  // then treats the article as missing.
  const { data: article, isPending } = useQuery(articleQueries.detail(articleSlug))

  useEffect(() => {
    if (article) window.scrollTo({ top: 0 })
  }, [article])

  if (isPending) {
    // The sidebar is the page's own, so it stays where it is when the article arrives.
    return (
      <div className="flex flex-col gap-10 lg:flex-row">
        <div className="min-w-0 flex-1">
          <ArticleSkeleton />
        </div>
        <Sidebar />
      </div>
    )
  }
  if (!article) return <ArticleNotFound />

  return (
    <>
      <DocumentMeta title={article.title} description={article.excerpt} />
      <ArticleHeadTags article={article} />
      <div className="flex flex-col gap-10 lg:flex-row">
        <div className="min-w-0 flex-1">
          <ArticleView article={article} />
          <CommentSection articleId={article.id} />
          <RelatedArticles category={article.category} articleId={article.id} />
        </div>
        <Sidebar />
      </div>
    </>
  )
}
