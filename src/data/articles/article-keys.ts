/** The article lists the site and the dashboard read; each is one cache entry per filter set. */
export type ArticleListFilters =
  | { view: 'home' }
  | { view: 'latest'; limit: number }
  | { view: 'category-pages'; category: string; pageSize: number }
  | { view: 'author-pages'; slug: string; pageSize: number }
  | { view: 'search'; term: string }
  | { view: 'sitemap'; afterSlug: string | null }
  | { view: 'sitemap-authors'; afterSlug: string | null }
  | {
    view: 'admin'; search: string | null; category: string | null; status: 'draft' | 'scheduled' | 'published' | 'review' | null
    authorId?: string | null
    after: { publish_date: string; id: string } | null
  }

/**
 * Query keys from general to specific, so a write invalidates exactly what it changed:
 * `articleKeys.all` after an article is saved, nothing of comments, videos or subscribers.
 */
export const articleKeys = {
  all: ['articles'] as const,
  lists: () => [...articleKeys.all, 'list'] as const,
  list: (filters: ArticleListFilters) => [...articleKeys.lists(), filters] as const,
  details: () => [...articleKeys.all, 'detail'] as const,
  detail: (slug: string) => [...articleKeys.details(), slug] as const,
  editable: (id: string) => [...articleKeys.details(), 'edit', id] as const,
  /** The signed-in reader's copy of a page (an administrator's preview of a draft or scheduled article). */
  preview: (slug: string) => [...articleKeys.details(), 'preview', slug] as const,
  revisions: (id: string) => [...articleKeys.details(), 'revisions', id] as const,
  count: () => [...articleKeys.all, 'count'] as const,
}
