export const importKeys = {
  all: ['imports'] as const,
  lists: () => [...importKeys.all, 'list'] as const,
  notes: (id: string) => [...importKeys.all, 'notes', id] as const,
}
