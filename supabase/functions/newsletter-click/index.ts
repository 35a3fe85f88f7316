// Edge Function entry (Deno): `supabase functions deploy newsletter-click`. The logic is in handler.ts.
import { feedOptionsFromEnv } from '../_shared/function-env.ts'
import { createNewsletterClickHandler } from './handler.ts'

Deno.serve(createNewsletterClickHandler(feedOptionsFromEnv((name) => Deno.env.get(name))))
