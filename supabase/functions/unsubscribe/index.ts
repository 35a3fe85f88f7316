// Edge Function entry (Deno): `supabase functions deploy unsubscribe`. The logic is in handler.ts.
import { feedOptionsFromEnv } from '../_shared/function-env.ts'
import { createUnsubscribeHandler } from './handler.ts'

Deno.serve(createUnsubscribeHandler(feedOptionsFromEnv((name) => Deno.env.get(name))))
