/**
 * Auth e-mails (recovery, invitation) sent over SMTP as GoTrue's mailer does: locally to the
 * mail catcher, in production to the configured provider (config.smtp).
 */
import nodemailer from 'nodemailer'
import { smtpTransport, type CreateTransport, type MailTransport, type OutgoingMail } from '../../../supabase/functions/_shared/smtp.ts'
import type { SmtpConfig } from '../config.ts'

export type AuthMailer = Pick<MailTransport, 'send'>

export function smtpAuthMailer(smtp: SmtpConfig): AuthMailer {
  let transport: MailTransport | undefined
  return {
    // One pooled transport, made on first use so a backend that never sends opens no socket.
    send: (mail) => (transport ??= smtpTransport(nodemailer.createTransport as CreateTransport, smtp, 2)).send(mail),
  }
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch)

function linkMail(to: string, subject: string, intro: string, action: string, link: string, outro: string): OutgoingMail {
  return {
    to,
    subject,
    text: `${intro}\n\n${action}: ${link}\n\n${outro}\n`,
    html: `<h2>${escapeHtml(subject)}</h2><p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p><p>${escapeHtml(outro)}</p>`,
  }
}

/** GoTrue's default recovery template, in words a newsroom member understands. */
export function recoveryMail(to: string, link: string): OutgoingMail {
  return linkMail(
    to,
    'Reset Your Password',
    'Someone asked to reset the password of this account.',
    'Reset password',
    link,
    'The link works once and for one hour. If you did not ask for it, ignore this e-mail: your password stays as it is.',
  )
}

/** GoTrue's default invitation template. */
export function inviteMail(to: string, link: string): OutgoingMail {
  return linkMail(
    to,
    'You have been invited',
    'You have been invited to create an account.',
    'Accept the invite',
    link,
    'The link works once and for one hour.',
  )
}
