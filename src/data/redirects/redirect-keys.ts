export const redirectKeys = {
  all: ['redirects'] as const,
  resolve: (address: string) => [...redirectKeys.all, 'resolve', address] as const,
}
