/** Query keys from general to specific (see articles/keys.ts). */
export const adminKeys = {
  all: ['admins'] as const,
  membership: (userId: string) => [...adminKeys.all, 'membership', userId] as const,
  /** The staff with their sign-in facts (the Team tab). */
  members: () => [...adminKeys.all, 'members'] as const,
  overview: () => [...adminKeys.all, 'overview'] as const,
  /** Whether this session meets the two-factor rule. */
  twoFactorRule: (userId: string) => [...adminKeys.all, 'two-factor-rule', userId] as const,
}
