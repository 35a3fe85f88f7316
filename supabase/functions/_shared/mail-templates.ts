/**
 * The e-mails the site sends, as plain functions of their data returning subject, HTML and plain
 * text: no I/O, so each is unit-tested as it is and the sender only fills in the blanks.
 */
import { paths } from '../../../src/config/paths.ts'
import { escapeXml } from '../../../src/lib/xml.ts'
import { siteHref } from './site.ts'

export interface MailContent {
  subject: string
  html: string
  text: string
}

/** The site's links carry the token as a query parameter; tokens are hex, so nothing to escape. */
function tokenLink(siteUrl: string, path: string, token: string): string {
  return `${siteHref(siteUrl, path)}?token=${encodeURIComponent(token)}`
}

/** A short, single-column HTML page most mail clients render alike (tables, inline styles). */
function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeXml(title)}</title></head>
<body style="margin:0;padding:0;background:#f4f4f5;font-family:Georgia,'Times New Roman',serif;color:#18181b">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f5"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:6px">
<tr><td style="padding:24px 28px">${body}</td></tr>
</table></td></tr></table>
</body></html>`
}

export interface ConfirmationMailData {
  siteUrl: string
  /** The site's name as the Settings tab has it (the sender's name too). */
  siteName: string
  token: string
}

/** "Confirm your subscription": the double opt-in link, valid for seven days. */
export function confirmationMail({ siteUrl, siteName, token }: ConfirmationMailData): MailContent {
  const link = tokenLink(siteUrl, paths.newsletterConfirm, token)
  const subject = 'Confirm your subscription'
  const html = page(
    subject,
    `<h1 style="font-size:22px;margin:0 0 16px">${escapeXml(siteName)}</h1>
<p style="font-size:16px;line-height:1.5">Please confirm that you want to receive the newsletter from ${escapeXml(siteName)} at this address.</p>
<p style="margin:24px 0"><a href="${escapeXml(link)}" style="display:inline-block;background:#b91c1c;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:4px;font-family:Arial,sans-serif">Confirm your subscription</a></p>
<p style="font-size:14px;line-height:1.5;color:#52525b">Or open this link: <a href="${escapeXml(link)}" style="color:#b91c1c">${escapeXml(link)}</a></p>
<p style="font-size:14px;line-height:1.5;color:#52525b">The link works for seven days. If you did not ask for this, ignore this e-mail: you will not be subscribed.</p>`,
  )
  const text = `${siteName}

Please confirm that you want to receive the newsletter from ${siteName} at this address:

${link}

The link works for seven days. If you did not ask for this, ignore this e-mail: you will not be subscribed.
`
  return { subject, html, text }
}
