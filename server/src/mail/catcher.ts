/**
 * The local mail catcher: maildev, an SMTP server that keeps every message and shows it in a web
 * inbox with a REST API (`GET /api/email`, `GET /api/email/:id/source`). `npm start`, the test
 * stacks and the benches run one so that confirmations and newsletters are really sent over SMTP
 * and can be read back; nothing leaves the machine (both servers listen on 127.0.0.1 only).
 */
/** The Supabase CLI's local mail ports. */
export const DEFAULT_MAIL_SMTP_PORT = 54325
export const DEFAULT_MAIL_WEB_PORT = 54324

export interface MailCatcherOptions {
  /** 0 picks a free port. */
  smtpPort: number
  webPort: number
  /** Where messages are kept (.eml files); kept messages come back on the next start. */
  mailDir: string
}

export interface MailCatcher {
  smtpPort: number
  webPort: number
  /** The web inbox and its REST API, e.g. http://127.0.0.1:54324 */
  webUrl: string
  stop(): Promise<void>
}

export async function startMailCatcher(options: MailCatcherOptions): Promise<MailCatcher> {
  // Loaded when a catcher starts, not when this module is imported: maildev takes seconds to
  // load, and `npm start` starts PostgreSQL and the dev server meanwhile.
  const { MailDev } = await import('maildev')
  const maildev = new MailDev({
    smtp: options.smtpPort,
    ip: '127.0.0.1',
    web: options.webPort,
    webIp: '127.0.0.1',
    mailDirectory: options.mailDir,
    silent: true,
  })
  const servers = await maildev.start()
  const smtpPort = servers.smtp.getPort()
  const webPort = servers.api?.getPort() ?? options.webPort
  let stopping: Promise<void> | undefined
  return {
    smtpPort,
    webPort,
    webUrl: `http://127.0.0.1:${webPort}`,
    stop: () => (stopping ??= maildev.stop()),
  }
}
