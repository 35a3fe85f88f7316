/**
 * Auth e-mails (recovery, invitation) sent over SMTP as GoTrue's mailer does: locally to the
 * mail catcher, in production to the configured provider (config.smtp). What they say is
 * src/lib/mail/auth-mail.ts, in the layout every mail of the site shares.
 */
import nodemailer from 'nodemailer'
import { smtpTransport, type CreateTransport, type MailTransport } from '../../../supabase/functions/_shared/smtp.ts'
import type { SmtpConfig } from '../config.ts'

export type AuthMailer = Pick<MailTransport, 'send'>

export function smtpAuthMailer(smtp: SmtpConfig): AuthMailer {
  let transport: MailTransport | undefined
  return {
    // One pooled transport, made on first use so a backend that never sends opens no socket.
    send: (mail) => (transport ??= smtpTransport(nodemailer.createTransport as CreateTransport, smtp, 2)).send(mail),
  }
}
