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

/** What the team function passes as the invitation's data (GoTrue's user_metadata). */
export interface InvitationData {
  site_name?: unknown
  role_phrase?: unknown
  invited_by?: unknown
}

/** One line of text from the data: control characters (a header's CR and LF) become spaces. */
function line(value: unknown): string | null {
  if (typeof value !== 'string') return null
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const text = value.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ').trim().slice(0, 120)
  return text === '' ? null : text
}

/**
 * The invitation, worded as supabase/templates/invite.html words it for hosted Auth (config.toml
 * [auth.email.template.invite]): who invites, to which site, in which role (`role_phrase`, "an
 * editor"), and how long the link works (otp_expiry: one hour). Without that data it is
 * GoTrue's default invitation.
 */
export function inviteMail(to: string, link: string, data: InvitationData = {}): OutgoingMail {
  const site = line(data.site_name)
  const inviter = line(data.invited_by) ?? 'An administrator'
  const role = line(data.role_phrase)
  if (!site) {
    return linkMail(to, 'You have been invited', 'You have been invited to create an account.', 'Accept the invite', link, 'The link works once, within one hour.')
  }
  return linkMail(
    to,
    `${inviter} invited you to join ${site}`,
    `${inviter} invited you to join ${site}${role ? ` as ${role}` : ''}. Accept to choose your password and sign in.`,
    'Accept the invite',
    link,
    'The link works once, within one hour.',
  )
}
