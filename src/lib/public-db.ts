import type { PostgrestClient } from '@supabase/postgrest-js'
import { env } from '@/config/env.ts'
import type { Database } from '@/types/database.types.ts'

type PublicDb = PostgrestClient<Database>

let client: Promise<PublicDb> | undefined

/**
 * The reading site's database client: only the REST part of Supabase (postgrest-js, which
 * supabase-js itself uses), with the public anon key; RLS decides what it may do. Public pages
 * read and insert through it so readers never download supabase-js's auth, realtime and storage
 * code; the admin area keeps using lib/supabase.ts.
 * It loads on first use, not with the entry chunk: the first page's data, `home_page()`, is
 * requested by index.html itself, and a page that needs the client asks for it from its route
 * loader, in parallel with the page's own chunk. A failed load is tried again on the next call.
 * postgrest-js's own network retries (1 s + 2 s + 4 s) are off: TanStack Query already retries
 * once, and readers should see a failure in about a second, not fifteen.
 */
export function publicDb(): Promise<PublicDb> {
  client ??= import('@supabase/postgrest-js').then(
    ({ PostgrestClient }) =>
      new PostgrestClient<Database>(`${env.VITE_SUPABASE_URL.replace(/\/+$/, '')}/rest/v1`, {
        headers: { apikey: env.VITE_SUPABASE_ANON_KEY, Authorization: `Bearer ${env.VITE_SUPABASE_ANON_KEY}` },
        retry: false,
      }),
    (error: unknown) => {
      client = undefined
      throw error
    },
  )
  return client
}
