/** "Confirm your subscription": the double opt-in mail the send-mail Edge Function sends. */
import { paths } from '../../config/paths.ts'
import { siteHref } from '../site-href.ts'
import { mailPage, noticeRow, type MailContent } from './mail-layout.ts'

export interface ConfirmationMailData {
  siteUrl: string
  /** The site's name as the Settings tab has it (the sender's name too). */
  siteName: string
  token: string
}

/** The double opt-in link, valid for seven days; tokens are hex, so the link needs no escaping of its own. */
export function confirmationMail({ siteUrl, siteName, token }: ConfirmationMailData): MailContent {
  const link = `${siteHref(siteUrl, paths.newsletterConfirm)}?token=${encodeURIComponent(token)}`
  const subject = 'Confirm your subscription'
  const intro = `Please confirm that you want to receive the newsletter from ${siteName} at this address`
  const outro = 'The link works for seven days. If you did not ask for this, ignore this e-mail: you will not be subscribed.'
  const html = mailPage(subject, [noticeRow({ heading: siteName, intro: `${intro}.`, action: 'Confirm your subscription', link, outro })])
  const text = `${siteName}

${intro}:

${link}

${outro}
`
  return { subject, html, text }
}
