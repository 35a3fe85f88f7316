/** Query keys from general to specific (see articles/keys.ts). */
export const teamKeys = {
  all: ['team'] as const,
  members: () => [...teamKeys.all, 'members'] as const,
}
