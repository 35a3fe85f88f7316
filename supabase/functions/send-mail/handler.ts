import type { FetchLike } from '../_shared/anon-rest.ts'
import { bearerIs } from '../_shared/caller-key.ts'
import { confirmationMail } from '../../../src/lib/mail/confirmation-mail.ts'
import type { MailContent } from '../../../src/lib/mail/mail-layout.ts'
import { newsletterClickUrl, newsletterMail, newsletterUnsubscribeUrl, type NewsletterArticle } from '../../../src/lib/mail/newsletter-mail.ts'
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

/** What an issue's messages are rendered from (mail_issue_content). */
export interface IssueContent {
  subject: string
  intro: string
  articles: NewsletterArticle[]
  postal_address: string | null
}

/** Who the messages come from (mail_sender: the Settings tab's site name and reply-to address). */
export interface MailSender {
  site_name: string
  reply_to: string | null
}

export type MailResult = { id: number; ok: true } | { id: number; ok: false; permanent: boolean; error: string }

export interface SendMailOptions {
  /** Where PostgREST is reached (`<url>/rest/v1`). */
  supabaseUrl: string
  /** The service_role (or secret) key: only it may claim and report messages. */
  serviceRoleKey: string
  /** The web app's origin, for the links in the messages. */
  siteUrl: string
  /** Where the Edge Functions answer (List-Unsubscribe); default `<supabaseUrl>/functions/v1`. */
  functionsUrl?: string
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

const unusable = (message: string) => Object.assign(new Error(message), { code: 'EENVELOPE' })

/**
 * One recipient's message. A newsletter (or a test of one) carries its own unsubscribe token: in
 * the visible link to the site's page and in RFC 8058's one-click headers, which point at the
 * unsubscribe function (an https URL on hosted, no key needed).
 */
function compose(mail: ClaimedMail, siteUrl: string, functionsUrl: string, sender: MailSender, issue: IssueContent | null | undefined): OutgoingMail {
  let content: MailContent
  let headers: Record<string, string> | undefined
  if (!mail.payload.token) throw unusable(`${mail.kind} message without a token`)
  if (mail.kind === 'confirm') {
    content = confirmationMail({ siteUrl, siteName: sender.site_name, token: mail.payload.token })
  } else {
    const issueId = mail.issue_id
    if (!issue || !issueId) throw unusable(`the newsletter issue ${mail.issue_id ?? '(none)'} no longer exists`)
    const token = encodeURIComponent(mail.payload.token)
    content = newsletterMail({
      siteUrl,
      siteName: sender.site_name,
      subject: mail.kind === 'test' ? `[Test] ${issue.subject}` : issue.subject,
      intro: issue.intro,
      articles: issue.articles,
      postalAddress: issue.postal_address ?? '',
      unsubscribeUrl: newsletterUnsubscribeUrl(siteUrl, mail.payload.token),
      linkUrl: (path) => newsletterClickUrl(functionsUrl, issueId, path),
    })
    headers = {
      'List-Unsubscribe': `<${functionsUrl}/unsubscribe?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    }
  }
  return {
    to: mail.email, ...content, ...(headers ? { headers } : {}),
    fromName: sender.site_name, ...(sender.reply_to ? { replyTo: sender.reply_to } : {}),
  }
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
  const functionsUrl = (options.functionsUrl ?? `${options.supabaseUrl.replace(/\/+$/, '')}/functions/v1`).replace(/\/+$/, '')
  // Read once per run and issue, not per message: 10,000 recipients share one issue.
  const issues = new Map<string, Promise<IssueContent | null>>()
  const issueContent = (id: string) => {
    let content = issues.get(id)
    if (!content) {
      content = callServiceFunction<IssueContent | null>(rest, 'mail_issue_content', { issue_id: id })
      issues.set(id, content)
      // A failed read is not kept: the next batch asks again.
      content.catch(() => issues.delete(id))
    }
    return content
  }
  // Read once per run, when there is something to send: a settings change applies from the next run.
  let sender: Promise<MailSender> | undefined
  while (Date.now() < deadline) {
    const batch = await callServiceFunction<ClaimedMail[]>(rest, 'mail_outbox_claim', {
      batch_size: options.batchSize ?? DEFAULT_BATCH,
      lease_seconds: LEASE_SECONDS,
    })
    if (batch.length === 0) break
    let from: MailSender
    try {
      from = await (sender ??= callServiceFunction<MailSender>(rest, 'mail_sender', {}))
    } catch (error) {
      // Handed back at once rather than left to their lease: the next run tries them again.
      const message = error instanceof Error ? error.message : String(error)
      await callServiceFunction(rest, 'mail_outbox_report', { results: batch.map((mail) => ({ id: mail.id, ok: false, permanent: false, error: message })) })
      throw error
    }
    const results = await Promise.all(
      batch.map(async (mail): Promise<MailResult> => {
        try {
          // A test shows the draft as it stands now, so it is read afresh each run.
          const issue = mail.issue_id ? await issueContent(mail.issue_id) : undefined
          await options.transport.send(compose(mail, options.siteUrl, functionsUrl, from, issue))
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

/**
 * POST (or GET) /functions/v1/send-mail: one drain of the outbox; answers what it did. Only the
 * service_role key may start one (what Supabase Cron sends): the gateway's JWT check alone would
 * let the public anon key through too.
 */
export function createSendMailHandler(options: SendMailOptions): (req: Request) => Promise<Response> {
  const log = options.log ?? ((line: string) => console.error(line))
  return async (req) => {
    if (req.method !== 'POST' && req.method !== 'GET') return new Response('Method Not Allowed', { status: 405, headers: { allow: 'GET, POST' } })
    if (!(await bearerIs(req, options.serviceRoleKey))) return Response.json({ error: 'the service_role key is required' }, { status: 401 })
    try {
      const summary = await drainOutbox({ ...options, log })
      return Response.json(summary)
    } catch (error) {
      log(`send-mail: ${error instanceof Error ? error.message : String(error)}`)
      return Response.json({ error: 'sending failed' }, { status: 500 })
    }
  }
}
