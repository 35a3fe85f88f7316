import nodemailer from 'nodemailer'
import { describe, expect, inject, it } from 'vitest'
import { mailSource, waitForMail } from '../support/mail.ts'

// The stack's own catcher: a message sent over real SMTP is in its inbox, headers and all.
describe('the local mail catcher', () => {
  it('receives over SMTP and shows the message and its source through its REST API', async () => {
    const transport = nodemailer.createTransport({ host: '127.0.0.1', port: inject('mailSmtpPort'), secure: false })
    const to = `catcher-${crypto.randomUUID()}@example.com`
    await transport.sendMail({ from: 'site@example.com', to, subject: 'Hello from the test', text: 'Plain body', headers: { 'X-Probe': 'yes' } })
    transport.close()

    const [mail] = await waitForMail(inject('mailUrl'), to, { subject: 'Hello from the test' })
    expect(mail?.text?.trim()).toBe('Plain body')
    expect(await mailSource(inject('mailUrl'), mail!.id)).toMatch(/^X-Probe: yes$/m)
  })
})
