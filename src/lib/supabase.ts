import { createClient } from '@supabase/supabase-js'
import { env } from '@/config/env.ts'
import type { Database } from '@/types/database.ts'

/** The one browser client: public anon key only; access is decided by RLS on the server. */
export const supabase = createClient<Database>(env.VITE_SUPABASE_URL, env.VITE_SUPABASE_ANON_KEY)
