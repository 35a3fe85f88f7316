import type pg from 'pg'
import { startRepeatingTask, type RepeatingTask } from '../repeating-task.ts'

/**
 * The local clock for the site's deploy hook: what Supabase Cron + pg_net do on hosted
 * (private.deploy_hook_tick every 10 s), the local backend does here with the same two
 * database functions, so the rules (one POST a minute at most, retries with backoff, the
 * scheduled articles that came due) are the database's, not this file's. This file only makes
 * the POST and reports how it went.
 */
export type DeployHookScheduler = RepeatingTask

interface Claimed {
  id: number
  payload: Record<string, unknown>
  attempts: number
}

/** A POST that hangs longer than this counts as failed (pg_net's timeout on hosted is 30 s too). */
const POST_TIMEOUT_MS = 30_000

export function startDeployHookScheduler(options: {
  pool: pg.Pool
  url: string
  intervalMs: number
  /** The quiet time between two POSTs, and the first retry's wait (hosted: one minute). */
  quietMs: number
  log: (line: string) => void
}): DeployHookScheduler {
  const quiet = `${options.quietMs} milliseconds`

  const runOnce = async () => {
    const { rows } = await options.pool.query<{ claimed: Claimed | null }>(
      'select private.deploy_hook_claim($1::interval) as claimed',
      [quiet],
    )
    const claimed = rows[0]?.claimed
    if (!claimed) return
    let ok = false
    let status: number | null = null
    let failure: string | null = null
    try {
      const response = await fetch(options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(claimed.payload),
        signal: AbortSignal.timeout(POST_TIMEOUT_MS),
      })
      status = response.status
      ok = response.ok
      if (!ok) failure = `HTTP ${response.status}: ${(await response.text()).slice(0, 200)}`
      else await response.body?.cancel()
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error)
    }
    await options.pool.query('select private.deploy_hook_report($1, $2, $3, $4, $5::interval)', [claimed.id, ok, status, failure, quiet])
    const reason = String(claimed.payload.reason)
    if (ok) options.log(`[deploy-hook] build requested (${reason}, attempt ${claimed.attempts})`)
    // Never silent: the delivery row keeps the error too, and the database retries it later.
    else options.log(`[deploy-hook] deploy hook failed (${reason}, attempt ${claimed.attempts}), will retry: ${failure ?? 'no answer'}`)
  }

  return startRepeatingTask({
    run: runOnce,
    intervalMs: options.intervalMs,
    onError: (error) => options.log(`[deploy-hook] tick failed: ${error instanceof Error ? error.message : String(error)}`),
  })
}
