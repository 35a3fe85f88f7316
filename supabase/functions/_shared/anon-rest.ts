/** Reads through PostgREST with the public anon key: the function sees exactly what any visitor may read. */

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>

export interface AnonRest {
  supabaseUrl: string
  anonKey: string
  fetch: FetchLike
}

export type Query = Record<string, string>

// A crawler waiting on a stuck database should get an error, not an open connection.
const REQUEST_TIMEOUT_MS = 10_000

function headers(anonKey: string, extra: Record<string, string>): Record<string, string> {
  const base = { apikey: anonKey, accept: 'application/json', ...extra }
  // Legacy anon keys are JWTs that PostgREST reads from Authorization; publishable keys
  // (sb_publishable_…) are not JWTs and go in apikey alone, the gateway adds the token.
  return anonKey.startsWith('sb_') ? base : { ...base, authorization: `Bearer ${anonKey}` }
}

async function request(rest: AnonRest, method: 'GET' | 'HEAD', table: string, query: Query, extra: Record<string, string> = {}) {
  const url = `${rest.supabaseUrl.replace(/\/+$/, '')}/rest/v1/${table}?${new URLSearchParams(query)}`
  const response = await rest.fetch(url, {
    method,
    headers: headers(rest.anonKey, extra),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  })
  if (!response.ok) {
    const detail = method === 'HEAD' ? '' : `: ${(await response.text()).slice(0, 300)}`
    throw new Error(`reading ${table} failed with HTTP ${response.status}${detail}`)
  }
  return response
}

export async function selectRows<Row>(rest: AnonRest, table: string, query: Query): Promise<Row[]> {
  const response = await request(rest, 'GET', table, query)
  return (await response.json()) as Row[]
}

/** Exact row count from Content-Range (HEAD, no rows transferred). */
export async function countRows(rest: AnonRest, table: string): Promise<number> {
  const response = await request(rest, 'HEAD', table, { select: 'id', limit: '1' }, { prefer: 'count=exact' })
  const total = Number(response.headers.get('content-range')?.split('/')[1])
  if (!Number.isInteger(total)) throw new Error(`counting ${table}: no total in Content-Range`)
  return total
}
