/**
 * In the database: a token whose session is gone (signed out, refreshed away, removed)
 * stops at once; the comment and sign-up limits key a client by its canonical address (IPv6 by
 * /64); sign-ups are limited per client; one strict e-mail rule. Each case failed before
 * migration 20261124000200.
 */
import { afterAll, describe, expect, it } from 'vitest'
import { adminClient, anonClient, closeSql, signUserToken, sql, tokenClient, unique } from '../support/clients.ts'
import { insertArticle } from '../support/fixtures.ts'
import { closeRequestPool, inRequest } from '../support/in-request.ts'
import { makePng } from '../support/images.ts'

afterAll(async () => {
  await sql(`delete from public.video_posts where title like 'live-session-%'`)
  await closeRequestPool()
  await closeSql()
})

/** What an administrator's token may still do: write a video post, read subscribers, upload. */
async function adminPowers(token: string) {
  const db = tokenClient(token)
  const title = `live-session-${unique()}`
  const video = await db.from('video_posts').insert({ title, url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ' })
  const subscribers = await db.from('subscribers').select('id').limit(1)
  const upload = await db.storage.from('article-images').upload(`live/${unique()}.png`, makePng(2, 2), { contentType: 'image/png' })
  return { writes: video.status === 201, readsSubscribers: (subscribers.data ?? []).length > 0, uploads: upload.error === null }
}

const ALL = { writes: true, readsSubscribers: true, uploads: true }
const NONE = { writes: false, readsSubscribers: false, uploads: false }

async function signedInAdmin() {
  await sql(`insert into public.subscribers (email) values ($1) on conflict do nothing`, [`${unique('s')}@example.com`])
  const client = await adminClient()
  const { session } = (await client.auth.getSession()).data
  return { client, session: session! }
}

describe('an administrator token whose session is gone', () => {
  it('does nothing after a global sign-out', async () => {
    const { client, session } = await signedInAdmin()
    expect(await adminPowers(session.access_token)).toEqual(ALL)
    await client.auth.signOut({ scope: 'global' })
    expect(await adminPowers(session.access_token)).toEqual(NONE)
  })

  it('does nothing once its session was refreshed, while the new token works', async () => {
    const { client, session } = await signedInAdmin()
    const now = Math.floor(Date.now() / 1000)
    // The token the browser held before its last refresh: same session, issued a minute ago.
    const older = await signUserToken(session.user.id, { session_id: sessionId(session.access_token), iat: now - 60 })
    expect(await adminPowers(older)).toEqual(ALL)
    const { data, error } = await client.auth.refreshSession()
    expect(error).toBeNull()
    expect(await adminPowers(older)).toEqual(NONE)
    expect(await adminPowers(data.session!.access_token)).toEqual(ALL)
  })

  it('does nothing once its session row is removed', async () => {
    const { session } = await signedInAdmin()
    await sql(`delete from auth.sessions where id = $1`, [sessionId(session.access_token)])
    expect(await adminPowers(session.access_token)).toEqual(NONE)
  })
})

function sessionId(token: string): string {
  const [, payload = ''] = token.split('.')
  return (JSON.parse(Buffer.from(payload, 'base64url').toString()) as { session_id: string }).session_id
}

/** Runs one statement as anon from `address`, as the gateway names the client. */
function asAnonFrom(address: string, statement: string, params: unknown[]): Promise<string | null> {
  return inRequest({ role: 'anon', headers: { 'cf-connecting-ip': address } }, [[statement, params]])
}

describe('one client, however its address is written', () => {
  it('shares one comment allowance across IPv6 spellings and its /64', async () => {
    const article = await insertArticle()
    const comment = (address: string) =>
      asAnonFrom(address, 'insert into public.comments (article_id, author_name, content) values ($1, $2, $3)', [article.id, 'Reader', unique('c')])
    for (let i = 1; i <= 5; i++) expect(await comment(`2001:db8:cc:dd::${i}`)).toBeNull()
    for (const spelling of ['2001:db8:cc:dd:0:0:0:1', '2001:0db8:00cc:00dd::0001', '2001:DB8:CC:DD::1', '2001:db8:cc:dd:ffff::9']) {
      expect(await comment(spelling), spelling).toBe('PT429')
    }
    expect(await comment('2001:db8:cc:de::1'), 'the next /64').toBeNull()
  })

  it('limits sign-ups to 10 an hour, counting addresses already on the list', async () => {
    const address = `198.51.100.${Math.floor(Math.random() * 200) + 1}`
    const subscribe = (email: string) => asAnonFrom(address, 'insert into public.subscribers (email) values ($1)', [email])
    const existing = `${unique('member')}@example.com`
    await sql(`insert into public.subscribers (email) values ($1)`, [existing])
    for (let i = 0; i < 5; i++) expect(await subscribe(existing)).toBeNull()
    for (let i = 0; i < 5; i++) expect(await subscribe(`${unique('new')}@example.com`)).toBeNull()
    expect(await subscribe(`${unique('new')}@example.com`)).toBe('PT429')
    expect(await subscribe(existing)).toBe('PT429')
    expect(await asAnonFrom('::ffff:' + address, 'insert into public.subscribers (email) values ($1)', [`${unique('new')}@example.com`])).toBe('PT429')
    expect(await asAnonFrom('203.0.113.7', 'insert into public.subscribers (email) values ($1)', [`${unique('new')}@example.com`])).toBeNull()
  })
})

describe('the e-mail rule', () => {
  it.each(['x@y.co;=2+3;', 'x@y.co;@sum(4+5);', '=cmd@example.com', '"a b"@example.com', 'a,b@example.com', 'a@b', 'a@exa mple.com'])(
    'refuses %s',
    async (email) => {
      const res = await anonClient().from('subscribers').insert({ email })
      expect(res.status).toBe(400)
      expect(res.error!.code).toBe('23514')
    },
  )

  it('accepts ordinary addresses, stored lower-case', async () => {
    const email = `First.Last+news_${unique()}@Mail.Example.co.uk`
    const res = await anonClient().from('subscribers').insert({ email })
    expect(res.status).toBe(201)
    expect(await sql(`select 1 from public.subscribers where email = $1`, [email.toLowerCase()])).toHaveLength(1)
  })
})
