/**
 * The delivery engine's failure rules over real SMTP: a 4xx reply is retried later, a 5xx reply
 * is recorded and never retried, and a sender that dies holding a batch loses nothing. A backend
 * of its own (no schedule running, so only this file's sender claims mail) and a small SMTP
 * server that refuses chosen recipients.
 */
import nodemailer from 'nodemailer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { createClient } from '@supabase/supabase-js'
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../../server/src/config.ts'
import { startScratchBackend, type ScratchBackend } from '../../scripts/dev/scratch-backend.ts'
import { startSmtpSink, type SmtpSink } from '../../scripts/dev/smtp-sink.ts'
import { drainOutbox } from '../../supabase/functions/send-mail/handler.ts'
import { smtpTransport, type CreateTransport, type MailTransport } from '../../supabase/functions/_shared/smtp.ts'

let backend: ScratchBackend
let sink: SmtpSink
let transport: MailTransport

beforeAll(async () => {
  backend = await startScratchBackend('news-delivery-', () => {}, { env: { MAIL_SEND_INTERVAL_MS: '0' } })
  sink = await startSmtpSink({
    keepHeaders: true,
    refuse: (address) => (address.startsWith('soft-') ? 451 : address.startsWith('hard-') ? 550 : undefined),
  })
  // Every newsletter carries the postal address; the database refuses to send one without it.
  await backend.api.db.pool.query(`update public.site_settings set postal_address = '1 Fleet Street, London'`)
  transport = smtpTransport(nodemailer.createTransport as CreateTransport, {
    host: '127.0.0.1', port: sink.port, secure: false, from: 'The Daily Opinion <news@example.com>',
  })
}, 120_000)

afterAll(async () => {
  transport?.close()
  await sink?.stop()
  await backend?.stop()
})

const query = async <T,>(text: string, params: unknown[] = []) => (await backend.api.db.pool.query(text, params)).rows as T[]

const drain = () => drainOutbox({
  supabaseUrl: backend.api.url,
  serviceRoleKey: LOCAL_SERVICE_ROLE_KEY,
  siteUrl: 'https://news.example',
  transport,
  batchSize: 10,
  timeBudgetMs: 20_000,
})

/** A draft issue sent to `emails` (confirmed subscribers), as the dashboard's RPC would queue it. */
async function sendIssueTo(emails: string[]): Promise<string> {
  await query(`delete from private.mail_outbox`)
  await query(`update public.subscribers set status = 'unsubscribed'`)
  for (const email of emails) {
    await query(`insert into public.subscribers (email, status, confirmed_at) values ($1, 'confirmed', now())
                 on conflict (email) do update set status = 'confirmed'`, [email])
  }
  const [issue] = await query<{ id: string }>(`insert into public.newsletter_issues (subject, intro) values ('Weekly', 'Hello') returning id`)
  // Sent as the dashboard sends it: the administrator signed in, through the RPC.
  const admin = createClient(backend.api.url, LOCAL_ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  })
  const signIn = await admin.auth.signInWithPassword({ email: backend.config.adminEmail, password: backend.config.adminPassword })
  expect(signIn.error).toBeNull()
  const { error } = await admin.rpc('send_newsletter_issue', { issue_id: issue!.id })
  expect(error).toBeNull()
  return issue!.id
}

const rows = (issueId: string) =>
  query<{ email: string; state: string; attempts: number; last_error: string | null }>(
    `select email, state, attempts, last_error from private.mail_outbox where issue_id = $1 order by email`, [issueId])

describe('delivery over real SMTP', () => {
  it('retries a 4xx refusal later and records a 5xx refusal without retrying it', async () => {
    const issueId = await sendIssueTo(['ok-1@example.com', 'soft-1@example.com', 'hard-1@example.com'])
    expect(await drain()).toEqual({ sent: 1, failed: 1, retrying: 1 })
    const after = await rows(issueId)
    expect(after.map(({ email, state, attempts }) => ({ email, state, attempts }))).toEqual([
      { email: 'hard-1@example.com', state: 'failed', attempts: 1 },
      { email: 'ok-1@example.com', state: 'sent', attempts: 1 },
      { email: 'soft-1@example.com', state: 'queued', attempts: 1 },
    ])
    expect(after.find((row) => row.email === 'hard-1@example.com')?.last_error).toMatch(/550/)
    // The messages the SMTP server accepted carry RFC 8058's headers.
    expect(sink.messages.at(-1)?.headers).toMatch(/List-Unsubscribe-Post: List-Unsubscribe=One-Click/)

    // Due again (its backoff over): the 4xx one is tried again, the 5xx one is not.
    await query(`update private.mail_outbox set next_attempt_at = now() where issue_id = $1 and state = 'queued'`, [issueId])
    expect(await drain()).toEqual({ sent: 0, failed: 0, retrying: 1 })
    const retried = await rows(issueId)
    expect(retried.map(({ email, attempts }) => ({ email, attempts }))).toEqual([
      { email: 'hard-1@example.com', attempts: 1 },
      { email: 'ok-1@example.com', attempts: 1 },
      { email: 'soft-1@example.com', attempts: 2 },
    ])
    // Backed off: 30 s after the first attempt, a minute after the second.
    const [wait] = await query<{ seconds: number }>(
      `select extract(epoch from next_attempt_at - now())::int as seconds from private.mail_outbox where issue_id = $1 and email = 'soft-1@example.com'`, [issueId])
    expect(wait!.seconds).toBeGreaterThan(45)
    expect(sink.received.get('hard-1@example.com')).toBeUndefined()
  })

  it('a sender that died holding a batch loses nothing: the lease runs out and the next run sends it, each message once', async () => {
    const emails = Array.from({ length: 25 }, (_, i) => `reader-${i}@example.com`)
    const issueId = await sendIssueTo(emails)
    // What a killed sender leaves: ten rows claimed (leased), never sent, never reported.
    const claim = await fetch(`${backend.api.url}/rest/v1/rpc/mail_outbox_claim`, {
      method: 'POST',
      headers: { apikey: LOCAL_SERVICE_ROLE_KEY, authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({ batch_size: 10, lease_seconds: 60 }),
    })
    expect(((await claim.json()) as unknown[]).length).toBe(10)

    // The next run sends the other fifteen now; the leased ten wait for their lease.
    expect(await drain()).toMatchObject({ sent: 15 })
    expect((await rows(issueId)).filter((row) => row.state === 'sending')).toHaveLength(10)
    await query(`update private.mail_outbox set next_attempt_at = now() where issue_id = $1 and state = 'sending'`, [issueId])
    expect(await drain()).toMatchObject({ sent: 10 })
    expect((await rows(issueId)).every((row) => row.state === 'sent')).toBe(true)
    for (const email of emails) expect(sink.received.get(email)).toBe(1)
  })

  it('sends under the site name and with the reply-to address of Settings, read afresh on each run', async () => {
    await query(`update public.site_settings set site_name = 'Morning Ledger', reply_to = 'letters@example.com'`)
    try {
      await sendIssueTo(['named-1@example.com'])
      expect(await drain()).toMatchObject({ sent: 1 })
      const headers = sink.messages.at(-1)?.headers ?? ''
      expect(headers).toMatch(/^From: Morning Ledger <news@example\.com>$/m)
      expect(headers).toMatch(/^Reply-To: letters@example\.com$/m)

      await query(`update public.site_settings set reply_to = ''`)
      await sendIssueTo(['named-2@example.com'])
      expect(await drain()).toMatchObject({ sent: 1 })
      expect(sink.messages.at(-1)?.headers).not.toMatch(/^Reply-To:/m)
    } finally {
      await query(`update public.site_settings set site_name = 'The Daily Opinion', reply_to = ''`)
    }
  })
})
