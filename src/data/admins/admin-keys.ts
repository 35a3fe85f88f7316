/** Query keys from general to specific (see articles/keys.ts). */
export const adminKeys = {
  all: ['admins'] as const,
  membership: (userId: string) => [...adminKeys.all, 'membership', userId] as const,
  displayName: (userId: string) => [...adminKeys.all, 'display-name', userId] as const,
  /** The member's bio and author page slug. */
  authorProfile: (userId: string) => [...adminKeys.all, 'author-profile', userId] as const,
  /** The staff with their sign-in facts (the Team tab). */
  members: () => [...adminKeys.all, 'members'] as const,
  overview: () => [...adminKeys.all, 'overview'] as const,
  /** Whether this session meets the two-factor rule. */
  twoFactorRule: (userId: string) => [...adminKeys.all, 'two-factor-rule', userId] as const,
}
