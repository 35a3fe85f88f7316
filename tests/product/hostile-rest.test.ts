/**
 * What a stranger can do with the public anon key, or with an account that is not an
 * administrator: every attempt must fail and leave the database exactly as it was. The
 * statuses are PostgREST's: an RLS/privilege refusal is 401 for anon and 403 for a signed-in
 * role; an UPDATE/DELETE whose rows RLS hides affects nothing (204, `[]` with a representation).
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { anonClient, closeSql, createUser, signUserToken, sql, supabaseUrl, tokenClient, unique, userClient } from '../support/clients.ts'
import { insertArticle, insertComment, insertVideo, tableFingerprint } from '../support/fixtures.ts'
import { signJwt } from '../../server/src/jwt.ts'

afterAll(closeSql)

let userId: string
let userEmail: string
const userPassword = 'not-an-admin-pw'

beforeAll(async () => {
  userEmail = `${unique('reader')}@example.com`
  userId = await createUser(userEmail, userPassword, false)
  const admins = await sql(`select 1 from public.admins where user_id = $1`, [userId])
  expect(admins).toHaveLength(0)
})

const callers: { name: string; deniedStatus: number; client: () => Promise<SupabaseClient> }[] = [
  { name: 'anon key', deniedStatus: 401, client: async () => anonClient() },
  { name: 'signed-in non-admin', deniedStatus: 403, client: () => userClient(userEmail, userPassword) },
]

/**
 * What a read, update or delete of a table answers: anon holds no privilege on the tables at all
 * (it reads through the reader functions), so 401 42501; a signed-in non-admin holds the
 * dashboard's privileges, but every policy requires is_admin(), so no row is seen or changed.
 */
function expectNothingReached(res: { status: number; error: { code: string } | null; data: unknown }, deniedStatus: number) {
  if (deniedStatus === 401) {
    expect(res.status).toBe(401)
    expect(res.error!.code).toBe('42501')
  } else {
    expect(res.error).toBeNull()
    expect(res.data ?? []).toEqual([])
  }
}

describe.each(callers)('as $name', ({ deniedStatus, client }) => {
  it('cannot insert an article', async () => {
    const db = await client()
    const before = await tableFingerprint('articles')
    const slug = unique('evil').toLowerCase()
    const res = await db.from('articles').insert({ slug, title: 'Pwned', excerpt: 'x', author: 'x' })
    expect(res.status).toBe(deniedStatus)
    expect(res.error!.code).toBe('42501')
    const withSelect = await db.from('articles').insert({ slug, title: 'Pwned', excerpt: 'x', author: 'x' }).select().single()
    expect(withSelect.status).toBe(deniedStatus)
    expect(await tableFingerprint('articles')).toBe(before)
  })

  it('cannot update or delete an article', async () => {
    const article = await insertArticle()
    const db = await client()
    const before = await tableFingerprint('articles')
    expectNothingReached(await db.from('articles').update({ title: 'Defaced' }).eq('id', article.id).select(), deniedStatus)
    const upd2 = await db.from('articles').update({ title: 'Defaced' }).eq('id', article.id)
    expect(upd2.status).toBe(deniedStatus === 401 ? 401 : 204)
    const del = await db.from('articles').delete({ count: 'exact' }).eq('id', article.id)
    expect(del.status).toBe(deniedStatus === 401 ? 401 : 204)
    expect(del.count ?? 0).toBe(0)
    // The single-object form turns "no row affected" into a 406.
    const single = await db.from('articles').update({ title: 'Defaced' }).eq('id', article.id).select().single()
    expect(single.status).toBe(deniedStatus === 401 ? 401 : 406)
    expect(await tableFingerprint('articles')).toBe(before)
  })

  it('cannot write or delete a video', async () => {
    const video = await insertVideo()
    const db = await client()
    const before = await tableFingerprint('video_posts')
    const ins = await db.from('video_posts').insert({ title: 'spam', url: 'https://evil.example/x' })
    expect(ins.status).toBe(deniedStatus)
    expect(ins.error!.code).toBe('42501')
    const del = await db.from('video_posts').delete({ count: 'exact' }).eq('id', video.id)
    expect(del.count ?? 0).toBe(0)
    expectNothingReached(await db.from('video_posts').update({ title: 'x' }).eq('id', video.id).select(), deniedStatus)
    expect(await tableFingerprint('video_posts')).toBe(before)
  })

  it('reads no subscribers (empty result, count 0), and cannot delete them', async () => {
    await sql(`insert into public.subscribers (email) values ($1)`, [`${unique('s')}@example.com`])
    const db = await client()
    const res = await db.from('subscribers').select('*', { count: 'exact' })
    expectNothingReached(res, deniedStatus)
    expect(res.count ?? 0).toBe(0)
    const before = await tableFingerprint('subscribers')
    const del = await db.from('subscribers').delete({ count: 'exact' }).neq('email', '')
    expect(del.count ?? 0).toBe(0)
    expect(await tableFingerprint('subscribers')).toBe(before)
  })

  it('never sees pending or rejected comments', async () => {
    const article = await insertArticle()
    const pending = await insertComment(article.id, 'pending')
    const rejected = await insertComment(article.id, 'rejected')
    const approved = await insertComment(article.id, 'approved')
    const db = await client()
    expectNothingReached(await db.from('comments').select('id, status').eq('article_id', article.id), deniedStatus)
    expectNothingReached(await db.from('comments').select('id').in('id', [pending.id, rejected.id]), deniedStatus)
    expectNothingReached(await db.from('comments').select('id').eq('status', 'pending').eq('article_id', article.id), deniedStatus)
    expectNothingReached(await db.from('articles').select('comments(id, status)').eq('id', article.id), deniedStatus)
    // What readers get: the approved comment alone, through the article page.
    const { data } = await db.rpc('article_page', { slug: article.slug }, { get: true }).throwOnError()
    expect((data as { comments: { id: string }[] }).comments.map((c) => c.id)).toEqual([approved.id])
  })

  it('cannot insert a comment that is already approved (or pick its date)', async () => {
    const article = await insertArticle()
    const db = await client()
    const before = await tableFingerprint('comments')
    const approved = await db.from('comments').insert({ article_id: article.id, author_name: 'x', content: 'spam', status: 'approved' })
    expect(approved.status).toBe(deniedStatus)
    expect(approved.error!.code).toBe('42501')
    const dated = await db
      .from('comments')
      .insert({ article_id: article.id, author_name: 'x', content: 'spam', created_at: '2000-01-01T00:00:00Z' })
    expect(dated.status).toBe(deniedStatus)
    expect(await tableFingerprint('comments')).toBe(before)
  })

  it('cannot change a comment status', async () => {
    const article = await insertArticle()
    const pending = await insertComment(article.id, 'pending')
    const approved = await insertComment(article.id, 'approved')
    const db = await client()
    const before = await tableFingerprint('comments')
    for (const id of [pending.id, approved.id]) {
      const res = await db.from('comments').update({ status: id === pending.id ? 'approved' : 'rejected' }).eq('id', id).select()
      if (deniedStatus === 401) {
        // anon holds no UPDATE privilege on comments at all.
        expect(res.status).toBe(401)
        expect(res.error!.code).toBe('42501')
      } else {
        // authenticated may update the status column, but RLS (is_admin()) hides every row.
        expect(res.error).toBeNull()
        expect(res.data).toEqual([])
      }
    }
    const del = await db.from('comments').delete({ count: 'exact' }).eq('id', approved.id)
    expect(del.count ?? 0).toBe(0)
    expect(await tableFingerprint('comments')).toBe(before)
  })
})

describe('injection attempts as a signed-in non-admin', () => {
  it('treats SQL in filter values as data and refuses it in column names', async () => {
    const db = await userClient(userEmail, userPassword)
    const before = await tableFingerprint('subscribers')
    const value = await db.from('subscribers').select('email').eq('email', "x' or '1'='1")
    expect(value.status).toBe(200)
    expect(value.data).toEqual([])
    const tree = await db.from('subscribers').select('email').or(`email.eq.x') or true or ('1'='1,email.is.null`)
    expect(tree.data ?? []).toEqual([])
    const column = await db.from('subscribers').select('email').eq('email = email or true --', 'x')
    expect(column.status).toBe(400)
    const selected = await db.from('subscribers').select('email, (select string_agg(email, \',\') from subscribers)')
    expect(selected.status).toBe(400)
    const del = await db.from('subscribers').delete({ count: 'exact' }).eq('email', "x' or '1'='1")
    expect(del.count ?? 0).toBe(0)
    expect(await tableFingerprint('subscribers')).toBe(before)
  })
})

describe('injection attempts (anon key)', () => {
  const headers = () => ({ apikey: inject('anonKey') })
  const rest = (pathAndQuery: string, init: RequestInit = {}) =>
    fetch(`${supabaseUrl()}/rest/v1/${pathAndQuery}`, { ...init, headers: { ...headers(), ...(init.headers as object) } })

  it('treats SQL in a filter value as data', async () => {
    const article = await insertArticle()
    const before = await tableFingerprint('articles')
    const res = await anonClient().rpc('article_page', { slug: "x'; drop table articles;--" }, { get: true })
    expect(res.status).toBe(200)
    expect(res.data).toEqual({ article: null, related: [], comments: [] })
    const res2 = await rest(`rpc/category_page?category=x');drop table articles;--`)
    expect(res2.status).toBe(200)
    expect(await res2.json()).toEqual([])
    const inList = await rest(`rpc/category_page?category=sports&after_date=now&after_id=') or 1=1 --`)
    expect(inList.status).toBe(400) // not a uuid: 22P02, nothing leaks
    expect(await tableFingerprint('articles')).toBe(before)
    expect(await sql(`select count(*)::int as n from public.articles where id = $1`, [article.id])).toEqual([{ n: 1 }])
  })

  it('refuses SQL in a column name, select, order and embed with 400', async () => {
    const before = await tableFingerprint('articles')
    const cases = [
      'articles?select=id&id;drop table articles=eq.1',
      'articles?select=id&"id;drop table articles"=eq.1',
      'articles?select=id,title;drop table articles',
      'articles?select=id,"title\\"; drop table articles; --"',
      'articles?select=id&order=title;drop table articles',
      'articles?select=id&order=title.desc;drop table articles',
      'articles?select=id&order=(select 1)',
      'articles?select=id,comments(id;drop table articles)',
      'articles?select=id::text);drop table articles;--',
      'articles?select=id&title=eq).x',
      'articles?select=id&or=(title.eq.a,id;drop.eq.b)',
      'articles?select=id&limit=1;drop table articles',
      'articles;drop table articles?select=id',
      // Nesting deep enough to exhaust a recursive parser: a 400, not a 500.
      `articles?select=id&or=(${'and('.repeat(2000)}id.eq.1${')'.repeat(2000)})`,
      `articles?select=${'c('.repeat(2000)}id${')'.repeat(2000)}`,
    ]
    for (const c of cases) {
      const res = await rest(c)
      expect(res.status, c).toBeGreaterThanOrEqual(400)
      expect(res.status, c).toBeLessThan(500)
      const body = (await res.json()) as { code?: string; message?: string }
      expect(res.headers.get('content-type'), c).toContain('application/json')
      expect(JSON.stringify(body), c).not.toMatch(/at .*\.ts:\d+/)
    }
    const order = await anonClient().from('articles').select('id').order('title;drop table articles')
    expect(order.status).toBe(400)
    expect(await tableFingerprint('articles')).toBe(before)
  })

  it('refuses writes through unknown columns (PGRST204) and bodies that are not JSON', async () => {
    const before = await tableFingerprint('subscribers')
    const res = await anonClient().from('subscribers').insert({ email: 'a@b.co', 'email"); drop table subscribers; --': 1 })
    expect(res.status).toBe(400)
    expect(res.error!.code).toBe('PGRST204')
    const notJson = await rest('subscribers', { method: 'POST', body: "'); drop table subscribers; --", headers: { 'Content-Type': 'application/json' } })
    expect(notJson.status).toBe(400)
    expect(((await notJson.json()) as { code: string }).code).toBe('PGRST102')
    expect(await tableFingerprint('subscribers')).toBe(before)
  })

  it('refuses update/delete without a filter', async () => {
    const admin = tokenClient(await signUserToken(userId))
    const del = await admin.from('subscribers').delete()
    expect(del.status).toBe(400)
    const upd = await admin.from('articles').update({ title: 'all' })
    expect(upd.status).toBe(400)
  })
})

describe('keys and tokens', () => {
  it('refuses a JWT signed with another secret (401 PGRST301)', async () => {
    const before = await tableFingerprint('articles')
    const forged = await signUserToken(userId, { role: 'service_role' }, 'another-secret-another-secret-another-secret')
    const res = await tokenClient(forged).from('articles').insert({ slug: unique('f').toLowerCase(), title: 't', excerpt: 'e', author: 'a' })
    expect(res.status).toBe(401)
    expect(res.error!.code).toBe('PGRST301')
    const read = await fetch(`${supabaseUrl()}/rest/v1/subscribers?select=*`, {
      headers: { apikey: inject('anonKey'), Authorization: `Bearer ${forged}` },
    })
    expect(read.status).toBe(401)
    expect(read.headers.get('www-authenticate')).toMatch(/^Bearer/)
    expect(await tableFingerprint('articles')).toBe(before)
  })

  it('refuses a forged apikey (401 Invalid API key)', async () => {
    const forged = await signUserToken(userId, { role: 'service_role' }, 'another-secret-another-secret-another-secret')
    const res = await fetch(`${supabaseUrl()}/rest/v1/subscribers?select=*`, { headers: { apikey: forged } })
    expect(res.status).toBe(401)
    expect(await res.json()).toMatchObject({ message: 'Invalid API key' })
  })

  it('refuses an expired JWT (401 PGRST303)', async () => {
    const now = Math.floor(Date.now() / 1000)
    const expired = await signUserToken(userId, { iat: now - 7200, exp: now - 3600 })
    const res = await tokenClient(expired).from('articles').select('id').limit(1)
    expect(res.status).toBe(401)
    expect(res.error).toMatchObject({ code: 'PGRST303', message: 'JWT expired' })
  })

  it('refuses a garbage bearer token (401 PGRST301)', async () => {
    const res = await tokenClient('abc').from('articles').select('id').limit(1)
    expect(res.status).toBe(401)
    expect(res.error!.code).toBe('PGRST301')
  })

  it('requires an apikey on every route', async () => {
    for (const path of ['/rest/v1/articles?select=id', '/rest/v1/rpc/is_admin', '/auth/v1/settings', '/storage/v1/bucket']) {
      const res = await fetch(`${supabaseUrl()}${path}`)
      expect(res.status, path).toBe(401)
      expect(await res.json()).toEqual({
        message: 'No API key found in request',
        hint: 'No `apikey` request header or url param was found.',
      })
    }
    const viaQuery = await fetch(`${supabaseUrl()}/rest/v1/rpc/latest_articles?max_rows=1&apikey=${inject('anonKey')}`)
    expect(viaQuery.status).toBe(200)
  })

  it('a signed token with a role outside anon/authenticated/service_role gets nothing', async () => {
    const before = await tableFingerprint('subscribers')
    for (const role of ['postgres', 'authenticator', 'supabase_admin', 'pg_read_all_data']) {
      const token = await signUserToken(userId, { role })
      const res = await tokenClient(token).from('subscribers').select('*')
      expect(res.status, role).toBe(403)
      expect(res.data, role).toBeNull()
      const write = await tokenClient(token).from('subscribers').delete().neq('email', '')
      expect(write.status, role).toBe(403)
      const rpc = await tokenClient(token).rpc('is_admin')
      expect(rpc.status, role).toBe(403)
    }
    expect(await tableFingerprint('subscribers')).toBe(before)
  })

  it('refuses an unsigned (alg "none") token claiming service_role', async () => {
    const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url')
    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ role: 'service_role', exp: Math.floor(Date.now() / 1000) + 3600 })}.`
    const res = await tokenClient(unsigned).from('subscribers').select('*')
    expect(res.status).toBe(401)
    expect(res.error!.code).toBe('PGRST301')
    const asKey = await fetch(`${supabaseUrl()}/rest/v1/subscribers?select=*`, { headers: { apikey: unsigned } })
    expect(asKey.status).toBe(401)
  })

  it('refuses a correctly signed token without exp, as bearer and as apikey', async () => {
    const forever = await signJwt({ role: 'service_role' }, inject('jwtSecret'))
    const res = await tokenClient(forever).from('subscribers').select('email')
    expect(res.status).toBe(401)
    expect(res.data).toBeNull()
    const asKey = await fetch(`${supabaseUrl()}/rest/v1/subscribers?select=email`, { headers: { apikey: forever } })
    expect(asKey.status).toBe(401)
    expect(await asKey.json()).toMatchObject({ message: 'Invalid API key' })
  })
})
