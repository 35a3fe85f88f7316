/**
 * The one polling loop of the tests, benches and their support code: asks `probe` again every
 * `intervalMs` until it answers something other than `undefined` or `false`, and returns that
 * answer. At the deadline it fails, naming `what` (a function is asked then, for what it saw);
 * a probe that throws ends the wait with its error (a process that died while we waited).
 * Where an event can be awaited instead (a promise, a listener), await it: this is for state
 * that only polling can read (a database row, an HTTP answer, a mailbox).
 */
export async function waitFor<T>(
  what: string | (() => string),
  probe: () => T | undefined | false | Promise<T | undefined | false>,
  { timeoutMs = 20_000, intervalMs = 100 }: { timeoutMs?: number; intervalMs?: number } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const answer = await probe()
    if (answer !== undefined && answer !== false) return answer
    if (Date.now() >= deadline) throw new Error(`${typeof what === 'function' ? what() : what}: not within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
  }
}
