/// <reference types="node" />
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { hostedInviteTemplate, inviteMail, recoveryMail } from './auth-mail.ts'

const LINK = 'https://api.example/auth/v1/verify?token=abc&type=invite'

describe('inviteMail', () => {
  it('names the inviter, the site and the role, and says how long the link works; one line per header', () => {
    const mail = inviteMail(LINK, { site_name: 'The Daily Opinion', invited_by: 'Hannah\r\nBcc: x@evil.example', role_phrase: 'an editor' })
    expect(mail.subject).toBe('Hannah Bcc: x@evil.example invited you to join The Daily Opinion')
    expect(mail.text).toContain('invited you to join The Daily Opinion as an editor.')
    expect(mail.text).toContain('The link works once, within one hour.')
    expect(inviteMail(LINK).subject).toBe('You have been invited')
  })

  it('is drawn in the site mail layout, the link escaped as a button and written out', () => {
    const mail = inviteMail(LINK, { site_name: 'Tom & <Jerry>', invited_by: 'Hannah' })
    expect(mail.html).toMatch(/^<!doctype html>/)
    expect(mail.html).toContain('<title>Hannah invited you to join Tom &amp; &lt;Jerry&gt;</title>')
    expect(mail.html).not.toContain('<Jerry>')
    expect(mail.html).toContain(`href="${LINK.replace(/&/g, '&amp;')}"`)
    expect(mail.html).toContain('>Accept the invite</a>')
    expect(mail.text).toContain(`Accept the invite: ${LINK}`)
  })

  it("is hosted Auth's invitation too: supabase/templates/invite.html is this page with Auth's placeholders (npm run generate:auth-mail)", () => {
    const template = readFileSync(path.resolve(import.meta.dirname, '../../../supabase/templates/invite.html'), 'utf8')
    expect(template).toBe(`${hostedInviteTemplate()}\n`)
    expect(template).toContain('href="{{ .ConfirmationURL }}"')
    expect(template).toContain('{{ .Data.invited_by }} invited you to join {{ .Data.site_name }} as {{ .Data.role_phrase }}.')
  })
})

describe('recoveryMail', () => {
  it('asks to reset the password, says for how long the link works, and carries the link in both parts', () => {
    const link = 'https://api.example/auth/v1/verify?token=def&type=recovery'
    const mail = recoveryMail(link)
    expect(mail.subject).toBe('Reset Your Password')
    expect(mail.text).toBe(
      `Someone asked to reset the password of this account.\n\nReset password: ${link}\n\nThe link works once and for one hour. If you did not ask for it, ignore this e-mail: your password stays as it is.\n`,
    )
    expect(mail.html).toMatch(/<h1[^>]*>Reset Your Password<\/h1>/)
    expect(mail.html).toContain(`href="${link.replace(/&/g, '&amp;')}"`)
  })
})
