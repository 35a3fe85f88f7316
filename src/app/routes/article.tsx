import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { NavigationType, useNavigationType, useParams } from 'react-router-dom'
import { AdSlot } from '@/components/ad-slot.tsx'
import { DocumentMeta } from '@/components/document-meta.tsx'
import { articlePreviewQuery, hasStoredSession } from '@/data/articles/article-preview.ts'
import { articleQueries } from '@/data/articles/article-queries.ts'
import { ArticleHeadTags } from '@/features/articles/components/article-head-tags.tsx'
import { ArticleLoadFailed } from '@/features/articles/components/article-load-failed.tsx'
import { ArticleSkeleton } from '@/features/articles/components/article-skeleton.tsx'
import { ArticleNotFound } from '@/features/articles/components/article-not-found.tsx'
import { ArticleView } from '@/features/articles/components/article-view.tsx'
import { PreviewBanner } from '@/features/articles/components/preview-banner.tsx'
import { RelatedArticles } from '@/features/articles/components/related-articles.tsx'
import { articlePageState } from '@/features/articles/utils/article-page-state.ts'
import { CommentSection } from '@/features/comments/components/comment-section.tsx'
import { isArticleSlug } from '@/lib/slug.ts'
import { Sidebar } from '../layout/sidebar.tsx'
import { NotFoundRoute, OrOldAddress } from './not-found.tsx'

/** An address that could name an article: its page, or 'Article Not Found' when none has it. */
function ArticlePage({ slug }: { slug: string }) {
  // One request brings the article, the related pool and the approved comments. A failure raises
  // the query's 'Error fetching article' toast and the page says it couldn't load, with Retry.
  const publicPage = useQuery(articleQueries.detail(slug))
  // A draft or scheduled article is hidden from readers; a signed-in administrator previews it.
  const preview = useQuery({ ...articlePreviewQuery(slug), enabled: publicPage.data?.article === null && hasStoredSession() })
  const state = articlePageState(
    { data: publicPage.data, isLoading: publicPage.isPending },
    { data: preview.data, isLoading: preview.fetchStatus === 'fetching' && !preview.data },
  )

  // The spec's scroll to top, once per article shown: Back/Forward (POP) keep the position
  // <ScrollRestoration /> restored, and neither a refetch nor an overlay opening moves the reader.
  const navigationType = useNavigationType()
  const shownId = state.kind === 'found' ? state.article.id : undefined
  const scrolledFor = useRef<string | undefined>(undefined)
  useEffect(() => {
    if (!shownId || scrolledFor.current === shownId) return
    scrolledFor.current = shownId
    if (navigationType !== NavigationType.Pop) window.scrollTo({ top: 0 })
  }, [shownId, navigationType])

  if (state.kind === 'missing') {
    return (
      <OrOldAddress>
        <ArticleNotFound />
      </OrOldAddress>
    )
  }

  // Loading and failure keep the page's frame (the sidebar is the page's own), so the article
  // arriving, at once or after Retry, moves nothing around it.
  let main
  if (state.kind === 'loading') main = <ArticleSkeleton />
  else if (state.kind === 'failed') {
    main = <ArticleLoadFailed error={publicPage.error} onRetry={() => void publicPage.refetch()} retrying={publicPage.isFetching} />
  } else {
    const { page, article, isPreview } = state
    main = (
      <>
        <DocumentMeta title={article.title} description={article.excerpt} />
        <ArticleHeadTags article={article} />
        {isPreview && <PreviewBanner status={article.status} publishDate={article.publish_date} />}
        <ArticleView article={article} />
        <AdSlot size="500x200" className="mt-10" />
        <CommentSection articleId={article.id} approved={page.comments} />
        <RelatedArticles articles={page.related} />
      </>
    )
  }
  return (
    <div className="flex flex-col gap-10 lg:flex-row">
      <div className="min-w-0 flex-1">{main}</div>
      <Sidebar />
    </div>
  )
}

export function ArticleRoute() {
  const { articleSlug = '' } = useParams()
  // `/legal`, `/category`, `/Some.Page`: no article can ever have such a slug, so no page is missing
  // an article there; the address itself is unknown.
  return isArticleSlug(articleSlug) ? <ArticlePage slug={articleSlug} /> : <NotFoundRoute />
}
