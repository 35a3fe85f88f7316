import { startRepeatingTask, type RepeatingTask } from '../repeating-task.ts'

/**
 * The local clock for the send-mail Edge Function: what Supabase Cron does on hosted (a POST
 * every few seconds), the local backend does here, through its own gateway, so both run the one
 * function. A run that is still going is never overlapped; `kick()` runs one now (e.g. after a
 * sign-up) without waiting for the next tick.
 */
export type MailScheduler = RepeatingTask

export function startMailScheduler(options: {
  apiUrl: string
  key: () => Promise<string>
  intervalMs: number
  log: (line: string) => void
}): MailScheduler {
  const runOnce = async () => {
    const key = await options.key()
    const response = await fetch(`${options.apiUrl}/functions/v1/send-mail`, {
      method: 'POST',
      headers: { apikey: key, authorization: `Bearer ${key}` },
    })
    if (!response.ok) options.log(`[mail] send-mail answered ${response.status}: ${(await response.text()).slice(0, 200)}`)
    else await response.body?.cancel()
  }

  return startRepeatingTask({
    run: runOnce,
    intervalMs: options.intervalMs,
    onError: (error) => options.log(`[mail] send-mail failed: ${error instanceof Error ? error.message : String(error)}`),
  })
}
