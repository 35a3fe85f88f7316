/**
 * The one frame every e-mail of the site is drawn in (the newsletter, the subscription
 * confirmation, the Auth mails): a 600 px white card on grey, built from tables and inline
 * styles, which most mail clients render alike. Text goes in through `escapeXml` only. Imports
 * by relative `.ts` path only: the Edge Functions (Deno), the local backend and the app's
 * preview all load it as it is.
 */
import { escapeXml } from '../xml.ts'

export const SERIF = "Georgia,'Times New Roman',serif"
export const SANS = 'Arial,Helvetica,sans-serif'
const RED = '#b91c1c'
const MUTED = '#52525b'

/** What a mail says, before it is addressed. */
export interface MailContent {
  subject: string
  html: string
  text: string
}

/** The whole HTML document: `rows` are the card's `<tr>` rows, in order. */
export function mailPage(title: string, rows: readonly string[]): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeXml(title)}</title></head>
<body style="margin:0;padding:0;background:#f4f4f5;color:#18181b">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f5"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:6px">
${rows.join('\n')}
</table></td></tr></table>
</body></html>`
}

/** The site's name at the top of the card, linking to its home page. */
export function mastheadRow(siteName: string, homeUrl: string): string {
  return `<tr><td style="padding:24px 28px 8px"><a href="${escapeXml(homeUrl)}" style="font-family:${SERIF};font-size:26px;font-weight:bold;color:${RED};text-decoration:none">${escapeXml(siteName)}</a></td></tr>`
}

export interface NoticeBody {
  /** The notice's heading (the site's name, or what the mail is about). */
  heading: string
  /** What is asked of the reader, one paragraph. */
  intro: string
  /** The button's words. */
  action: string
  link: string
  /** The small print under the button: how long the link works, what to do if it was not asked for. */
  outro: string
}

/**
 * A mail that asks for one click (confirm a subscription, reset a password, accept an
 * invitation): heading, paragraph, button, the link written out for clients that show no
 * button, small print.
 */
export function noticeRow({ heading, intro, action, link, outro }: NoticeBody): string {
  const href = escapeXml(link)
  return `<tr><td style="padding:24px 28px;font-family:${SERIF}">
<h1 style="font-family:${SERIF};font-size:22px;margin:0 0 16px">${escapeXml(heading)}</h1>
<p style="font-family:${SERIF};font-size:16px;line-height:1.5">${escapeXml(intro)}</p>
<p style="margin:24px 0"><a href="${href}" style="display:inline-block;background:${RED};color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:4px;font-family:${SANS}">${escapeXml(action)}</a></p>
<p style="font-family:${SERIF};font-size:14px;line-height:1.5;color:${MUTED}">Or open this link: <a href="${href}" style="color:${RED}">${href}</a></p>
<p style="font-family:${SERIF};font-size:14px;line-height:1.5;color:${MUTED}">${escapeXml(outro)}</p>
</td></tr>`
}
