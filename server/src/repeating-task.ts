/**
 * A task the local backend runs every `intervalMs`, as Supabase Cron would on hosted: a run that
 * is still going is never overlapped (a `kick()` meanwhile runs it once more right after), and
 * the next tick is counted from the end of the last run. A failed run is reported to `onError`
 * and the clock goes on.
 */
export interface RepeatingTask {
  /** Runs it now instead of at the next tick. */
  kick: () => void
  /** Stops the clock and waits for a run still going. */
  stop: () => Promise<void>
}

export function startRepeatingTask(options: {
  run: () => Promise<void>
  intervalMs: number
  onError: (error: unknown) => void
}): RepeatingTask {
  let running: Promise<void> | undefined
  let again = false
  let stopped = false
  let timer: ReturnType<typeof setTimeout> | undefined

  const run = () => {
    if (stopped) return
    if (running) {
      again = true
      return
    }
    clearTimeout(timer)
    running = options.run()
      .catch(options.onError)
      .finally(() => {
        running = undefined
        if (stopped) return
        if (again) {
          again = false
          run()
        } else timer = setTimeout(run, options.intervalMs)
      })
  }
  timer = setTimeout(run, options.intervalMs)

  return {
    kick: run,
    stop: async () => {
      stopped = true
      clearTimeout(timer)
      await running
    },
  }
}
