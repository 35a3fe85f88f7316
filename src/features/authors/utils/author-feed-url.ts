import { env } from '@/config/env.ts'

/** The RSS Edge Function's feed of one author's articles, on the Supabase project the site talks to. */
export function authorFeedUrl(slug: string, supabaseUrl: string = env.VITE_SUPABASE_URL): string {
  return `${supabaseUrl.replace(/\/+$/, '')}/functions/v1/rss?author=${encodeURIComponent(slug)}`
}
