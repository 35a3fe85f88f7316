import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useNavigationType, useParams } from 'react-router'
import { AdSlot } from '@/components/ad-slot.tsx'
import { DocumentMeta } from '@/components/document-meta.tsx'
import { Spinner } from '@/components/ui/spinner.tsx'
import { articleQueries } from '@/features/articles/api/article-queries.ts'
import { ArticleNotFound } from '@/features/articles/components/article-not-found.tsx'
import { ArticleView } from '@/features/articles/components/article-view.tsx'
import { RelatedArticles } from '@/features/articles/components/related-articles.tsx'
import { CommentSection } from '@/features/comments/components/comment-section.tsx'
import { useErrorToast } from '@/hooks/use-error-toast.ts'
import { Sidebar } from '../layout/sidebar.tsx'

export function ArticleRoute() {
  const { articleSlug = '' } = useParams()
  const { data: article, isPending, error } = useQuery(articleQueries.detail(articleSlug))
  // Any failure but "no such row" is reported; the page then treats the article as missing.
  useErrorToast(error, 'Error fetching article')

  // The spec's scroll to top, once per article shown: Back/Forward (POP) keep the position
  // <ScrollRestoration /> restored, and neither a refetch nor an overlay opening moves the reader.
  const navigationType = useNavigationType()
  const shownId = article?.id
  const scrolledFor = useRef<string | undefined>(undefined)
  useEffect(() => {
    if (!shownId || scrolledFor.current === shownId) return
    scrolledFor.current = shownId
    if (navigationType !== 'POP') window.scrollTo({ top: 0 })
  }, [shownId, navigationType])

  if (isPending) return <Spinner label="Loading article..." />
  if (!article) return <ArticleNotFound />

  return (
    <>
      <DocumentMeta title={article.title} description={article.excerpt} />
      <div className="flex flex-col gap-10 lg:flex-row">
        <div className="min-w-0 flex-1">
          <ArticleView article={article} />
          <AdSlot size="500x200" className="mt-10" />
          <CommentSection articleId={article.id} />
          <RelatedArticles category={article.category} articleId={article.id} />
        </div>
        <Sidebar />
      </div>
    </>
  )
}
