import { ArticleNotFound } from '@/features/articles/components/article-not-found.tsx'

/** Paths that match no route and no article slug. */
export function NotFoundRoute() {
  return <ArticleNotFound />
}
