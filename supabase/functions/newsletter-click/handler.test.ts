import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { createNewsletterClickHandler } from './handler.ts'

const SUPABASE_URL = 'https://project.supabase.example'
const SITE_URL = 'https://news.example'
const ISSUE = '3f0c8f4e-1b2a-4c3d-8e9f-0a1b2c3d4e5f'
const AGENT = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Safari/605.1.15'

interface Sent { url: string; method: string; body: unknown; agent: string | null }

function handlerAnswering(answer: () => Response | Promise<Response>) {
  const sent: Sent[] = []
  const handler = createNewsletterClickHandler({
    supabaseUrl: SUPABASE_URL,
    anonKey: 'anon.jwt.key',
    siteUrl: SITE_URL,
    log: () => undefined,
    fetch: async (input, init) => {
      sent.push({ url: String(input), method: init?.method ?? 'GET', body: JSON.parse(init?.body as string), agent: new Headers(init?.headers).get('user-agent') })
      return answer()
    },
  })
  return { handler, sent }
}

const json = (value: unknown) => new Response(JSON.stringify(value), { headers: { 'content-type': 'application/json' } })
const open = (query: string, method = 'GET') => new Request(`https://fn.example/newsletter-click?${query}`, { method, headers: { 'user-agent': AGENT } })

describe('the newsletter-click function', () => {
  it("asks newsletter_click with the reader's user agent and redirects to the site path it answers, with campaign tags", async () => {
    const { handler, sent } = handlerAnswering(() => json({ go: '/a-story', campaign: 'Weekly roundup' }))
    const res = await handler(open(`issue=${ISSUE}&link=%2Fa-story`))
    assert.deepEqual(sent, [{ url: `${SUPABASE_URL}/rest/v1/rpc/newsletter_click`, method: 'POST', body: { issue_id: ISSUE, link: '/a-story' }, agent: AGENT }])
    assert.equal(res.status, 302)
    assert.equal(res.headers.get('location'), `${SITE_URL}/a-story?utm_source=newsletter&utm_medium=email&utm_campaign=Weekly+roundup`)
    assert.equal(res.headers.get('cache-control'), 'no-store')
    assert.equal(res.headers.get('set-cookie'), null)
  })

  it('sends the reader home when the issue holds no such link, the issue id is malformed, or the database fails', async () => {
    for (const answer of [() => json({ go: null, campaign: null }), () => new Response('{}', { status: 500 }), () => Promise.reject(new Error('down'))]) {
      const { handler } = handlerAnswering(answer)
      const res = await handler(open(`issue=${ISSUE}&link=https%3A%2F%2Fevil.example%2F`))
      assert.equal(res.headers.get('location'), `${SITE_URL}/`)
    }
    const { handler, sent } = handlerAnswering(() => json({ go: '/x', campaign: null }))
    assert.equal((await handler(open('issue=not-an-id&link=%2Fx'))).headers.get('location'), `${SITE_URL}/`)
    assert.deepEqual(sent, [])
  })

  it('counts nothing for HEAD (link checkers) and refuses other methods', async () => {
    const { handler, sent } = handlerAnswering(() => json({ go: '/x', campaign: null }))
    assert.equal((await handler(open(`issue=${ISSUE}&link=%2Fx`, 'HEAD'))).status, 302)
    assert.equal((await handler(open(`issue=${ISSUE}&link=%2Fx`, 'POST'))).status, 405)
    assert.deepEqual(sent, [])
  })
})
