// Edge Function entry (Deno): `supabase functions deploy team`. The logic is in handler.ts.
import { feedOptionsFromEnv } from '../_shared/function-env.ts'
import { createTeamHandler } from './handler.ts'

const options = feedOptionsFromEnv((name) => Deno.env.get(name))
const serviceRoleKey = Deno.env.get('SUPABASE_SERVICE_ROLE_KEY')?.trim()
if (!serviceRoleKey) throw new Error('SUPABASE_SERVICE_ROLE_KEY (injected by the platform) is missing')

Deno.serve(createTeamHandler({ ...options, serviceRoleKey }))
