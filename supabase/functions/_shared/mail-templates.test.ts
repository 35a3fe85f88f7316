import { describe, expect, it } from 'vitest'
import { confirmationMail } from './mail-templates.ts'

const TOKEN = 'a'.repeat(64)

describe('confirmationMail', () => {
  const mail = confirmationMail({ siteUrl: 'https://news.example/', token: TOKEN })

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
})
