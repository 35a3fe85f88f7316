/**
 * The newsletter bench's sender, in a process of its own so the bench can kill it: the
 * send-mail function's drain loop (the very code the Edge Function runs), over and over, against
 * the backend's REST API and a real SMTP server. Prints its resident memory as JSON lines.
 *
 * Env: API_URL, SMTP_PORT, SITE_URL, BATCH_SIZE (100).
 */
import nodemailer from 'nodemailer'
import { LOCAL_SERVICE_ROLE_KEY } from '../../../server/src/config.ts'
import { smtpTransport, type CreateTransport } from '../../../supabase/functions/_shared/smtp.ts'
import { drainOutbox } from '../../../supabase/functions/send-mail/handler.ts'

const apiUrl = process.env.API_URL ?? ''
const transport = smtpTransport(nodemailer.createTransport as CreateTransport, {
  host: '127.0.0.1', port: Number(process.env.SMTP_PORT), secure: false, from: 'The Daily Opinion <news@example.com>',
})

// BENCH_TRACE=1: where a batch's time goes (time spent in each RPC), every few seconds.
const spent = new Map<string, number>()
const tracedFetch = async (input: string, init?: RequestInit) => {
  const started = performance.now()
  try {
    return await fetch(input, init)
  } finally {
    const name = input.split('/').pop() ?? input
    spent.set(name, (spent.get(name) ?? 0) + performance.now() - started)
  }
}
if (process.env.BENCH_TRACE) {
  setInterval(() => process.stderr.write(`trace ${JSON.stringify(Object.fromEntries([...spent].map(([k, v]) => [k, Math.round(v)])))}\n`), 3000).unref()
}

let peak = 0
const sample = () => {
  peak = Math.max(peak, process.memoryUsage().rss)
  process.stdout.write(`${JSON.stringify({ rss: peak })}\n`)
}
setInterval(sample, 250).unref()

for (;;) {
  try {
    const summary = await drainOutbox({
      supabaseUrl: apiUrl,
      serviceRoleKey: LOCAL_SERVICE_ROLE_KEY,
      siteUrl: process.env.SITE_URL ?? 'https://news.example',
      transport,
      fetch: tracedFetch,
      batchSize: Number(process.env.BATCH_SIZE ?? 100),
      timeBudgetMs: 25_000,
    })
    // Nothing due: wait a little, as the schedule would, rather than spin.
    if (summary.sent + summary.failed + summary.retrying === 0) await new Promise((resolve) => setTimeout(resolve, 250))
  } catch (error) {
    process.stderr.write(`sender: ${error instanceof Error ? error.message : String(error)}\n`)
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}
