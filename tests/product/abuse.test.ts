/**
 * Spam defence in the database: one row per anonymous request, a per-client comment
 * rate limit, the duplicate-text rule, the honeypot, and subscribing without a membership
 * oracle. The rules read the client address from `request.headers` as PostgREST passes it, so
 * the per-address cases run SQL as the `anon` role with the headers a gateway would set; the
 * HTTP cases go through REST with supabase-js and assert the status codes PostgREST gives.
 */
import { randomUUID } from 'node:crypto'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { adminClient, anonClient, closeSql, createUser, serviceClient, sql, supabaseUrl, unique } from '../support/clients.ts'
import { insertArticle } from '../support/fixtures.ts'
import { closeRequestPool, inRequest as runInRequest } from '../support/in-request.ts'
import { firstOf } from '../support/items.ts'

afterAll(async () => {
  await closeRequestPool()
  await closeSql()
})

type Headers = Record<string, string>

/**
 * One request as `role` from the client the headers name. A signed-in caller's token names a
 * live session of a user who is not an administrator.
 */
async function inRequest(role: 'anon' | 'authenticated' | null, headers: Headers, statements: [string, unknown[]][]): Promise<string | null> {
  const claims = role === 'authenticated' ? await memberClaims() : undefined
  return runInRequest({ role, headers, claims }, statements)
}

let member: { sub: string; session_id: string; role: 'authenticated' } | undefined

async function memberClaims() {
  if (!member) {
    const sub = await createUser(`${unique('member')}@example.com`, 'member-password', false)
    const session = firstOf(await sql<{ id: string }>('insert into auth.sessions (user_id) values ($1) returning id', [sub]))
    member = { sub, session_id: session.id, role: 'authenticated' }
  }
  return member
}

const insertCommentSql = 'insert into public.comments (article_id, author_name, content) values ($1, $2, $3)'

function commentFrom(headers: Headers, articleId: string, content = unique('c')) {
  return inRequest('anon', headers, [[insertCommentSql, [articleId, 'Reader', content]]])
}

/** Records `count` accepted comments `minutesAgo` for the address in `headers`, as the trigger would. */
async function pastSubmissions(headers: Headers, articleId: string, count: number, minutesAgo: number) {
  const code = await inRequest(null, headers, [
    [
      `insert into private.comment_submissions (client_key, article_id, content_hash, created_at)
       select private.client_key(), $1, extensions.digest(gen_random_uuid()::text, 'sha256'), now() - make_interval(mins => $3)
       from generate_series(1, $2)`,
      [articleId, count, minutesAgo],
    ],
  ])
  expect(code).toBeNull()
}

/** A fresh client address per test, so tests never share a rate-limit bucket. */
function randomIp(): string {
  const octet = () => 1 + Math.floor(Math.random() * 250)
  return `10.${octet()}.${octet()}.${octet()}`
}

async function storedComments(articleId: string): Promise<number> {
  const row = firstOf(await sql<{ n: number }>('select count(*)::int as n from public.comments where article_id = $1', [articleId]))
  return row.n
}

/**
 * REST requests from this process all come from one client address, as readers behind one
 * address do. Tests that post through REST start from and leave an empty submission log, so
 * the suites' comments do not count against each other.
 */
async function forgetSubmissions() {
  await sql('delete from private.comment_submissions')
}

describe('per-client comment rate limit', () => {
  it('accepts 5 comments a minute from one address and refuses the 6th (PT429, nothing stored); other addresses go on', async () => {
    const article = await insertArticle()
    const ip = { 'x-forwarded-for': randomIp() }
    for (let i = 0; i < 5; i++) expect(await commentFrom(ip, article.id)).toBeNull()
    const sixth = unique('sixth')
    expect(await commentFrom(ip, article.id, sixth)).toBe('PT429')
    expect(await sql('select 1 from public.comments where content = $1', [sixth])).toHaveLength(0)
    expect(await storedComments(article.id)).toBe(5)
    expect(await commentFrom({ 'x-forwarded-for': randomIp() }, article.id)).toBeNull()
  })

  it('lets an address post again once its minute is over, up to 20 an hour', async () => {
    const article = await insertArticle()
    const ip = { 'x-forwarded-for': randomIp() }
    await pastSubmissions(ip, article.id, 5, 2)
    expect(await commentFrom(ip, article.id)).toBeNull()

    const busy = { 'x-forwarded-for': randomIp() }
    await pastSubmissions(busy, article.id, 20, 30)
    expect(await commentFrom(busy, article.id)).toBe('PT429')

    const yesterday = { 'x-forwarded-for': randomIp() }
    await pastSubmissions(yesterday, article.id, 20, 61)
    expect(await commentFrom(yesterday, article.id)).toBeNull()
  })

  it('keys on cf-connecting-ip, which Cloudflare sets, not on the x-forwarded-for entries a client writes', async () => {
    const article = await insertArticle()
    const real = randomIp()
    for (let i = 0; i < 5; i++) {
      expect(await commentFrom({ 'cf-connecting-ip': real, 'x-forwarded-for': `${randomIp()}, ${real}` }, article.id)).toBeNull()
    }
    expect(await commentFrom({ 'cf-connecting-ip': real, 'x-forwarded-for': `${randomIp()}, ${real}` }, article.id)).toBe('PT429')
  })

  it('without cf-connecting-ip, keys on the last x-forwarded-for entry (the one the proxy appended)', async () => {
    const article = await insertArticle()
    const real = randomIp()
    for (let i = 0; i < 5; i++) expect(await commentFrom({ 'x-forwarded-for': `${randomIp()}, ${real}` }, article.id)).toBeNull()
    expect(await commentFrom({ 'x-forwarded-for': `${randomIp()}, ${real}` }, article.id)).toBe('PT429')
  })

  it('puts requests without any address header in one shared bucket instead of exempting them', async () => {
    await forgetSubmissions()
    try {
      const article = await insertArticle()
      for (let i = 0; i < 5; i++) expect(await commentFrom({}, article.id)).toBeNull()
      expect(await commentFrom({ 'user-agent': 'bot' }, article.id)).toBe('PT429')
    } finally {
      await forgetSubmissions()
    }
  })

  it('counts parallel requests from one address: 10 at once store exactly 5', async () => {
    const article = await insertArticle()
    const ip = { 'x-forwarded-for': randomIp() }
    const codes = await Promise.all(Array.from({ length: 10 }, () => commentFrom(ip, article.id)))
    expect(codes.filter((c) => c === null)).toHaveLength(5)
    expect(codes.filter((c) => c === 'PT429')).toHaveLength(5)
    expect(await storedComments(article.id)).toBe(5)
  })

  it('limits signed-in non-admins as well, never the owner', async () => {
    const article = await insertArticle()
    const ip = { 'x-forwarded-for': randomIp() }
    for (let i = 0; i < 5; i++) {
      expect(await inRequest('authenticated', ip, [[insertCommentSql, [article.id, 'Member', unique('m')]]])).toBeNull()
    }
    expect(await inRequest('authenticated', ip, [[insertCommentSql, [article.id, 'Member', unique('m')]]])).toBe('PT429')
    expect(await inRequest(null, ip, [[insertCommentSql, [article.id, 'Owner', unique('o')]]])).toBeNull()
  })
})

describe('duplicate text', () => {
  it('refuses the same text on the same article within the hour from any address, ignoring case and spacing', async () => {
    const article = await insertArticle()
    const other = await insertArticle()
    const text = `Buy cheap watches ${unique('w')}`
    expect(await commentFrom({ 'x-forwarded-for': randomIp() }, article.id, text)).toBeNull()
    expect(await commentFrom({ 'x-forwarded-for': randomIp() }, article.id, `  ${text.toUpperCase().replace(/ /g, '   ')} `)).toBe('PT429')
    expect(await commentFrom({ 'x-forwarded-for': randomIp() }, other.id, text)).toBeNull()
    expect(await storedComments(article.id)).toBe(1)
  })
})

describe('one row per anonymous request', () => {
  it('refuses a JSON array of comments with 400 PT400 and stores none of it', async () => {
    await forgetSubmissions()
    try {
      const article = await insertArticle()
      const rows = Array.from({ length: 3 }, (_, i) => ({ article_id: article.id, author_name: 'Bulk', content: unique(`bulk${i}`) }))
      const res = await anonClient().from('comments').insert(rows)
      expect(res.status).toBe(400)
      expect(res.error).toMatchObject({ code: 'PT400', message: 'Only one row can be added per request' })
      expect(await storedComments(article.id)).toBe(0)
    } finally {
      await forgetSubmissions()
    }
  })

  it('refuses a second insert in the same request (transaction), for comments and subscribers', async () => {
    const article = await insertArticle()
    const ip = { 'x-forwarded-for': randomIp() }
    expect(
      await inRequest('anon', ip, [
        [insertCommentSql, [article.id, 'Reader', unique('one')]],
        [insertCommentSql, [article.id, 'Reader', unique('two')]],
      ]),
    ).toBe('PT400')
    expect(await storedComments(article.id)).toBe(0)
    const emails = [`${unique('a')}@example.com`, `${unique('b')}@example.com`]
    const subscribers = await anonClient().from('subscribers').insert(emails.map((email) => ({ email })))
    expect(subscribers.status).toBe(400)
    expect(subscribers.error!.code).toBe('PT400')
    expect(await sql('select 1 from public.subscribers where email = any($1)', [emails])).toHaveLength(0)
  })

  it('leaves service_role (a script on the server) free to insert many rows; an administrator sends one at a time like anyone', async () => {
    const article = await insertArticle()
    const rows = Array.from({ length: 7 }, (_, i) => ({ article_id: article.id, author_name: 'Import', content: unique(`imp${i}`) }))
    const service = await serviceClient().from('comments').insert(rows)
    expect(service.status).toBe(201)
    const admin = await adminClient()
    const many = await admin.from('comments').insert(rows.slice(0, 2).map((row) => ({ ...row, content: unique('ed') })))
    expect(many.status).toBe(400)
    expect(many.error?.code).toBe('PT400')
    expect(await storedComments(article.id)).toBe(7)
  })
})

describe('through REST (PostgREST status codes)', () => {
  it('answers the 6th comment in a minute with 429 PT429 and stores nothing', async () => {
    await forgetSubmissions()
    try {
      const article = await insertArticle()
      const db = anonClient()
      for (let i = 0; i < 5; i++) {
        const res = await db.from('comments').insert({ article_id: article.id, author_name: 'Ann', content: unique('rest') })
        expect(res.status).toBe(201)
      }
      const sixth = unique('rest-sixth')
      const res = await db.from('comments').insert({ article_id: article.id, author_name: 'Ann', content: sixth })
      expect(res.status).toBe(429)
      expect(res.error).toMatchObject({ code: 'PT429', message: 'Too many comments. Try again later.' })
      expect(await sql('select 1 from public.comments where content = $1', [sixth])).toHaveLength(0)
      expect(await storedComments(article.id)).toBe(5)
    } finally {
      await forgetSubmissions()
    }
  })

  it('refuses a filled honeypot with exactly the rate limit answer and never stores the field', async () => {
    await forgetSubmissions()
    try {
      const article = await insertArticle()
      const db = anonClient()
      const bot = unique('bot')
      const caught = await db.from('comments').insert({ article_id: article.id, author_name: 'Bot', content: bot, website: 'https://spam.example' })
      expect(caught.status).toBe(429)
      expect(caught.error).toMatchObject({ code: 'PT429', message: 'Too many comments. Try again later.', details: null, hint: null })
      expect(await sql('select 1 from public.comments where content = $1', [bot])).toHaveLength(0)

      const person = unique('person')
      const ok = await db.from('comments').insert({ article_id: article.id, author_name: 'Ann', content: person, website: '' })
      expect(ok.status).toBe(201)
      expect(await sql('select website from public.comments where content = $1', [person])).toEqual([{ website: null }])

      for (let i = 0; i < 4; i++) await db.from('comments').insert({ article_id: article.id, author_name: 'Ann', content: unique('fill') })
      const limited = await db.from('comments').insert({ article_id: article.id, author_name: 'Ann', content: unique('over') })
      expect(limited.status).toBe(caught.status)
      expect(limited.error).toEqual(caught.error)
    } finally {
      await forgetSubmissions()
    }
  })

  it('refuses the honeypot for everyone, administrators included', async () => {
    const article = await insertArticle()
    const res = await serviceClient().from('comments').insert({ article_id: article.id, author_name: 'X', content: 'y', website: 'x' })
    expect(res.status).toBe(429)
    expect(await storedComments(article.id)).toBe(0)
  })
})

describe('subscribing twice (no membership oracle)', () => {
  async function subscribeRaw(email: string, prefer?: string) {
    const res = await fetch(`${supabaseUrl()}/rest/v1/subscribers`, {
      method: 'POST',
      headers: {
        apikey: inject('anonKey'),
        authorization: `Bearer ${inject('anonKey')}`,
        'content-type': 'application/json',
        ...(prefer ? { prefer } : {}),
      },
      body: JSON.stringify({ email }),
    })
    return { status: res.status, body: await res.text(), range: res.headers.get('content-range') }
  }

  it('answers an address already on the list exactly like a new one and keeps its one row', async () => {
    const email = `${unique('sub')}@example.com`
    const first = await subscribeRaw(email)
    const [stored] = await sql<{ id: string; created_at: Date }>('select id, created_at from public.subscribers where email = $1', [email])
    const again = await subscribeRaw(email.toUpperCase())
    const fresh = await subscribeRaw(`${unique('sub')}@example.com`)
    expect(first).toEqual({ status: 201, body: '', range: first.range })
    expect(again).toEqual(first)
    expect(fresh).toEqual(first)
    expect(await sql('select id, created_at from public.subscribers where email = $1', [email])).toEqual([stored])
  })

  it('reports one inserted row either way, even when the caller asks for a count', async () => {
    const email = `${unique('cnt')}@example.com`
    const first = await subscribeRaw(email, 'count=exact')
    const again = await subscribeRaw(email, 'count=exact')
    expect(first).toEqual({ status: 201, body: '', range: '*/1' })
    expect(again).toEqual(first)
  })

  it('the app call (supabase-js insert without select) succeeds both times', async () => {
    const email = `${unique('app')}@example.com`
    const db = anonClient()
    const first = await db.from('subscribers').insert({ email })
    const again = await db.from('subscribers').insert({ email })
    expect(first).toMatchObject({ error: null, data: null, status: 201 })
    expect(again).toEqual(first)
  })

  it('stores one row when the same new address arrives in parallel, and none of the requests fails', async () => {
    const email = `${unique('race')}@example.com`
    const results = await Promise.all(Array.from({ length: 8 }, () => subscribeRaw(email)))
    expect(results.map((r) => r.status)).toEqual(Array(8).fill(201))
    expect(await sql('select 1 from public.subscribers where email = $1', [email])).toHaveLength(1)
  })
})

describe('comment ids chosen by the browser', () => {
  it('lets a reader insert with its own random id, which is then stored as given', async () => {
    await forgetSubmissions()
    try {
      const article = await insertArticle()
      const id = randomUUID()
      const res = await anonClient().from('comments').insert({ id, article_id: article.id, author_name: 'Ann', content: unique('own') })
      expect(res.status).toBe(201)
      expect(await sql('select status from public.comments where id = $1', [id])).toEqual([{ status: 'pending' }])
    } finally {
      await forgetSubmissions()
    }
  })
})

describe('a comment on an article readers cannot see (no oracle)', () => {
  /** The raw answer to one comment through REST: status and body, as a client sees them. */
  async function post(articleId: string, fields: Record<string, string> = {}) {
    const res = await fetch(`${supabaseUrl()}/rest/v1/comments`, {
      method: 'POST',
      headers: { apikey: inject('anonKey'), Authorization: `Bearer ${inject('anonKey')}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ article_id: articleId, author_name: 'Reader', content: unique('oracle'), ...fields }),
    })
    return { status: res.status, body: await res.text() }
  }

  it('answers a hidden, a deleted and an unknown article alike, under and over the limit, honeypot or not', async () => {
    await forgetSubmissions()
    const visible = await insertArticle()
    const draft = await insertArticle({ status: 'draft' })
    const scheduled = await insertArticle({ publish_date: new Date(Date.now() + 86_400_000).toISOString() })
    const deleted = await insertArticle()
    await sql('delete from public.articles where id = $1', [deleted.id])
    const targets = { draft: draft.id, scheduled: scheduled.id, deleted: deleted.id, unknown: randomUUID() }
    try {
      type Reply = Awaited<ReturnType<typeof post>>
      const answers = async (fields: Record<string, string> = {}) => ({
        draft: await post(targets.draft, fields),
        scheduled: await post(targets.scheduled, fields),
        deleted: await post(targets.deleted, fields),
        unknown: await post(targets.unknown, fields),
      })
      const same = (reply: Reply) => ({ draft: reply, scheduled: reply, deleted: reply, unknown: reply })

      const fresh = await answers()
      expect(fresh.unknown.status).toBe(409)
      expect(fresh).toEqual(same(fresh.unknown))
      expect(await answers({ website: 'https://spam.example' })).toEqual(same(fresh.unknown))

      // Over the limit: the same answer again, checked before the limit.
      for (let i = 0; i < 5; i++) expect((await post(visible.id)).status).toBe(201)
      expect((await post(visible.id)).status).toBe(429)
      expect(await answers()).toEqual(same(fresh.unknown))
      expect(await sql('select 1 from public.comments where article_id = any($1)', [Object.values(targets)])).toEqual([])
    } finally {
      await sql('delete from public.articles where id = any($1)', [[visible.id, draft.id, scheduled.id]])
      await forgetSubmissions()
    }
  })
})
