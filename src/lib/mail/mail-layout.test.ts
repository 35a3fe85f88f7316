import { describe, expect, it } from 'vitest'
import { confirmationMail } from './confirmation-mail.ts'
import { inviteMail, recoveryMail } from './auth-mail.ts'
import { mailPage, mastheadRow, noticeRow } from './mail-layout.ts'
import { newsletterMail } from './newsletter-mail.ts'

/** The frame around the card's rows: the page up to the card, less the title, and the page after it. */
function frame(html: string): string {
  const card = 'border-radius:6px">\n'
  const end = '\n</table></td></tr></table>'
  return `${html.slice(0, html.indexOf(card) + card.length).replace(/<title>.*<\/title>/, '')}…${html.slice(html.lastIndexOf(end))}`
}

describe('the mail layout', () => {
  it('escapes every text it is given, in the title, the masthead and the notice', () => {
    const html = mailPage('A <b> & "c"', [
      mastheadRow('Tom & <Jerry>', 'https://news.example/?a=1&b=2'),
      noticeRow({ heading: '<h>', intro: "it's <i>", action: '<go>', link: 'https://x.example/?t=1&u="2"', outro: '<small>' }),
    ])
    expect(html).toContain('<title>A &lt;b&gt; &amp; &quot;c&quot;</title>')
    expect(html).toContain('href="https://news.example/?a=1&amp;b=2"')
    expect(html).toContain('href="https://x.example/?t=1&amp;u=&quot;2&quot;"')
    for (const raw of ['<Jerry>', '<h>', '<i>', '<go>', '<small>']) expect(html).not.toContain(raw)
  })

  it('draws the newsletter, the confirmation and the Auth mails in one frame', () => {
    const frames = new Set(
      [
        newsletterMail({ siteUrl: 'https://news.example', siteName: 'S', subject: 'T', intro: 'I', articles: [], postalAddress: '', unsubscribeUrl: 'https://news.example/u' }),
        confirmationMail({ siteUrl: 'https://news.example', siteName: 'S', token: 'ab' }),
        recoveryMail('https://api.example/verify'),
        inviteMail('https://api.example/verify', { site_name: 'S' }),
      ].map((mail) => frame(mail.html)),
    )
    expect(frames.size).toBe(1)
  })
})
