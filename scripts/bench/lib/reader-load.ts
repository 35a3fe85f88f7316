/**
 * The bounded-work rule's measurement, shared by the benches that ask whether an anonymous
 * request costs readers more than a page does (`bench:crafted`, `bench:analytics`): `clients`
 * concurrent callers send one request shape for `seconds` while `readers` load the front page
 * (`rpc/home_page`) in a loop and a health check asks `GET /health` twice a second. The readers'
 * p50 and p95 under that load are compared with theirs under 25 readers of real article pages
 * (the reference phase) of the same run.
 */
import http from 'node:http'
import { ms, percentile } from './http.ts'

export interface Shot {
  /** Path under the API origin, e.g. `/rest/v1/rpc/home_page`. */
  path: string
  method?: 'GET' | 'POST'
  body?: string
  /** Send the anon key (the functions need none). */
  key?: boolean
  /** More request headers (a user agent, the proxy's X-Forwarded-For). */
  headers?: Record<string, string>
}

export interface Reply { status: number; ms: number }

export interface LoadShape {
  seconds: number
  clients: number
  readers: number
}

/** No request may hang a phase: a crafted one that takes longer has failed anyway. */
const REQUEST_TIMEOUT_MS = 10_000
const HEALTH_TIMEOUT_MS = 2_000
const HEALTH_EVERY_MS = 500

export const rest = (path: string): Shot => ({ path: `/rest/v1/${path}`, key: true })

/**
 * Kept-alive connections, as a browser keeps its own: a load client that opened one per request
 * would measure its own TCP handshakes. node:http rather than fetch, whose streams cost the
 * client more CPU per request than the server spends on a small answer (this machine runs both).
 */
const agent = new http.Agent({ keepAlive: true })

function exchange(url: URL, method: string, headers: Record<string, string>, body: string | undefined, signal: AbortSignal): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, agent, signal }, (res) => {
      res.on('data', () => undefined)
      res.on('end', () => resolve(res.statusCode ?? 0))
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end(body)
  })
}

export async function send(base: string, anonKey: string, shot: Shot, timeout = REQUEST_TIMEOUT_MS): Promise<Reply> {
  const started = performance.now()
  const headers: Record<string, string> = { ...(shot.key ? { apikey: anonKey, Authorization: `Bearer ${anonKey}` } : {}), ...shot.headers }
  if (shot.body !== undefined) headers['Content-Type'] = 'application/json'
  const attempt = async (): Promise<Reply> => {
    try {
      const status = await exchange(new URL(`${base}${shot.path}`), shot.method ?? 'GET', headers, shot.body, AbortSignal.timeout(timeout))
      return { status, ms: performance.now() - started }
    } catch {
      return { status: 0, ms: performance.now() - started }
    }
  }
  // A request whose 9 MB upload was cut off by an early answer has been seen to settle never, its
  // abort signal notwithstanding (no socket left open): the phase must end all the same.
  let timer: NodeJS.Timeout | undefined
  const giveUp = new Promise<Reply>((resolve) => {
    timer = setTimeout(() => resolve({ status: 0, ms: performance.now() - started }), timeout + 1000)
  })
  try {
    return await Promise.race([attempt(), giveUp])
  } finally {
    clearTimeout(timer)
  }
}

export interface Phase {
  readers: Reply[]
  load: Reply[]
  healthMissed: number
  healthChecks: number
  /** Seconds from the first request to the last answer. */
  elapsed: number
}

/** Runs `work` again and again, one after the other, while `open()` holds. */
export async function repeatWhile(open: () => boolean, work: () => Promise<void>): Promise<void> {
  while (open()) await work()
}

/** What the readers and the health check met. */
export interface ReadersResult {
  replies: Reply[]
  healthMissed: number
  healthChecks: number
}

/** `readers` readers loading the front page in a loop, and a health check twice a second, while `open()` holds. */
export async function readersAndHealth(base: string, anonKey: string, readers: number, open: () => boolean): Promise<ReadersResult> {
  const result: ReadersResult = { replies: [], healthMissed: 0, healthChecks: 0 }
  const health = async () => {
    const begun = performance.now()
    const reply = await send(base, anonKey, { path: '/health' }, HEALTH_TIMEOUT_MS)
    result.healthChecks++
    if (reply.status !== 200) result.healthMissed++
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, HEALTH_EVERY_MS - (performance.now() - begun))))
  }
  await Promise.all([
    ...Array.from({ length: readers }, () => repeatWhile(open, async () => { result.replies.push(await send(base, anonKey, rest('rpc/home_page'))) })),
    repeatWhile(open, health),
  ])
  return result
}

/** `clients` looping over `load` (none for a quiet phase) for `seconds`, with readers and health checks beside them. */
export async function phase(base: string, anonKey: string, shape: LoadShape, load: ((i: number) => Shot) | null): Promise<Phase> {
  const started = performance.now()
  const deadline = started + shape.seconds * 1000
  const open = () => performance.now() < deadline
  const loadReplies: Reply[] = []
  let next = 0
  const [readers] = await Promise.all([
    readersAndHealth(base, anonKey, shape.readers, open),
    ...Array.from({ length: load ? shape.clients : 0 }, () => repeatWhile(open, async () => { loadReplies.push(await send(base, anonKey, load!(next++))) })),
  ])
  return { readers: readers.replies, load: loadReplies, healthMissed: readers.healthMissed, healthChecks: readers.healthChecks, elapsed: (performance.now() - started) / 1000 }
}

export const readerTimes = (p: Phase) => p.readers.filter((r) => r.status === 200).map((r) => r.ms)
export const readerErrors = (p: Phase) => p.readers.filter((r) => r.status !== 200).length

/** "2450 × 200, 3 × 429" */
export function statuses(replies: Reply[]): string {
  const counts = new Map<number, number>()
  for (const reply of replies) counts.set(reply.status, (counts.get(reply.status) ?? 0) + 1)
  return [...counts].sort(([a], [b]) => a - b).map(([status, count]) => `${count} × ${status || 'no answer'}`).join(', ')
}

/** The readers' p50 and p95 under a phase, and whether they keep within 2× / 3× the reference's with no error. */
export function judge(result: Phase, reference: Phase) {
  const refP50 = percentile(readerTimes(reference), 50)
  const refP95 = percentile(readerTimes(reference), 95)
  const p50 = percentile(readerTimes(result), 50)
  const p95 = percentile(readerTimes(result), 95)
  const pass = p50 <= 2 * refP50 && p95 <= 3 * refP95 && readerErrors(result) === 0 && result.healthMissed === 0
  return { p50, p95, ratio50: p50 / refP50, ratio95: p95 / refP95, pass }
}

/** One Markdown row of the readers' figures under a phase (null reference: the quiet phase; itself: the reference). */
export function readerRow(label: string, result: Phase, reference: Phase | null): string {
  const load = result.load.length > 0 ? `${statuses(result.load)} | ${ms(percentile(result.load.map((r) => r.ms), 50))}` : ' | '
  const readers = `${ms(percentile(readerTimes(result), 50))} / ${ms(percentile(readerTimes(result), 95))}`
  const health = `${readerErrors(result)} | ${result.healthMissed} of ${result.healthChecks}`
  if (!reference) return `| ${label} | ${load} | ${readers} | | ${health} | |`
  if (reference === result) return `| ${label} | ${load} | ${readers} | 1× / 1× | ${health} | reference |`
  const verdict = judge(result, reference)
  return `| ${label} | ${load} | ${readers} | ${verdict.ratio50.toFixed(1)}× / ${verdict.ratio95.toFixed(1)}× | ${health} | ${verdict.pass ? '✓' : '✗'} |`
}

export const readerTableHeader = (clients: number, seconds: number) => [
  `| ${clients} clients for ${seconds} s sending | their answers | their p50 | readers' \`home_page\` p50 / p95 | × reference p50 / p95 | reader errors | health checks missed | pass |`,
  '|---|---|---|---|---|---|---|---|',
]
