import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { createTeamHandler } from './handler.ts'

const SUPABASE_URL = 'https://project.supabase.example'
const MEMBER = '00000000-0000-4000-8000-000000000001'

/**
 * Supabase Auth and PostgREST as the handler calls them; `isAdmin` is can_manage_team's answer,
 * `pending` the account a still-pending invitation to the address made (invited_account).
 */
function fakePlatform(isAdmin: boolean, { pending = null as string | null, memberFails = false } = {}) {
  const calls: { method: string; path: string; apikey: string | null; authorization: string | null; body: string | undefined }[] = []
  const fetch = (input: string, init?: RequestInit) => {
    const url = new URL(input)
    const headers = new Headers(init?.headers)
    calls.push({ method: init?.method ?? 'GET', path: url.pathname, apikey: headers.get('apikey'), authorization: headers.get('authorization'), body: init?.body as string | undefined })
    const json = (body: unknown) => Promise.resolve(Response.json(body))
    if (url.pathname === '/rest/v1/rpc/can_manage_team') return json(isAdmin)
    if (url.pathname === '/rest/v1/rpc/invitation_sender') return json({ site_name: 'The Daily Opinion', invited_by: 'Hannah Cole' })
    if (url.pathname === '/rest/v1/rpc/invited_account') return json(pending)
    if (url.pathname === `/auth/v1/admin/users/${pending ?? ''}` && init?.method === 'PUT') return json({ id: pending })
    if (url.pathname === '/auth/v1/invite') return json({ id: pending ?? MEMBER, invited_at: '2026-11-28T00:00:00Z' })
    if (url.pathname === '/rest/v1/rpc/add_invited_member') return memberFails ? Promise.resolve(new Response('{}', { status: 500 })) : json(null)
    return Promise.resolve(new Response('{}', { status: 404 }))
  }
  return { fetch, calls }
}

const handlerFor = (platform: ReturnType<typeof fakePlatform>) =>
  createTeamHandler({ supabaseUrl: SUPABASE_URL, anonKey: 'sb_publishable_key', serviceRoleKey: 'service.jwt.key', siteUrl: 'https://news.example', fetch: platform.fetch, log: () => {} })

const post = (body: unknown, authorization = 'Bearer member.session.token') =>
  new Request('https://fn.example/team', { method: 'POST', headers: { authorization, 'content-type': 'application/json' }, body: JSON.stringify(body) })

describe('the team function', () => {
  it('invites with the service key once the database says the caller manages the team', async () => {
    const platform = fakePlatform(true)
    const res = await handlerFor(platform)(post({ action: 'invite', email: ' New@Example.com ', role: 'editor' }))
    assert.equal(res.status, 200)
    assert.deepEqual(await res.json(), { userId: MEMBER, resent: false })
    assert.deepEqual(
      platform.calls.map(({ method, path }) => `${method} ${path}`),
      ['POST /rest/v1/rpc/can_manage_team', 'POST /rest/v1/rpc/invitation_sender', 'POST /rest/v1/rpc/invited_account', 'POST /auth/v1/invite', 'POST /rest/v1/rpc/add_invited_member'],
    )
    const [check, sender, , invite, member] = platform.calls
    // The caller's own token asks the database; only Auth's admin routes get the service key.
    assert.equal(check?.authorization, 'Bearer member.session.token')
    assert.equal(check?.apikey, 'sb_publishable_key')
    assert.equal(sender?.authorization, 'Bearer member.session.token')
    assert.equal(invite?.authorization, 'Bearer service.jwt.key')
    assert.deepEqual(JSON.parse(invite?.body ?? ''), {
      email: 'new@example.com',
      data: { site_name: 'The Daily Opinion', invited_by: 'Hannah Cole', role: 'editor', role_phrase: 'an editor' },
    })
    assert.deepEqual(JSON.parse(member?.body ?? ''), { member: MEMBER, member_role: 'editor' })
  })

  it('invites a pending address again without deleting the account the first link belongs to', async () => {
    const earlier = '00000000-0000-4000-8000-000000000002'
    const platform = fakePlatform(true, { pending: earlier, memberFails: true })
    const res = await handlerFor(platform)(post({ action: 'invite', email: 'new@example.com', role: 'contributor' }))
    assert.equal(res.status, 502)
    const paths = platform.calls.map(({ method, path }) => `${method} ${path}`)
    assert.ok(paths.includes(`PUT /auth/v1/admin/users/${earlier}`))
    assert.ok(!paths.some((call) => call.startsWith('DELETE')), paths.join(', '))
  })

  it('deletes an account its own invitation made when the membership cannot be written', async () => {
    const platform = fakePlatform(true, { memberFails: true })
    const res = await handlerFor(platform)(post({ action: 'invite', email: 'new@example.com', role: 'editor' }))
    assert.equal(res.status, 502)
    assert.equal(platform.calls.at(-1)?.method, 'DELETE')
    assert.equal(platform.calls.at(-1)?.path, `/auth/v1/admin/users/${MEMBER}`)
  })

  it('refuses a caller the database does not count as an administrator, and asks Auth nothing', async () => {
    const platform = fakePlatform(false)
    const res = await handlerFor(platform)(post({ action: 'invite', email: 'new@example.com', role: 'editor' }))
    assert.equal(res.status, 403)
    assert.deepEqual(platform.calls.map(({ path }) => path), ['/rest/v1/rpc/can_manage_team'])
  })

  it('refuses a request without a token or with a malformed body before calling anything', async () => {
    const platform = fakePlatform(true)
    const handler = handlerFor(platform)
    assert.equal((await handler(post({ action: 'invite', email: 'new@example.com', role: 'editor' }, ''))).status, 401)
    assert.equal((await handler(post({ action: 'invite', email: 'not an address', role: 'editor' }))).status, 400)
    assert.equal((await handler(post({ action: 'revoke', userId: 'nobody' }))).status, 400)
    assert.equal((await handler(new Request('https://fn.example/team'))).status, 405)
    assert.equal((await handler(new Request('https://fn.example/team', { method: 'OPTIONS' }))).status, 204)
    assert.deepEqual(platform.calls, [])
  })
})
