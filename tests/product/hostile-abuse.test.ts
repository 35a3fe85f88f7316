/**
 * Abuse of the local backend's own code paths: sign-in floods and password spraying (each
 * client is a different loopback address, 127.0.0.x), over-long passwords, control characters,
 * absurdly deep JSON; and what SQL sees of a request (request.headers) and how its errors map.
 */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { request, type Reply } from '../support/backend-process.ts'
import { closeSql, sql, supabaseUrl } from '../support/clients.ts'
import { itemAt } from '../support/items.ts'
import { waitFor } from '../support/wait-for.ts'

afterAll(closeSql)

const anonKey = () => inject('anonKey')

function signIn(email: string, password: string, from: string): Promise<Reply> {
  return request(`${supabaseUrl()}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: anonKey(), 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
    localAddress: from,
  })
}

const code = (reply: Reply) => (JSON.parse(reply.text) as { code?: string }).code

function tally(replies: Reply[]): Record<number, number> {
  const counts: Record<number, number> = {}
  for (const r of replies) counts[r.status] = (counts[r.status] ?? 0) + 1
  return counts
}

/**
 * A flood whose first `allowed` guesses have their password checked (400) and whose rest are
 * refused at once (429), every guess counted before its hash ran. On a machine too busy to queue
 * them all for the database, some are answered 503 instead (retryable, and never a password
 * accepted); with none, exactly `allowed` were checked and the rest refused.
 */
function expectAllowance(replies: Reply[], allowed: number) {
  const counts = tally(replies)
  const unavailable = counts[503] ?? 0
  expect(Object.keys(counts).map(Number).filter((status) => ![400, 429, 503].includes(status))).toEqual([])
  expect(counts[400] ?? 0).toBeLessThanOrEqual(allowed)
  expect(counts[400] ?? 0).toBeGreaterThanOrEqual(allowed - unavailable)
  expect(counts[429] ?? 0).toBeGreaterThanOrEqual(replies.length - allowed - unavailable)
}

describe('sign-in floods', () => {
  it('counts parallel guesses, and a flood from one address does not lock the account out elsewhere', { timeout: 120_000 }, async () => {
    const admin = inject('adminEmail')
    const guesses = await Promise.all(Array.from({ length: 40 }, (_, i) => signIn(admin, `guess-${i}`, '127.0.0.2')))
    // The per-account-and-address allowance.
    expectAllowance(guesses, 10)
    expect(guesses.filter((r) => r.status === 429).every((r) => code(r) === 'over_request_rate_limit')).toBe(true)

    expect((await signIn(admin, inject('adminPassword'), '127.0.0.2')).status).toBe(429)
    const elsewhere = await signIn(admin, inject('adminPassword'), '127.0.0.3')
    expect(elsewhere.status).toBe(200)
    expect(JSON.parse(elsewhere.text)).toHaveProperty('access_token')
  })

  it('cuts off password spraying over many accounts from one address, not other addresses', { timeout: 120_000 }, async () => {
    const sprayed = await Promise.all(Array.from({ length: 40 }, () => signIn(`${randomUUID()}@example.com`, 'Winter2025!', '127.0.0.4')))
    // The per-address allowance, over any accounts.
    expectAllowance(sprayed, 30)
    expect((await signIn(inject('adminEmail'), inject('adminPassword'), '127.0.0.5')).status).toBe(200)
  })

  it('throttles every spelling of an address as one account', { timeout: 120_000 }, async () => {
    const admin = inject('adminEmail')
    const [local, domain] = admin.split('@') as [string, string]
    const fullWidth = [...admin].map((ch) => (ch >= '!' && ch <= '~' ? String.fromCharCode(ch.charCodeAt(0) + 0xfee0) : ch)).join('')
    const spellings = [admin.toUpperCase(), ` ${admin} `, fullWidth, `${local.toUpperCase()}@${domain}`]
    const guesses = await Promise.all(Array.from({ length: 12 }, (_, i) => signIn(itemAt(spellings, i % spellings.length), `nope-${i}`, '127.0.0.6')))
    expectAllowance(guesses, 10)
    expect((await signIn(admin, inject('adminPassword'), '127.0.0.6')).status).toBe(429)
  })
})

describe('refresh-token floods', () => {
  function refresh(refreshToken: string, from: string): Promise<Reply> {
    return request(`${supabaseUrl()}/auth/v1/token?grant_type=refresh_token`, {
      method: 'POST',
      headers: { apikey: anonKey(), 'Content-Type': 'application/json' },
      body: JSON.stringify({ refresh_token: refreshToken }),
      localAddress: from,
    })
  }

  it('rotates at most GoTrue\'s burst of 30 at once per address, answering 429 after, and other addresses still refresh', { timeout: 120_000 }, async () => {
    const signedIn = await signIn(inject('adminEmail'), inject('adminPassword'), '127.0.0.41')
    expect(signedIn.status).toBe(200)
    let token = (JSON.parse(signedIn.text) as { refresh_token: string }).refresh_token
    const replies: Reply[] = []
    // Sequential, each with the token just issued: the loop that rotated 1,418 times in 10 s.
    for (let i = 0; i < 60; i++) {
      const reply = await refresh(token, '127.0.0.41')
      replies.push(reply)
      if (reply.status === 200) token = (JSON.parse(reply.text) as { refresh_token: string }).refresh_token
    }
    const { 200: rotated = 0, 429: refused = 0 } = tally(replies)
    expect(rotated).toBeGreaterThanOrEqual(30)
    expect(rotated).toBeLessThan(40)
    expect(refused).toBe(60 - rotated)
    const last = replies.at(-1)!
    expect([last.status, code(last)]).toEqual([429, 'over_request_rate_limit'])
    const rows = await sql<{ n: string }>(
      `select count(*) as n from auth.refresh_tokens where session_id = (select session_id from auth.refresh_tokens where token = $1)`,
      [token],
    )
    expect(Number(rows[0]?.n)).toBe(rotated + 1)

    // The token is still good: another address (another client) may use it.
    const elsewhere = await refresh(token, '127.0.0.42')
    expect(elsewhere.status).toBe(200)
  })
})

describe('input the backend refuses with 400', () => {
  it('refuses passwords over 72 bytes as GoTrue does, instead of checking only the first 72', async () => {
    const admin = inject('adminEmail')
    const long = await signIn(admin, `${inject('adminPassword')}${'x'.repeat(73)}`.slice(0, 73), '127.0.0.7')
    expect(long.status).toBe(400)
    expect(JSON.parse(long.text)).toMatchObject({ code: 'validation_failed', message: 'Password cannot be longer than 72 characters' })
    // 72 bytes of two-byte characters is fine (and simply wrong here).
    expect(code(await signIn(admin, 'é'.repeat(36), '127.0.0.7'))).toBe('invalid_credentials')
    expect((await signIn(admin, 'é'.repeat(37), '127.0.0.7')).status).toBe(400)
  })

  it('refuses control characters in an e-mail address', async () => {
    for (const email of ['admin\u0000@example.com', 'admin@example.com\n', 'ad\u0085min@example.com']) {
      const reply = await signIn(email, 'whatever', '127.0.0.7')
      expect(reply.status, JSON.stringify(email)).toBe(400)
      expect(JSON.parse(reply.text)).toMatchObject({ code: 'validation_failed', message: 'Unable to validate email address: invalid format' })
    }
  })

  it('refuses JSON nested 5,000 levels deep wherever a JSON body is read', async () => {
    const deep = (n: number) => '{"a":'.repeat(n) + '1' + '}'.repeat(n)
    const post = (p: string, body: string, headers: Record<string, string> = {}) =>
      request(`${supabaseUrl()}${p}`, {
        method: 'POST',
        headers: { apikey: anonKey(), Authorization: `Bearer ${anonKey()}`, 'Content-Type': 'application/json', ...headers },
        body,
      })
    const rest = await post('/rest/v1/comments', `{"article_id":"${randomUUID()}","author_name":"x","content":${deep(5000)}}`)
    expect([rest.status, code(rest)]).toEqual([400, 'PGRST102'])
    const array = await post('/rest/v1/comments', '['.repeat(5000) + ']'.repeat(5000))
    expect(array.status).toBe(400)
    const rpc = await post('/rest/v1/rpc/is_admin', `{"x":${deep(5000)}}`)
    expect([rpc.status, code(rpc)]).toEqual([400, 'PGRST102'])
    const auth = await post('/auth/v1/token?grant_type=password', `{"email":"a@b.co","password":"x","x":${deep(5000)}}`)
    expect([auth.status, code(auth)]).toEqual([400, 'bad_json'])
    const storage = await post('/storage/v1/object/list/article-images', `{"prefix":"","x":${deep(5000)}}`)
    expect(storage.status).toBe(400)
    expect(JSON.parse(storage.text)).toMatchObject({ statusCode: '400', message: 'Invalid JSON body' })
  })
})

describe('what SQL sees of a request', () => {
  beforeAll(async () => {
    await sql(`
      create or replace function public.test_request_info() returns json language sql stable as $$
        select json_build_object('headers', current_setting('request.headers', true)::json,
                                 'method', current_setting('request.method', true),
                                 'path', current_setting('request.path', true),
                                 'cookies', current_setting('request.cookies', true)::json)
      $$;
      create or replace function public.test_raise_pt(status text) returns void language plpgsql as $$
        begin raise sqlstate 'PT429' using message = 'slow down', detail = 'five a minute', hint = 'try again in a minute'; end
      $$;
    `)
    await sql(`notify pgrst, 'reload schema'`)
    await waitFor('the schema cache to reload', async () =>
      (await request(`${supabaseUrl()}/rest/v1/rpc/test_request_info`, { method: 'POST', headers: { apikey: anonKey() } })).status === 200,
    { timeoutMs: 10_000 })
  })

  afterAll(async () => {
    await sql('drop function if exists public.test_request_info(); drop function if exists public.test_raise_pt(text)')
  })

  it('passes request.headers as PostgREST does, x-forwarded-for being the socket address, not what the client wrote', async () => {
    const reply = await request(`${supabaseUrl()}/rest/v1/rpc/test_request_info`, {
      method: 'POST',
      headers: { apikey: anonKey(), 'X-Forwarded-For': '203.0.113.9', 'X-Custom': 'Yes', Cookie: 'theme=dark', 'Content-Type': 'application/json' },
      body: '{}',
      localAddress: '127.0.0.8',
    })
    expect(reply.status).toBe(200)
    const info = JSON.parse(reply.text) as { headers: Record<string, string>; method: string; path: string; cookies: Record<string, string> }
    expect(info.headers['x-forwarded-for']).toBe('127.0.0.8')
    expect(info.headers['x-custom']).toBe('Yes')
    expect(info.headers.apikey).toBe(anonKey())
    expect(info.method).toBe('POST')
    expect(info.path).toBe('/rpc/test_request_info')
    expect(info.cookies).toEqual({ theme: 'dark' })
  })

  it("answers SQLSTATE PTxyz with HTTP xyz and the RAISE's message, detail and hint", async () => {
    const reply = await request(`${supabaseUrl()}/rest/v1/rpc/test_raise_pt`, {
      method: 'POST',
      headers: { apikey: anonKey(), 'Content-Type': 'application/json' },
      body: JSON.stringify({ status: 'x' }),
    })
    expect(reply.status).toBe(429)
    expect(JSON.parse(reply.text)).toEqual({ code: 'PT429', message: 'slow down', details: 'five a minute', hint: 'try again in a minute' })
  })
})
