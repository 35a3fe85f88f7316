import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { OutgoingMail } from '../_shared/smtp.ts'
import { createSendMailHandler, type ClaimedMail } from './handler.ts'

const SUPABASE_URL = 'https://project.supabase.example'
const SERVICE_KEY = 'service.jwt.key'

/** The outbox behind PostgREST: `queued` is handed out by the first claim; reports are kept. */
function fakeOutbox(queued: ClaimedMail[]) {
  const reports: unknown[] = []
  const calls: { path: string; authorization: string | null }[] = []
  let claimed = false
  const fetch = async (input: string, init?: RequestInit) => {
    const url = new URL(input)
    calls.push({ path: url.pathname, authorization: new Headers(init?.headers).get('authorization') })
    if (url.pathname === '/rest/v1/rpc/mail_outbox_claim') {
      const batch = claimed ? [] : queued
      claimed = true
      return Response.json(batch)
    }
    if (url.pathname === '/rest/v1/rpc/mail_outbox_report') {
      reports.push(JSON.parse(typeof init?.body === 'string' ? init.body : ''))
      return Response.json(null)
    }
    return new Response('{}', { status: 404 })
  }
  return { fetch, reports, calls }
}

function handlerFor(outbox: ReturnType<typeof fakeOutbox>, sent: OutgoingMail[]) {
  return createSendMailHandler({
    supabaseUrl: SUPABASE_URL,
    serviceRoleKey: SERVICE_KEY,
    siteUrl: 'https://news.example',
    transport: { send: (mail) => Promise.resolve(void sent.push(mail)), close: () => {} },
    fetch: outbox.fetch,
    log: () => {},
  })
}

const confirmation: ClaimedMail = { id: 7, kind: 'confirm', issue_id: null, email: 'reader@example.com', payload: { token: 'a'.repeat(64) }, attempts: 0 }

describe('the send-mail function', () => {
  it('claims with the service key, sends each message and reports it sent', async () => {
    const outbox = fakeOutbox([confirmation])
    const sent: OutgoingMail[] = []
    const res = await handlerFor(outbox, sent)(new Request('https://fn.example/send-mail', { method: 'POST', headers: { authorization: `Bearer ${SERVICE_KEY}` } }))
    assert.equal(res.status, 200)
    assert.deepEqual(await res.json(), { sent: 1, failed: 0, retrying: 0 })
    assert.deepEqual(sent.map((mail) => [mail.to, mail.subject]), [['reader@example.com', 'Confirm your subscription']])
    assert.ok(sent[0]?.text.includes(`https://news.example/newsletter/confirm?token=${'a'.repeat(64)}`))
    assert.deepEqual(outbox.reports, [{ results: [{ id: 7, ok: true }] }])
    assert.deepEqual(outbox.calls.map(({ path }) => path), ['/rest/v1/rpc/mail_outbox_claim', '/rest/v1/rpc/mail_outbox_report', '/rest/v1/rpc/mail_outbox_claim'])
    assert.ok(outbox.calls.every(({ authorization }) => authorization === `Bearer ${SERVICE_KEY}`))
  })

  it('refuses any caller but the service key (the anon key passes the gateway\'s JWT check) before claiming', async () => {
    const outbox = fakeOutbox([confirmation])
    const sent: OutgoingMail[] = []
    const handler = handlerFor(outbox, sent)
    for (const authorization of [undefined, 'Bearer anon.jwt.key', `Bearer ${SERVICE_KEY}x`, SERVICE_KEY]) {
      const res = await handler(new Request('https://fn.example/send-mail', { method: 'POST', headers: authorization ? { authorization } : {} }))
      assert.equal(res.status, 401, authorization)
    }
    assert.equal((await handler(new Request('https://fn.example/send-mail', { method: 'DELETE' }))).status, 405)
    assert.deepEqual(outbox.calls, [])
    assert.deepEqual(sent, [])
  })
})
