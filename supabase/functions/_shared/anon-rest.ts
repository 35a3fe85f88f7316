/**
 * Reads through PostgREST with the public anon key: the function sees exactly what any visitor
 * may read, which is the reader functions (`/rest/v1/rpc/<name>`, migration 20261124000100),
 * never a table.
 */

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>

export interface AnonRest {
  supabaseUrl: string
  anonKey: string
  fetch: FetchLike
}

/** A reader function's arguments, as query parameters. */
export type Args = Record<string, string>

// A crawler waiting on a stuck database should get an error, not an open connection.
const REQUEST_TIMEOUT_MS = 10_000

function headers(anonKey: string): Record<string, string> {
  const base = { apikey: anonKey, accept: 'application/json' }
  // Legacy anon keys are JWTs that PostgREST reads from Authorization; publishable keys
  // (sb_publishable_…) are not JWTs and go in apikey alone, the gateway adds the token.
  return anonKey.startsWith('sb_') ? base : { ...base, authorization: `Bearer ${anonKey}` }
}

/**
 * Calls a reader function with GET (they only read) and returns its JSON answer, in the shape
 * the function's contract states.
 */
export async function callFunction<Result>(rest: AnonRest, name: string, args: Args = {}): Promise<Result> {
  const query = new URLSearchParams(args).toString()
  const url = `${rest.supabaseUrl.replace(/\/+$/, '')}/rest/v1/rpc/${name}${query ? `?${query}` : ''}`
  const response = await rest.fetch(url, {
    method: 'GET',
    headers: headers(rest.anonKey),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  })
  if (!response.ok) throw new Error(`calling ${name} failed with HTTP ${response.status}: ${(await response.text()).slice(0, 300)}`)
  return (await response.json()) as Result
}
