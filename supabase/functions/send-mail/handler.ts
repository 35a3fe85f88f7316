import type { FetchLike } from '../_shared/anon-rest.ts'
import { confirmationMail, type MailContent } from '../_shared/mail-templates.ts'
import { callServiceFunction, type ServiceRest } from '../_shared/service-rest.ts'
import { isPermanentFailure, type MailTransport, type OutgoingMail } from '../_shared/smtp.ts'

/** A message the outbox handed to this sender (mail_outbox_claim). */
export interface ClaimedMail {
  id: number
  kind: 'confirm' | 'newsletter' | 'test'
  issue_id: string | null
  email: string
  payload: { token?: string }
  attempts: number
}

export type MailResult = { id: number; ok: true } | { id: number; ok: false; permanent: boolean; error: string }

export interface SendMailOptions {
  /** Where PostgREST is reached (`<url>/rest/v1`). */
  supabaseUrl: string
  /** The service_role (or secret) key: only it may claim and report messages. */
  serviceRoleKey: string
  /** The web app's origin, for the links in the messages. */
  siteUrl: string
  transport: MailTransport
  fetch?: FetchLike
  /** Messages claimed at once (one lease); a killed sender sends at most these again. */
  batchSize?: number
  /** Stop claiming after this long, so one run ends well within the platform's time limit. */
  timeBudgetMs?: number
  log?: (line: string) => void
}

export interface SendMailSummary {
  sent: number
  failed: number
  retrying: number
}

const DEFAULT_BATCH = 100
const DEFAULT_BUDGET_MS = 25_000
// Longer than a batch can take to send, shorter than a reader's patience after a crash.
const LEASE_SECONDS = 60

function compose(mail: ClaimedMail, siteUrl: string): OutgoingMail {
  let content: MailContent
  if (mail.kind === 'confirm') {
    if (!mail.payload.token) throw Object.assign(new Error('confirmation without a token'), { code: 'EENVELOPE' })
    content = confirmationMail({ siteUrl, token: mail.payload.token })
  } else {
    throw Object.assign(new Error(`no template for ${mail.kind}`), { code: 'EENVELOPE' })
  }
  return { to: mail.email, ...content }
}

/**
 * Sends what is due in the outbox, batch after batch, until it is empty or the time budget is
 * spent: claim (a lease), send each over SMTP, report each result. Another sender running at the
 * same time claims other rows (SKIP LOCKED).
 */
export async function drainOutbox(options: SendMailOptions): Promise<SendMailSummary> {
  const rest: ServiceRest = {
    supabaseUrl: options.supabaseUrl,
    serviceRoleKey: options.serviceRoleKey,
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
  }
  const deadline = Date.now() + (options.timeBudgetMs ?? DEFAULT_BUDGET_MS)
  const summary: SendMailSummary = { sent: 0, failed: 0, retrying: 0 }
  while (Date.now() < deadline) {
    const batch = await callServiceFunction<ClaimedMail[]>(rest, 'mail_outbox_claim', {
      batch_size: options.batchSize ?? DEFAULT_BATCH,
      lease_seconds: LEASE_SECONDS,
    })
    if (batch.length === 0) break
    const results = await Promise.all(
      batch.map(async (mail): Promise<MailResult> => {
        try {
          await options.transport.send(compose(mail, options.siteUrl))
          return { id: mail.id, ok: true }
        } catch (error) {
          const permanent = isPermanentFailure(error)
          return { id: mail.id, ok: false, permanent, error: error instanceof Error ? error.message : String(error) }
        }
      }),
    )
    await callServiceFunction(rest, 'mail_outbox_report', { results })
    for (const result of results) {
      if (result.ok) summary.sent += 1
      else if (result.permanent) summary.failed += 1
      else summary.retrying += 1
    }
    // Temporary failures are due again only later; claiming now would find nothing else anyway.
    if (results.every((result) => !result.ok && !result.permanent)) break
  }
  if (summary.failed + summary.retrying > 0) options.log?.(`sent ${summary.sent}, failed ${summary.failed}, retrying ${summary.retrying}`)
  return summary
}

/** POST (or GET) /functions/v1/send-mail: one drain of the outbox; answers what it did. */
export function createSendMailHandler(options: SendMailOptions): (req: Request) => Promise<Response> {
  const log = options.log ?? ((line: string) => console.error(line))
  return async (req) => {
    if (req.method !== 'POST' && req.method !== 'GET') return new Response('Method Not Allowed', { status: 405, headers: { allow: 'GET, POST' } })
    try {
      const summary = await drainOutbox({ ...options, log })
      return Response.json(summary)
    } catch (error) {
      log(`send-mail: ${error instanceof Error ? error.message : String(error)}`)
      return Response.json({ error: 'sending failed' }, { status: 500 })
    }
  }
}
