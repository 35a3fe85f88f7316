import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { NavigationType, useNavigationType, useParams } from 'react-router-dom'
import { AdSlot } from '@/components/ad-slot.tsx'
import { DocumentMeta } from '@/components/document-meta.tsx'
import { articlePreviewQuery, hasStoredSession } from '@/data/articles/article-preview.ts'
import { articleQueries } from '@/data/articles/article-queries.ts'
import { ArticleHeadTags } from '@/features/articles/components/article-head-tags.tsx'
import { ArticleSkeleton } from '@/features/articles/components/article-skeleton.tsx'
import { ArticleNotFound } from '@/features/articles/components/article-not-found.tsx'
import { ArticleView } from '@/features/articles/components/article-view.tsx'
import { PreviewBanner } from '@/features/articles/components/preview-banner.tsx'
import { RelatedArticles } from '@/features/articles/components/related-articles.tsx'
import { CommentSection } from '@/features/comments/components/comment-section.tsx'
import { Sidebar } from '../layout/sidebar.tsx'

export function ArticleRoute() {
  const { articleSlug = '' } = useParams()
  // One request brings the article, the related pool and the approved comments. A failure raises
  // the query's 'Error fetching article' toast; the page then treats the article as missing.
  const publicPage = useQuery(articleQueries.detail(articleSlug))
  // A draft or scheduled article is hidden from readers; a signed-in administrator previews it.
  const preview = useQuery({ ...articlePreviewQuery(articleSlug), enabled: publicPage.data?.article === null && hasStoredSession() })
  const data = publicPage.data?.article ? publicPage.data : preview.data?.article ? preview.data : publicPage.data
  const isPending = publicPage.isPending || (preview.fetchStatus === 'fetching' && !preview.data)
  const article = data?.article
  const isPreview = article !== undefined && article !== null && data === preview.data

  // The spec's scroll to top, once per article shown: Back/Forward (POP) keep the position
  // <ScrollRestoration /> restored, and neither a refetch nor an overlay opening moves the reader.
  const navigationType = useNavigationType()
  const shownId = article?.id
  const scrolledFor = useRef<string | undefined>(undefined)
  useEffect(() => {
    if (!shownId || scrolledFor.current === shownId) return
    scrolledFor.current = shownId
    if (navigationType !== NavigationType.Pop) window.scrollTo({ top: 0 })
  }, [shownId, navigationType])

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
  if (!data || !article) return <ArticleNotFound />

  return (
    <>
      <DocumentMeta title={article.title} description={article.excerpt} />
      <ArticleHeadTags article={article} />
      <div className="flex flex-col gap-10 lg:flex-row">
        <div className="min-w-0 flex-1">
          {isPreview && <PreviewBanner status={article.status} publishDate={article.publish_date} />}
          <ArticleView article={article} />
          <AdSlot size="500x200" className="mt-10" />
          <CommentSection articleId={article.id} approved={data.comments} />
          <RelatedArticles articles={data.related} />
        </div>
        <Sidebar />
      </div>
    </>
  )
}
