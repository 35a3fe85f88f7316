/** Query keys from general to specific (see articles/keys.ts). Only dashboard users read issues. */
export const newsletterKeys = {
  all: ['newsletter-issues'] as const,
  history: () => [...newsletterKeys.all, 'history'] as const,
  issue: (id: string) => [...newsletterKeys.all, 'issue', id] as const,
  progress: (id: string) => [...newsletterKeys.all, 'progress', id] as const,
  articles: (search: string) => [...newsletterKeys.all, 'articles', search] as const,
}
