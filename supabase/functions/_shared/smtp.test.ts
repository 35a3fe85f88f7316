import { describe, expect, it } from 'vitest'
import { isPermanentFailure, mailboxAddress, smtpSettingsFromEnv, smtpTransport, type CreateTransport } from './smtp.ts'

describe('isPermanentFailure', () => {
  it('gives up on 5xx replies and unusable addresses', () => {
    expect(isPermanentFailure(Object.assign(new Error('550 no such user'), { responseCode: 550, code: 'EENVELOPE' }))).toBe(true)
    expect(isPermanentFailure(Object.assign(new Error('554 rejected'), { responseCode: 554, code: 'EMESSAGE' }))).toBe(true)
    expect(isPermanentFailure(Object.assign(new Error('No recipients defined'), { code: 'EENVELOPE' }))).toBe(true)
  })

  it('retries 4xx replies, refused or dropped connections and timeouts', () => {
    expect(isPermanentFailure(Object.assign(new Error('451 try later'), { responseCode: 451, code: 'EENVELOPE' }))).toBe(false)
    expect(isPermanentFailure(Object.assign(new Error('421 busy'), { responseCode: 421 }))).toBe(false)
    for (const code of ['ECONNECTION', 'ECONNREFUSED', 'ETIMEDOUT', 'ESOCKET']) expect(isPermanentFailure(Object.assign(new Error(code), { code }))).toBe(false)
    expect(isPermanentFailure(undefined)).toBe(false)
  })
})

describe('smtpSettingsFromEnv', () => {
  it('defaults to SMTPS on 465, the port hosted Edge Functions may open', () => {
    const env: Record<string, string> = { SMTP_HOST: 'smtp.example', SMTP_USER: 'u', SMTP_PASS: 'p', MAIL_FROM: 'News <n@example.com>' }
    expect(smtpSettingsFromEnv((name) => env[name])).toEqual({ host: 'smtp.example', port: 465, user: 'u', pass: 'p', secure: true, from: 'News <n@example.com>' })
  })

  it('refuses to run without SMTP_HOST', () => {
    expect(() => smtpSettingsFromEnv(() => undefined)).toThrow(/SMTP_HOST/)
  })
})

describe('smtpTransport', () => {
  const settings = { host: 'smtp.example', port: 465, secure: true, from: 'The Daily Opinion <news@example.com>' }
  function captured() {
    const sent: Record<string, unknown>[] = []
    const create: CreateTransport = () => ({ sendMail: async (message) => { sent.push(message) }, close: () => undefined })
    return { sent, transport: smtpTransport(create, settings) }
  }

  it('sends under the site\'s name from MAIL_FROM\'s address, with the reply-to address when there is one', async () => {
    const { sent, transport } = captured()
    await transport.send({ to: 'r@example.com', subject: 's', html: 'h', text: 't', fromName: 'Morning "Post"', replyTo: 'letters@example.com' })
    expect(sent[0]).toMatchObject({ from: { name: 'Morning "Post"', address: 'news@example.com' }, replyTo: 'letters@example.com' })
  })

  it('keeps MAIL_FROM as it is when no name is given, and sets no Reply-To without one', async () => {
    const { sent, transport } = captured()
    await transport.send({ to: 'r@example.com', subject: 's', html: 'h', text: 't' })
    expect(sent[0]?.from).toBe(settings.from)
    expect(sent[0]).not.toHaveProperty('replyTo')
  })
})

describe('mailboxAddress', () => {
  it('reads the address of a From value with or without a name', () => {
    expect(mailboxAddress('The Daily Opinion <news@example.com>')).toBe('news@example.com')
    expect(mailboxAddress(' news@example.com ')).toBe('news@example.com')
  })
})
