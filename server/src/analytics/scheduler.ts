import type pg from 'pg'
import { startRepeatingTask, type RepeatingTask } from '../repeating-task.ts'

/**
 * The local clock for the analytics rollup: what Supabase Cron does on hosted (select
 * private.analytics_tick() every minute), the local backend does here with the same database
 * function, so what is moved, rolled up, rotated and dropped is the database's rule, not this
 * file's. A run that moved a full batch runs again at once: more views are waiting.
 */
export type AnalyticsScheduler = RepeatingTask

export function startAnalyticsScheduler(options: {
  pool: pg.Pool
  intervalMs: number
  /** Views one run moves at most (the database's default is what hosted's cron job uses). */
  batchRows?: number
  log: (line: string) => void
}): AnalyticsScheduler {
  const batchRows = options.batchRows ?? 100_000
  const runOnce = async () => {
    const { rows } = await options.pool.query<{ moved: { views: number } }>('select private.analytics_tick($1) as moved', [batchRows])
    if ((rows[0]?.moved.views ?? 0) >= batchRows) queueMicrotask(() => task.kick())
  }
  const task = startRepeatingTask({
    run: runOnce,
    intervalMs: options.intervalMs,
    onError: (error) => options.log(`[analytics] rollup failed: ${error instanceof Error ? error.message : String(error)}`),
  })
  return task
}
