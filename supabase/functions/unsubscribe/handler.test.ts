import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { createUnsubscribeHandler } from './handler.ts'

const SUPABASE_URL = 'https://project.supabase.example'

function fakeApi(status = 200) {
  const calls: { url: string; headers: Headers; body: string | undefined }[] = []
  const fetch = (input: string, init?: RequestInit) => {
    calls.push({ url: input, headers: new Headers(init?.headers), body: init?.body as string | undefined })
    return Promise.resolve(new Response(status === 200 ? '{"unsubscribed":true}' : '{"message":"down"}', { status }))
  }
  return { fetch, calls }
}

const oneClick = (token: string, body = 'List-Unsubscribe=One-Click') =>
  new Request(`https://fn.example/unsubscribe?token=${token}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body })

describe('the unsubscribe function', () => {
  it('unsubscribes on a one-click POST through unsubscribe_newsletter, with the key as a publishable key is sent', async () => {
    const api = fakeApi()
    const handler = createUnsubscribeHandler({ supabaseUrl: SUPABASE_URL, anonKey: 'sb_publishable_key', siteUrl: 'https://news.example', fetch: api.fetch, log: () => {} })
    const res = await handler(oneClick('abc'))
    assert.equal(res.status, 200)
    assert.equal(await res.text(), 'You have been unsubscribed.')
    assert.equal(api.calls.length, 1)
    assert.equal(api.calls[0]?.url, `${SUPABASE_URL}/rest/v1/rpc/unsubscribe_newsletter`)
    assert.equal(api.calls[0]?.headers.get('apikey'), 'sb_publishable_key')
    // A publishable key is not a JWT: it never goes in Authorization.
    assert.equal(api.calls[0]?.headers.get('authorization'), null)
    assert.deepEqual(JSON.parse(api.calls[0]?.body ?? ''), { token: 'abc' })
  })

  it('sends a legacy anon key (a JWT) as the bearer too', async () => {
    const api = fakeApi()
    const handler = createUnsubscribeHandler({ supabaseUrl: SUPABASE_URL, anonKey: 'anon.jwt.key', siteUrl: 'https://news.example', fetch: api.fetch, log: () => {} })
    assert.equal((await handler(oneClick('abc'))).status, 200)
    assert.equal(api.calls[0]?.headers.get('authorization'), 'Bearer anon.jwt.key')
  })

  it('sends a browser to the site\'s page, refuses other bodies and methods, and answers 503 when the database fails', async () => {
    const api = fakeApi(500)
    const handler = createUnsubscribeHandler({ supabaseUrl: SUPABASE_URL, anonKey: 'anon.jwt.key', siteUrl: 'https://news.example', fetch: api.fetch, log: () => {} })
    const opened = await handler(new Request('https://fn.example/unsubscribe?token=a%20b'))
    assert.equal(opened.status, 303)
    assert.equal(opened.headers.get('location'), 'https://news.example/newsletter/unsubscribe?token=a%20b')
    assert.equal((await handler(oneClick('abc', 'something=else'))).status, 400)
    assert.equal((await handler(new Request('https://fn.example/unsubscribe', { method: 'PUT' }))).status, 405)
    assert.equal(api.calls.length, 0)
    const failed = await handler(oneClick('abc'))
    assert.equal(failed.status, 503)
    assert.equal(failed.headers.get('retry-after'), '60')
  })
})
