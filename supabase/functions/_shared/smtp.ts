/**
 * SMTP delivery for the send-mail function, written against the few members of nodemailer it
 * uses, so the same code runs on Node (`nodemailer`, the local backend) and on Deno
 * (`npm:nodemailer`, hosted Edge Functions), each entry passing its own import.
 */

export interface SmtpSettings {
  host: string
  port: number
  user?: string
  pass?: string
  /** TLS from the first byte: port 465, the one SMTP port hosted Edge Functions may open. */
  secure: boolean
  from: string
}

export interface OutgoingMail {
  to: string
  subject: string
  html: string
  text: string
  headers?: Record<string, string>
  /** The sender's display name (the site's name from Settings); the address stays MAIL_FROM's. */
  fromName?: string
  /** Where replies go (Settings' reply-to address); none, the From address. */
  replyTo?: string
}

/** The bare address of a From value: `News <news@example.com>` or `news@example.com`. */
export function mailboxAddress(from: string): string {
  const bracketed = /<([^<>\s]+)>\s*$/.exec(from)
  return (bracketed?.[1] ?? from).trim()
}

export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>
  close(): void
}

interface NodemailerTransporter {
  sendMail(message: Record<string, unknown>): Promise<unknown>
  close(): void
}
export type CreateTransport = (options: Record<string, unknown>) => NodemailerTransporter

/** A pooled SMTP transport: a few connections kept open and reused across a batch. */
export function smtpTransport(createTransport: CreateTransport, settings: SmtpSettings, maxConnections = 5): MailTransport {
  const transporter = createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    auth: settings.user ? { user: settings.user, pass: settings.pass ?? '' } : undefined,
    pool: true,
    maxConnections,
    // A server that stops answering must fail the message (and retry later), not hold the batch.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  })
  return {
    send: async (mail) => {
      // nodemailer encodes the name (quotes, non-ASCII), so a site name cannot forge a header.
      const from = mail.fromName ? { name: mail.fromName, address: mailboxAddress(settings.from) } : settings.from
      await transporter.sendMail({
        from, to: mail.to, subject: mail.subject, html: mail.html, text: mail.text, headers: mail.headers,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
      })
    },
    close: () => transporter.close(),
  }
}

/**
 * Whether a failed send must not be tried again: the server refused for good (5xx reply, e.g.
 * 550 no such mailbox) or the address cannot be sent to at all. Everything else (4xx replies,
 * refused or dropped connections, timeouts) is temporary.
 */
export function isPermanentFailure(error: unknown): boolean {
  const { responseCode, code } = (error ?? {}) as { responseCode?: unknown; code?: unknown }
  if (typeof responseCode === 'number') return responseCode >= 500 && responseCode < 600
  return code === 'EENVELOPE'
}

export function smtpSettingsFromEnv(get: (name: string) => string | undefined): SmtpSettings {
  const host = get('SMTP_HOST')?.trim()
  if (!host) throw new Error('SMTP_HOST is missing: run `supabase secrets set SMTP_HOST=… SMTP_PORT=465 SMTP_USER=… SMTP_PASS=… MAIL_FROM=…`')
  const port = Number(get('SMTP_PORT') ?? 465)
  return {
    host,
    port,
    user: get('SMTP_USER') || undefined,
    pass: get('SMTP_PASS') || undefined,
    secure: (get('SMTP_SECURE') ?? String(port === 465)) === 'true',
    from: get('MAIL_FROM') ?? `newsletter@${host}`,
  }
}
