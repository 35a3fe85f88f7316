import { PostgrestClient } from '@supabase/postgrest-js'
import { env } from '@/config/env.ts'
import type { Database } from '@/types/database.ts'

/**
 * The reading site's database client: only the REST part of Supabase (postgrest-js, which
 * supabase-js itself uses), with the public anon key; RLS decides what it may do. Public pages
 * read and insert through it so readers never download supabase-js's auth, realtime and storage
 * code; the admin area keeps using lib/supabase.ts.
 * postgrest-js's own network retries (1 s + 2 s + 4 s) are off: TanStack Query already retries
 * once, and readers should see a failure in about a second, not fifteen.
 */
export const publicDb = new PostgrestClient<Database>(`${env.VITE_SUPABASE_URL.replace(/\/+$/, '')}/rest/v1`, {
  headers: { apikey: env.VITE_SUPABASE_ANON_KEY, Authorization: `Bearer ${env.VITE_SUPABASE_ANON_KEY}` },
  retry: false,
})
