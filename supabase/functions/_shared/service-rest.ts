import type { FetchLike } from './anon-rest.ts'

/**
 * Calls a function of the exposed schema with the service_role key: the sender's own functions
 * (claim and report), which no reader or editor may execute.
 */
export interface ServiceRest {
  supabaseUrl: string
  serviceRoleKey: string
  fetch: FetchLike
}

const REQUEST_TIMEOUT_MS = 30_000

export async function callServiceFunction<Result>(rest: ServiceRest, name: string, args: Record<string, unknown>): Promise<Result> {
  const secretKey = rest.serviceRoleKey.startsWith('sb_')
  const response = await rest.fetch(`${rest.supabaseUrl.replace(/\/+$/, '')}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: {
      apikey: rest.serviceRoleKey,
      ...(secretKey ? {} : { authorization: `Bearer ${rest.serviceRoleKey}` }),
      'content-type': 'application/json',
      accept: 'application/json',
    },
    body: JSON.stringify(args),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  })
  if (!response.ok) throw new Error(`calling ${name} failed with HTTP ${response.status}: ${(await response.text()).slice(0, 300)}`)
  return (await response.json()) as Result
}
