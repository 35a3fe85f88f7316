/** Query keys from general to specific (see articles/article-keys.ts). Editors and administrators only. */
export const analyticsKeys = {
  all: ['analytics'] as const,
  report: (days: number) => [...analyticsKeys.all, 'report', days] as const,
  articleViews: (ids: readonly string[]) => [...analyticsKeys.all, 'article-views', [...ids]] as const,
  articleHistory: (id: string) => [...analyticsKeys.all, 'article-history', id] as const,
}
