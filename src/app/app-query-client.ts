import { createQueryClient } from '@/lib/query-client.ts'

/**
 * The app's one cache, shared by the components (through the provider) and the route loaders,
 * which start a page's data with the navigation instead of after its chunk has loaded.
 */
export const queryClient = createQueryClient()
