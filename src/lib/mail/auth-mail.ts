/**
 * The Auth mails the local backend sends as GoTrue's mailer does (hosted Auth uses
 * supabase/templates/ instead): the password reset and the invitation, in the site's one mail
 * layout. Subject and text are single lines of the data: no header can be smuggled in.
 */
import { mailPage, noticeRow, type MailContent, type NoticeBody } from './mail-layout.ts'

function linkMail(subject: string, body: Omit<NoticeBody, 'heading'>): MailContent {
  return {
    subject,
    text: `${body.intro}\n\n${body.action}: ${body.link}\n\n${body.outro}\n`,
    html: mailPage(subject, [noticeRow({ heading: subject, ...body })]),
  }
}

/** GoTrue's default recovery template, in words a newsroom member understands. */
export function recoveryMail(link: string): MailContent {
  return linkMail('Reset Your Password', {
    intro: 'Someone asked to reset the password of this account.',
    action: 'Reset password',
    link,
    outro: 'The link works once and for one hour. If you did not ask for it, ignore this e-mail: your password stays as it is.',
  })
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
 * The invitation: who invites, to which site, in which role (`role_phrase`, "an editor"), and how
 * long the link works (otp_expiry: one hour). Without that data it is GoTrue's default
 * invitation. Hosted Auth sends the same page: supabase/templates/invite.html is this mail with
 * Auth's placeholders for the data (`hostedInviteTemplate`).
 */
export function inviteMail(link: string, data: InvitationData = {}): MailContent {
  const site = line(data.site_name)
  const inviter = line(data.invited_by) ?? 'An administrator'
  const role = line(data.role_phrase)
  const accept = { action: 'Accept the invite', link, outro: 'The link works once, within one hour.' }
  if (!site) return linkMail('You have been invited', { intro: 'You have been invited to create an account.', ...accept })
  return linkMail(`${inviter} invited you to join ${site}`, {
    intro: `${inviter} invited you to join ${site}${role ? ` as ${role}` : ''}. Accept to choose your password and sign in.`,
    ...accept,
  })
}

/** The invitation as hosted Auth's template (config.toml [auth.email.template.invite]): Go template placeholders for the data. */
export function hostedInviteTemplate(): string {
  return inviteMail('{{ .ConfirmationURL }}', {
    site_name: '{{ .Data.site_name }}',
    invited_by: '{{ .Data.invited_by }}',
    role_phrase: '{{ .Data.role_phrase }}',
  }).html
}
