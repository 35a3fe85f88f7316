import { useInfiniteQuery } from '@tanstack/react-query'
import { useParams } from 'react-router-dom'
import { DocumentMeta } from '@/components/document-meta.tsx'
import { LoadFailed } from '@/components/load-failed.tsx'
import { Button } from '@/components/ui/button.tsx'
import { categoryForPath, type Category } from '@/config/categories.ts'
import { CATEGORY_DESCRIPTIONS } from '@/config/category-descriptions.ts'
import { articleQueries } from '@/data/articles/article-queries.ts'
import { CategoryArticleCard } from '@/features/articles/components/category-article-card.tsx'
import { CategoryEmpty } from '@/features/articles/components/category-empty.tsx'
import { CategoryHeader } from '@/features/articles/components/category-header.tsx'
import { CategorySkeleton } from '@/features/articles/components/category-skeleton.tsx'
import { CategoryNotFound } from '@/features/articles/components/category-not-found.tsx'
import { errorText } from '@/lib/error-text.ts'
import { Sidebar } from '../layout/sidebar.tsx'
import { OrOldAddress } from './not-found.tsx'

// The author page rides in this page's chunk: see the route table.
export { AuthorRoute } from './author.tsx'

function CategoryArticles({ category }: { category: Category }) {
  const pages = useInfiniteQuery(articleQueries.categoryPages(category.value))
  // `isFetching` is read only where a failure shows it: read here, every background refresh
  // would render the whole list twice.
  const { data, isPending, error, hasNextPage, fetchNextPage, isFetchingNextPage } = pages

  if (isPending) return <CategorySkeleton />
  // No first page: the read failed, which says nothing about whether the section has articles.
  if (!data) {
    return (
      <LoadFailed onRetry={() => void pages.refetch()} retrying={pages.isFetching} keepSizeOf={<CategorySkeleton />} className="py-16 text-center">
        <h2 className="font-serif text-2xl font-bold text-ink">Couldn&apos;t load these articles</h2>
        <p className="mt-2 text-base">{errorText(error, `The ${category.label} articles didn't arrive.`)}</p>
      </LoadFailed>
    )
  }
  const articles = data.pages.flatMap((page) => page.articles)
  if (articles.length === 0) return <CategoryEmpty />

  return (
    <>
      <div className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
        {articles.map((article, index) => (
          <CategoryArticleCard key={article.id} article={article} priority={index === 0} />
        ))}
      </div>
      {hasNextPage && (
        <div className="mt-8 text-center">
          <Button variant="secondary" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
            {isFetchingNextPage ? 'Loading...' : 'Load more'}
          </Button>
        </div>
      )}
    </>
  )
}

export function CategoryRoute() {
  const { categoryName } = useParams()
  const category = categoryForPath(categoryName)
  if (!category) {
    return (
      <OrOldAddress>
        <DocumentMeta title="Category Not Found" noIndex />
        <CategoryNotFound />
      </OrOldAddress>
    )
  }
  return (
    <>
      <DocumentMeta title={category.label} description={CATEGORY_DESCRIPTIONS[category.value]} />
      <CategoryHeader category={category} />
      <div className="flex flex-col gap-10 lg:flex-row">
        <div className="min-w-0 flex-1">
          <CategoryArticles key={category.value} category={category} />
        </div>
        <Sidebar />
      </div>
    </>
  )
}
