import { useInfiniteQuery } from '@tanstack/react-query'
import { useParams } from 'react-router-dom'
import { DocumentMeta } from '@/components/document-meta.tsx'
import { LoadFailed } from '@/components/load-failed.tsx'
import { Button } from '@/components/ui/button.tsx'
import { authorQueries } from '@/data/articles/author-queries.ts'
import { CategoryArticleCard } from '@/features/articles/components/category-article-card.tsx'
import { CategorySkeleton } from '@/features/articles/components/category-skeleton.tsx'
import { AuthorEmpty } from '@/features/authors/components/author-empty.tsx'
import { AuthorFeedLink } from '@/features/authors/components/author-feed-link.tsx'
import { AuthorHeader } from '@/features/authors/components/author-header.tsx'
import { AuthorHeaderSkeleton } from '@/features/authors/components/author-header-skeleton.tsx'
import { AuthorNotFound } from '@/features/authors/components/author-not-found.tsx'
import { errorText } from '@/lib/error-text.ts'
import { Sidebar } from '../layout/sidebar.tsx'

/** The header and first page while they load: the page's own shape, so nothing moves when they come. */
function AuthorSkeleton() {
  return (
    <>
      <AuthorHeaderSkeleton />
      <div className="flex flex-col gap-10 lg:flex-row">
        <div className="min-w-0 flex-1">
          <CategorySkeleton />
        </div>
        <Sidebar />
      </div>
    </>
  )
}

function AuthorPage({ slug }: { slug: string }) {
  const pages = useInfiniteQuery(authorQueries.pages(slug))
  // `isFetching` is read only where a failure shows it: read here, every background refresh
  // would render the whole page twice.
  const { data, isPending, error, hasNextPage, fetchNextPage, isFetchingNextPage } = pages

  if (isPending) return <AuthorSkeleton />
  // No first page: the read failed, which says nothing about whether the author exists.
  if (!data) {
    return (
      <LoadFailed onRetry={() => void pages.refetch()} retrying={pages.isFetching} keepSizeOf={<AuthorSkeleton />} className="py-16 text-center">
        <h2 className="font-serif text-2xl font-bold text-ink">Couldn&apos;t load this author</h2>
        <p className="mt-2 text-base">{errorText(error, "The author's page didn't arrive.")}</p>
      </LoadFailed>
    )
  }
  const author = data.pages[0]?.author
  if (!author) {
    return (
      <>
        <DocumentMeta title="Author Not Found" noIndex />
        <AuthorNotFound />
      </>
    )
  }
  const articles = data.pages.flatMap((page) => page.articles)

  return (
    <>
      <DocumentMeta title={author.display_name} description={author.bio ?? `Articles by ${author.display_name}.`} />
      <AuthorFeedLink slug={author.slug} name={author.display_name} />
      <AuthorHeader author={author} />
      <div className="flex flex-col gap-10 lg:flex-row">
        <div className="min-w-0 flex-1">
          {articles.length === 0 ? <AuthorEmpty name={author.display_name} /> : (
            <div className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
              {articles.map((article, index) => (
                <CategoryArticleCard key={article.id} article={article} priority={index === 0} />
              ))}
            </div>
          )}
          {hasNextPage && (
            <div className="mt-8 text-center">
              <Button variant="secondary" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
                {isFetchingNextPage ? 'Loading...' : 'Load more'}
              </Button>
            </div>
          )}
        </div>
        <Sidebar />
      </div>
    </>
  )
}

/** `/author/{slug}`: a member's name, bio and published articles, newest first. */
export function AuthorRoute() {
  const { authorSlug = '' } = useParams()
  return <AuthorPage key={authorSlug} slug={authorSlug} />
}
