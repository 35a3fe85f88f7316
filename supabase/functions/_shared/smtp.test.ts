import { describe, expect, it } from 'vitest'
import { isPermanentFailure, smtpSettingsFromEnv } from './smtp.ts'

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
