/**
 * `npm run bench:newsletter`: a newsletter to 10,000 confirmed subscribers, delivered over real
 * SMTP, three times:
 *   1. undisturbed: messages per second, the sender's peak memory, lost and duplicated;
 *   2. the sender SIGKILLed twice mid-run (restarted at once): lost 0, duplicated ≤ a batch per kill;
 *   3. the SMTP server stopped for 30 s mid-run: lost 0, duplicated 0.
 * A throwaway backend (no schedule of its own), the issue sent through the dashboard's RPC as the
 * administrator, the send-mail function's drain loop in a child process
 * (scripts/bench/lib/newsletter-sender.ts), and a counting SMTP server (scripts/dev/smtp-sink.ts):
 * maildev keeps every message, which at 10,000 measures maildev rather than the sender.
 *
 * Env: BENCH_SUBSCRIBERS (10000), BENCH_BATCH (100), BENCH_SMTP_DOWN_S (30).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { LOCAL_ANON_KEY } from '../../server/src/config.ts'
import { waitFor } from '../../tests/support/wait-for.ts'
import { startScratchBackend, type ScratchBackend } from '../dev/scratch-backend.ts'
import { startSmtpSink, type SmtpSink } from '../dev/smtp-sink.ts'

const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 10_000)
const BATCH = Number(process.env.BENCH_BATCH ?? 100)
const SMTP_DOWN_MS = Number(process.env.BENCH_SMTP_DOWN_S ?? 30) * 1000
const ROOT = path.resolve(import.meta.dirname, '../..')

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const log = (line: string) => console.log(`[bench:newsletter] ${line}`)

interface Sender {
  child: ChildProcess
  peakRss: () => number
  exited: Promise<void>
}

function startSender(apiUrl: string, smtpPort: number): Sender {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/bench/lib/newsletter-sender.ts')], {
    cwd: ROOT,
    env: { ...process.env, API_URL: apiUrl, SMTP_PORT: String(smtpPort), BATCH_SIZE: String(BATCH) },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let peak = 0
  let buffer = ''
  child.stdout?.on('data', (chunk: Buffer) => {
    buffer += chunk.toString('utf8')
    const lines = buffer.split('\n')
    buffer = lines.pop() ?? ''
    for (const line of lines) {
      try {
        peak = Math.max(peak, (JSON.parse(line) as { rss: number }).rss)
      } catch {
        // not a sample
      }
    }
  })
  child.stderr?.on('data', (chunk: Buffer) => {
    const text = chunk.toString('utf8').trim()
    if (text && (process.env.BENCH_TRACE || !/ECONNREFUSED|Connection closed|Greeting never received/.test(text))) log(`sender: ${text.slice(0, 300)}`)
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  return { child, peakRss: () => peak, exited }
}

async function stopSender(sender: Sender) {
  if (sender.child.exitCode === null && sender.child.signalCode === null) sender.child.kill('SIGKILL')
  await sender.exited
}

async function adminToken(backend: ScratchBackend): Promise<string> {
  const response = await fetch(`${backend.api.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: LOCAL_ANON_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ email: backend.config.adminEmail, password: backend.config.adminPassword }),
  })
  if (!response.ok) throw new Error(`admin sign-in: HTTP ${response.status}`)
  return ((await response.json()) as { access_token: string }).access_token
}

/** A new issue, sent through the dashboard's RPC; answers its id and how long queueing took. */
async function sendIssue(backend: ScratchBackend, token: string, subject: string): Promise<{ id: string; enqueueMs: number }> {
  const pool = backend.api.db.pool
  const articles = await pool.query<{ id: string }>(`select id from public.articles where status = 'published' order by publish_date desc limit 5`)
  const issue = await pool.query<{ id: string }>(
    `insert into public.newsletter_issues (subject, intro, article_ids) values ($1, 'This week, in brief.', $2) returning id`,
    [subject, articles.rows.map((row) => row.id)],
  )
  const id = issue.rows[0]!.id
  const started = performance.now()
  const response = await fetch(`${backend.api.url}/rest/v1/rpc/send_newsletter_issue`, {
    method: 'POST',
    headers: { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ issue_id: id }),
  })
  if (!response.ok) throw new Error(`send_newsletter_issue: HTTP ${response.status} ${await response.text()}`)
  const enqueueMs = performance.now() - started
  const { recipients } = (await response.json()) as { recipients: number }
  if (recipients !== SUBSCRIBERS) throw new Error(`queued ${recipients}, expected ${SUBSCRIBERS}`)
  return { id, enqueueMs }
}

async function outboxLeft(backend: ScratchBackend, issueId: string): Promise<number> {
  const { rows } = await backend.api.db.pool.query<{ n: number }>(
    `select count(*)::int as n from private.mail_outbox where issue_id = $1 and state in ('queued', 'sending')`, [issueId])
  return rows[0]!.n
}

interface PhaseResult {
  name: string
  seconds: number
  perSecond: number
  peakRssMb: number
  lost: number
  duplicated: number
  failed: number
  enqueueMs: number
}

/** Waits until the outbox has nothing left for the issue (or `limitMs` passes). */
async function waitDrained(backend: ScratchBackend, issueId: string, limitMs: number, during?: (elapsed: number) => Promise<void>) {
  const started = performance.now()
  await waitFor('the outbox drained', async () => {
    await during?.(performance.now() - started)
    return (await outboxLeft(backend, issueId)) === 0
  }, { timeoutMs: limitMs, intervalMs: 200 })
}

function tally(received: Map<string, number>, addresses: string[]) {
  let lost = 0
  let duplicated = 0
  for (const address of addresses) {
    const n = received.get(address) ?? 0
    if (n === 0) lost += 1
    else duplicated += n - 1
  }
  return { lost, duplicated }
}

async function main() {
  log(`starting a throwaway backend …`)
  const backend = await startScratchBackend('bench-newsletter-', () => {}, { env: { MAIL_SEND_INTERVAL_MS: '0' } })
  let sink: SmtpSink | undefined
  const senders: Sender[] = []
  try {
    const pool = backend.api.db.pool
    await pool.query(`delete from public.subscribers`)
    await pool.query(
      `insert into public.subscribers (email, status, confirmed_at)
       select 'reader-' || i || '@bench.example', 'confirmed', now() from generate_series(1, $1) i`, [SUBSCRIBERS])
    await pool.query('analyze public.subscribers')
    // Every newsletter carries the postal address: without it, sending is refused.
    await pool.query(`update public.site_settings set postal_address = 'The Daily Opinion, 1 Bench Street, Testville'`)
    const addresses = Array.from({ length: SUBSCRIBERS }, (_, i) => `reader-${i + 1}@bench.example`)
    const token = await adminToken(backend)
    const results: PhaseResult[] = []

    const phase = async (name: string, disturb: (ctx: { received: Map<string, number>; elapsed: number }) => Promise<void>) => {
      const received = new Map<string, number>()
      sink = await startSmtpSink({ received })
      const port = sink.port
      // The sender is up (its first memory sample) before the issue is sent: the time measured
      // is delivery, not Node's start-up.
      const first = startSender(backend.api.url, port)
      senders.push(first)
      await waitFor('the sender started', () => first.peakRss() > 0, { timeoutMs: 60_000, intervalMs: 50 })
      const { id, enqueueMs } = await sendIssue(backend, token, `Bench ${name}`)
      log(`${name}: ${SUBSCRIBERS} queued in ${Math.round(enqueueMs)} ms; sending …`)
      const started = performance.now()
      let peak = 0
      await waitDrained(backend, id, 15 * 60_000, async (elapsed) => {
        peak = Math.max(peak, ...senders.map((sender) => sender.peakRss()))
        await disturb({ received, elapsed })
      })
      // The last delivered count is settled once the outbox is empty: every row is reported.
      const seconds = (performance.now() - started) / 1000
      peak = Math.max(peak, ...senders.map((sender) => sender.peakRss()))
      for (const sender of senders.splice(0)) await stopSender(sender)
      await sink.stop()
      const { rows } = await pool.query<{ failed: number }>(
        `select count(*) filter (where state = 'failed')::int as failed from private.mail_outbox where issue_id = $1`, [id])
      const result = { name, seconds, perSecond: SUBSCRIBERS / seconds, peakRssMb: peak / 1024 / 1024, failed: rows[0]!.failed, enqueueMs, ...tally(received, addresses) }
      log(`${name}: ${JSON.stringify(result)}`)
      results.push(result)
      // Each phase starts from an empty outbox.
      await pool.query(`delete from private.mail_outbox`)
    }

    await phase('undisturbed', async () => {})

    const killAt = [0.3, 0.65].map((share) => Math.round(share * SUBSCRIBERS))
    await phase('sender killed twice', async ({ received }) => {
      const next = killAt[0]
      if (next !== undefined && received.size >= next) {
        killAt.shift()
        const victim = senders.pop()
        if (victim) {
          log(`killing the sender (pid ${victim.child.pid}) at ${received.size} delivered`)
          await stopSender(victim)
          senders.push(startSender(backend.api.url, sink!.port))
        }
      }
    })

    let down: 'before' | 'down' | 'after' = 'before'
    await phase('SMTP down 30 s', async ({ received }) => {
      if (down === 'before' && received.size >= SUBSCRIBERS * 0.4) {
        down = 'down'
        const port = sink!.port
        log(`stopping the SMTP server at ${received.size} delivered, for ${SMTP_DOWN_MS / 1000} s`)
        await sink!.stop()
        await sleep(SMTP_DOWN_MS)
        sink = await startSmtpSink({ port, received })
        down = 'after'
        log('SMTP server back')
      }
    })

    const table = [
      '| run | messages | time (s) | messages/s | sender peak RSS (MB) | lost | duplicated | failed | enqueue (ms) |',
      '|---|---|---|---|---|---|---|---|---|',
      ...results.map((r) => `| ${r.name} | ${SUBSCRIBERS} | ${r.seconds.toFixed(1)} | ${r.perSecond.toFixed(0)} | ${r.peakRssMb.toFixed(0)} | ${r.lost} | ${r.duplicated} | ${r.failed} | ${Math.round(r.enqueueMs)} |`),
    ]
    console.log(`\nBatch ${BATCH} messages (one lease); targets: ≥ 100 messages/s, lost 0, duplicated 0 (≤ ${BATCH} per kill when killed).\n`)
    console.log(table.join('\n'))
    const [plain, killed, smtpDown] = results
    const ok = plain!.perSecond >= 100 && results.every((r) => r.lost === 0) && plain!.duplicated === 0
      && killed!.duplicated <= 2 * BATCH && smtpDown!.duplicated === 0
    if (!ok) process.exitCode = 1
  } finally {
    for (const sender of senders) await stopSender(sender)
    await sink?.stop().catch(() => {})
    await backend.stop()
  }
}

await main()
