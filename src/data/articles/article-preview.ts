import { queryOptions } from '@tanstack/react-query'
import { fetchArticlePage } from './article-fetchers.ts'
import { articleKeys } from './article-keys.ts'

/**
 * Whether this browser holds a signed-in session (supabase-js keeps it under `sb-…-auth-token`).
 * Read without supabase-js, so readers who never signed in do not download it.
 */
export function hasStoredSession(): boolean {
  try {
    return Object.keys(window.localStorage).some((key) => /^sb-.+-auth-token$/.test(key))
  } catch {
    return false
  }
}

/**
 * The article page as the signed-in user may see it: an administrator also gets drafts and
 * scheduled articles (article_page() decides; a reader gets `article: null` as before). The
 * signed-in client is loaded only when asked for.
 */
export const articlePreviewQuery = (slug: string) =>
  queryOptions({
    queryKey: articleKeys.preview(slug),
    queryFn: async () => {
      const { supabase } = await import('../../lib/supabase.ts')
      return fetchArticlePage(supabase, slug)
    },
    staleTime: 0,
    meta: { errorToast: false },
  })
