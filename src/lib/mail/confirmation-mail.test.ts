import { describe, expect, it } from 'vitest'
import { confirmationMail } from './confirmation-mail.ts'

const TOKEN = 'a'.repeat(64)

describe('confirmationMail', () => {
  const mail = confirmationMail({ siteUrl: 'https://news.example/', siteName: 'The Daily Opinion', token: TOKEN })

  it('asks to confirm, with the confirm page link in the HTML and in the plain text', () => {
    const link = `https://news.example/newsletter/confirm?token=${TOKEN}`
    expect(mail.subject).toBe('Confirm your subscription')
    expect(mail.text).toContain(link)
    expect(mail.html).toContain(`href="${link}"`)
    expect(mail.text).toContain('seven days')
  })

  it('names the site and keeps the HTML free of the raw template text', () => {
    expect(mail.html).toMatch(/<h1[^>]*>The Daily Opinion<\/h1>/)
    expect(mail.text.startsWith('The Daily Opinion\n')).toBe(true)
    expect(mail.html).not.toContain('${')
  })

  it('names the site once, never as "the The …"', () => {
    expect(mail.text).toContain('the newsletter from The Daily Opinion at this address')
    expect(`${mail.html}\n${mail.text}`).not.toMatch(/\bthe The\b/)
  })

  it('escapes a site name with markup in the HTML', () => {
    const named = confirmationMail({ siteUrl: 'https://news.example/', siteName: 'Tom & <Jerry>', token: TOKEN })
    expect(named.html).toContain('Tom &amp; &lt;Jerry&gt;')
    expect(named.html).not.toContain('<Jerry>')
  })
})
