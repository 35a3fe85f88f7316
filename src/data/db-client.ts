import type { PostgrestClient } from '@supabase/postgrest-js'
import type { Database } from '../types/database.ts'

/**
 * The client every fetcher takes. The readers' postgrest-js client (`lib/public-db.ts`), the
 * administrators' supabase-js client (`lib/supabase.ts`) and a test's client pointed at the
 * local backend all fit, and the `as const` select strings give each fetcher its row type.
 */
export type DbClient = Pick<PostgrestClient<Database>, 'from' | 'rpc'>
