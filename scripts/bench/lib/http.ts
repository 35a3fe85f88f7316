/** Timed requests against the scratch backend's REST API, and the statistics the table shows. */

export interface Caller {
  /** Base URL of the API, e.g. http://127.0.0.1:54321 */
  url: string
  apikey: string
  /** Bearer token: the anon key itself, or a signed-in user's access token. */
  token: string
  /** Who this is (anon, admin, service_role), for the failure summary. */
  name?: string
}

export interface Timed {
  ms: number
  status: number
  bytes: number
  body: string
  headers: Headers
}

/** No request may hang the bench: the backend's statement timeout is 8 s. */
const REQUEST_TIMEOUT_MS = 20_000

/** Answers outside 2xx (0: no answer), by caller, method, path without its query, and status. */
const failures = new Map<string, number>()

function noteFailure(caller: Caller, method: string, path: string, status: number) {
  const key = `${caller.name ?? 'caller'} ${method} /rest/v1/${path.split('?')[0]} → ${status || 'no answer'}`
  failures.set(key, (failures.get(key) ?? 0) + 1)
}

/** One line per kind of failed request so far, e.g. "anon GET /rest/v1/articles → 401: 20 ×". */
export function failureSummary(): string[] {
  return [...failures].map(([key, count]) => `${key}: ${count} ×`)
}

export async function request(caller: Caller, path: string, init: { method?: string; body?: unknown; prefer?: string } = {}): Promise<Timed> {
  const headers: Record<string, string> = { apikey: caller.apikey, Authorization: `Bearer ${caller.token}` }
  if (init.prefer) headers.Prefer = init.prefer
  if (init.body !== undefined) headers['Content-Type'] = 'application/json'
  const method = init.method ?? 'GET'
  const started = performance.now()
  try {
    const res = await fetch(`${caller.url}/rest/v1/${path}`, {
      method,
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    })
    const body = await res.text()
    if (!res.ok) noteFailure(caller, method, path, res.status)
    return { ms: performance.now() - started, status: res.status, bytes: Buffer.byteLength(body), body, headers: res.headers }
  } catch {
    noteFailure(caller, method, path, 0)
    return { ms: performance.now() - started, status: 0, bytes: 0, body: '', headers: new Headers() }
  }
}

export function ok(result: Timed): boolean {
  return result.status >= 200 && result.status < 300
}

/** Nearest-rank percentile of durations in ms. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN
}

export function ms(value: number): string {
  if (!Number.isFinite(value)) return '–'
  if (value >= 1000) return `${(value / 1000).toFixed(2)} s`
  return value >= 10 ? `${value.toFixed(0)} ms` : `${value.toFixed(1)} ms`
}

export function kb(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${(bytes / 1024).toFixed(1)} KB`
}

export interface Latency {
  p50: number
  p95: number
  errors: number
  /** Size of the last response. */
  bytes: number
  /** Every duration, in call order. */
  times: number[]
}

/** p50 / p95 of `runs` sequential calls of `fn`, after `warmup` calls that are not counted. */
export async function latency(runs: number, fn: (i: number) => Promise<Timed>, warmup = 0): Promise<Latency> {
  for (let i = 0; i < warmup; i++) await fn(i)
  const times: number[] = []
  let errors = 0
  let bytes = 0
  for (let i = 0; i < runs; i++) {
    const result = await fn(i)
    times.push(result.ms)
    bytes = result.bytes
    if (!ok(result)) errors++
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95), errors, bytes, times }
}

/**
 * `workers` callers looping over `fn` for `seconds`; requests still in flight at the end are
 * awaited (bounded by the request timeout) and counted.
 */
export async function throughput(workers: number, seconds: number, fn: (i: number) => Promise<Timed>) {
  const deadline = performance.now() + seconds * 1000
  let done = 0
  let errors = 0
  let next = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (performance.now() < deadline) {
        const result = await fn(next++)
        done++
        if (!ok(result)) errors++
      }
    }),
  )
  const elapsed = (performance.now() - started) / 1000
  return { perSecond: (done - errors) / elapsed, done, errors, elapsed }
}

/** Runs `tasks` with at most `limit` in flight, like a browser's six connections per host. */
export async function limited<T>(limit: number, tasks: (() => Promise<T>)[]): Promise<T[]> {
  const results = new Array<T>(tasks.length)
  // One iterator shared by the workers: each next() hands out a task no other worker has taken.
  const queue = tasks.entries()
  await Promise.all(
    Array.from({ length: Math.min(limit, tasks.length) }, async () => {
      for (const [mine, task] of queue) results[mine] = await task()
    }),
  )
  return results
}
