// Edge Function entry (Deno): `supabase functions deploy sitemap`. The logic is in handler.ts.
import { feedOptionsFromEnv } from '../_shared/function-env.ts'
import { createSitemapHandler } from './handler.ts'

Deno.serve(createSitemapHandler(feedOptionsFromEnv((name) => Deno.env.get(name))))
