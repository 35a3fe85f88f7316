/** Query keys from general to specific (see articles/article-keys.ts). */
export const authorKeys = {
  all: ['authors'] as const,
  /** The member's byline name. */
  displayName: (userId: string) => [...authorKeys.all, 'display-name', userId] as const,
  /** The member's bio and author page slug. */
  profile: (userId: string) => [...authorKeys.all, 'profile', userId] as const,
}
