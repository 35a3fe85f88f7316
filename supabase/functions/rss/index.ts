// Edge Function entry (Deno): `supabase functions deploy rss`. The logic is in handler.ts.
import { feedOptionsFromEnv } from '../_shared/function-env.ts'
import { createRssHandler } from './handler.ts'

Deno.serve(createRssHandler(feedOptionsFromEnv((name) => Deno.env.get(name))))
