import type { Shot } from './crafted-classes.ts'

/** One answer as a client saw it: status 0 when none came. */
export interface Reply { status: number; ms: number }

/** No request may hang a phase: a crafted one that takes longer has failed anyway. */
const REQUEST_TIMEOUT_MS = 10_000

/** Sends one shot and reads its whole body, as a browser or a scraper would. */
export async function send(base: string, anonKey: string, shot: Shot, timeout = REQUEST_TIMEOUT_MS): Promise<Reply> {
  const started = performance.now()
  const headers: Record<string, string> = shot.key ? { apikey: anonKey, Authorization: `Bearer ${anonKey}` } : {}
  if (shot.body !== undefined) headers['Content-Type'] = 'application/json'
  const attempt = async (): Promise<Reply> => {
    try {
      const res = await fetch(`${base}${shot.path}`, { method: shot.method ?? 'GET', headers, body: shot.body, signal: AbortSignal.timeout(timeout) })
      await res.arrayBuffer()
      return { status: res.status, ms: performance.now() - started }
    } catch {
      return { status: 0, ms: performance.now() - started }
    }
  }
  // A fetch whose 9 MB upload was cut off by an early answer has been seen to settle never, its
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
