/** Query keys from general to specific (see articles/keys.ts). */
export const adminKeys = {
  all: ['admins'] as const,
  membership: (userId: string) => [...adminKeys.all, 'membership', userId] as const,
  displayName: (userId: string) => [...adminKeys.all, 'display-name', userId] as const,
  overview: () => [...adminKeys.all, 'overview'] as const,
}
