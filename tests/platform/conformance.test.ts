/**
 * The local backend is exact or refuses: what it cannot answer as PostgREST 14, GoTrue and Storage
 * would, it refuses with their error shapes (status + code pinned here), never with a different
 * 2xx. The second half pins the call shapes the app itself makes.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { adminClient, anonClient, closeSql, createUser, serviceClient, sql, supabaseUrl, unique } from '../support/clients.ts'
import { insertArticle, insertComment } from '../support/fixtures.ts'
import { firstOf } from '../support/items.ts'
import { makePng } from '../support/images.ts'
import { waitFor } from '../support/wait-for.ts'

const SCRATCH_FUNCTIONS = ['test_conf_twice(int)', 'test_conf_twice(text)', 'test_conf_feature(text)', 'test_conf_count(text)']

// The test-only functions go afterwards, so no later file sees them in the API surface.
afterAll(async () => {
  await sql(`drop function if exists ${SCRATCH_FUNCTIONS.map((f) => `public.${f}`).join(', ')}`)
  await sql(`notify pgrst, 'reload schema'`)
  await closeSql()
})

type Body = { code: string; message: string; details: string | null; hint: string | null }

/** A raw REST request with the service key (RLS aside, only the protocol is under test). */
function rest(pathAndQuery: string, init: RequestInit = {}) {
  const key = inject('serviceRoleKey')
  return fetch(`${supabaseUrl()}/rest/v1/${pathAndQuery}`, {
    ...init,
    headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json', ...(init.headers as Record<string, string>) },
  })
}

async function expectRefusal(res: Response, status: number, code: string): Promise<Body> {
  expect(res.status).toBe(status)
  expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8')
  const body = (await res.json()) as Body
  expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message'])
  expect(body.code).toBe(code)
  return body
}

const featured = async (author: string) =>
  firstOf(await sql<{ n: number }>(`select count(*)::int as n from public.articles where author = $1 and featured`, [author])).n

beforeAll(async () => {
  await sql(`
    create or replace function public.test_conf_twice(a int) returns int language sql immutable as $$ select a * 2 $$;
    create or replace function public.test_conf_twice(a text) returns text language sql immutable as $$ select a || a $$;
    create or replace function public.test_conf_feature(who text) returns setof public.articles language sql volatile as $$
      update public.articles set featured = true where author = who returning *
    $$;
    create or replace function public.test_conf_count(who text) returns int language sql volatile as $$
      with u as (update public.articles set featured = true where author = who returning 1) select count(*)::int from u
    $$;
  `)
  await sql(`notify pgrst, 'reload schema'`)
  // The service key: test_conf_count updates articles, which anon may not touch.
  await waitFor('the schema cache to reload', async () => (await serviceClient().rpc('test_conf_count', { who: 'nobody' })).status === 200,
    { timeoutMs: 5000, intervalMs: 50 })
})

describe('REST: Prefer', () => {
  it('max-affected with handling=strict: PGRST124 and nothing kept when exceeded, applied when not', async () => {
    const author = unique('max')
    await insertArticle({ author })
    await insertArticle({ author })
    const patch = (prefer: string) =>
      rest(`articles?author=eq.${author}`, { method: 'PATCH', headers: { Prefer: prefer }, body: JSON.stringify({ featured: true }) })

    const over = await expectRefusal(await patch('handling=strict, max-affected=1'), 400, 'PGRST124')
    expect(over).toEqual({ code: 'PGRST124', message: 'Query result exceeds max-affected preference constraint', details: 'The query affects 2 rows', hint: null })
    expect(await featured(author)).toBe(0)

    const del = await rest(`articles?author=eq.${author}`, { method: 'DELETE', headers: { Prefer: 'handling=strict, max-affected=1' } })
    await expectRefusal(del, 400, 'PGRST124')
    expect(await sql(`select 1 from public.articles where author = $1`, [author])).toHaveLength(2)

    const within = await patch('handling=strict, max-affected=2')
    expect(within.status).toBe(204)
    expect(within.headers.get('preference-applied')).toBe('handling=strict, max-affected=2')
    expect(await featured(author)).toBe(2)
  })

  it('max-affected without handling=strict is ignored, as PostgREST does', async () => {
    const author = unique('lenient')
    await insertArticle({ author })
    await insertArticle({ author })
    const res = await rest(`articles?author=eq.${author}`, { method: 'PATCH', headers: { Prefer: 'max-affected=1' }, body: '{"featured":true}' })
    expect(res.status).toBe(204)
    expect(res.headers.get('preference-applied')).toBeNull()
    expect(await featured(author)).toBe(2)
  })

  it('max-affected on rpc: PGRST124 and rolled back for a set, PGRST128 for a single value', async () => {
    const author = unique('rpcmax')
    await insertArticle({ author })
    await insertArticle({ author })
    const call = (fn: string) =>
      rest(`rpc/${fn}`, { method: 'POST', headers: { Prefer: 'handling=strict, max-affected=1' }, body: JSON.stringify({ who: author }) })
    await expectRefusal(await call('test_conf_feature'), 400, 'PGRST124')
    expect(await featured(author)).toBe(0)
    const single = await expectRefusal(await call('test_conf_count'), 400, 'PGRST128')
    expect(single.message).toBe('Function must return SETOF or TABLE when max-affected preference is used with handling=strict')
    expect(await featured(author)).toBe(0)
  })

  it('invalid preferences: PGRST122 with handling=strict, ignored otherwise', async () => {
    const strict = await expectRefusal(await rest('articles?select=id&limit=1', { headers: { Prefer: 'handling=strict, return=everything' } }), 400, 'PGRST122')
    expect(strict).toMatchObject({ message: 'Invalid preferences given with handling=strict', details: 'Invalid preferences: return=everything' })
    const lenient = await rest('articles?select=id&limit=1', { headers: { Prefer: 'return=everything' } })
    expect(lenient.status).toBe(200)
  })

  it('tx=rollback is accepted and ignored, as on Supabase (db-tx-end=commit): the row is kept', async () => {
    const email = `${unique('tx')}@example.com`
    const res = await rest('subscribers', { method: 'POST', headers: { Prefer: 'tx=rollback, handling=strict' }, body: JSON.stringify({ email }) })
    expect(res.status).toBe(201)
    expect(res.headers.get('preference-applied')).toBe('handling=strict')
    expect(await sql(`select 1 from public.subscribers where email = $1`, [email])).toHaveLength(1)
  })

  it('refuses the preferences it does not implement with PGRST127', async () => {
    for (const prefer of ['count=planned', 'count=estimated', 'timezone=Europe/Paris']) {
      const body = await expectRefusal(await rest('articles?select=id&limit=1', { headers: { Prefer: prefer } }), 400, 'PGRST127')
      expect(body.message).toBe('Feature not implemented')
      expect(body.details, prefer).toContain(prefer)
    }
    const planned = await serviceClient().from('articles').select('id', { count: 'planned', head: true })
    expect(planned.status).toBe(400)
    const headersOnly = await rest('subscribers', { method: 'POST', headers: { Prefer: 'return=headers-only' }, body: JSON.stringify({ email: `${unique('h')}@example.com` }) })
    await expectRefusal(headersOnly, 400, 'PGRST127')
  })

  it('refuses upserts, leaving the row as it was', async () => {
    const admin = serviceClient()
    const article = await insertArticle()
    for (const ignoreDuplicates of [false, true]) {
      const res = await admin
        .from('articles')
        .upsert({ slug: article.slug, title: 'Upserted', excerpt: 'e', author: 'x' }, { onConflict: 'slug', ignoreDuplicates })
        .select('id')
      expect(res.status).toBe(400)
      expect(res.error).toMatchObject({ code: 'PGRST127', message: 'Feature not implemented' })
      expect(res.error!.details).toContain('resolution=')
    }
    await expectRefusal(await rest(`articles?id=eq.${article.id}`, { method: 'PUT', body: JSON.stringify({ ...article, title: 'Put' }) }), 400, 'PGRST127')
    expect((await sql(`select title from public.articles where id = $1`, [article.id]))[0]).toEqual({ title: article.title })
  })
})

describe('REST: media types', () => {
  it('refuses formats PostgREST would produce but the stand-in does not (406 PGRST107)', async () => {
    for (const accept of ['text/csv', 'application/geo+json', 'application/vnd.pgrst.object+json;nulls=stripped', 'application/vnd.pgrst.array+json;nulls=stripped']) {
      const body = await expectRefusal(await rest('articles?select=id&limit=1', { headers: { Accept: accept } }), 406, 'PGRST107')
      expect(body.details, accept).toContain('local stand-in')
    }
    const csv = await serviceClient().from('articles').select('id').limit(1).csv()
    expect(csv.status).toBe(406)
    expect(csv.error!.code).toBe('PGRST107')
  })

  it('answers types PostgREST does not produce either exactly as PostgREST (406 PGRST107)', async () => {
    const body = await expectRefusal(await rest('articles?select=id&limit=1', { headers: { Accept: 'application/xml, application/vnd.pgrst.plan' } }), 406, 'PGRST107')
    expect(body).toEqual({ code: 'PGRST107', message: 'None of these media types are available: application/xml, application/vnd.pgrst.plan', details: null, hint: null })
    const explain = await serviceClient().from('articles').select('id').limit(1).explain()
    expect(explain.status).toBe(406)
  })

  it('picks JSON from a list that allows it, by q', async () => {
    const res = await rest('articles?select=id&limit=1', { headers: { Accept: 'text/csv;q=0.5, application/json' } })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8')
  })

  it('gzips answers over 1 KB for clients that accept it, as the hosted gateway does, and only for them', async () => {
    const gzipped = await rest('articles?select=id,title,excerpt&limit=20', { headers: { 'Accept-Encoding': 'gzip' } })
    expect(gzipped.status).toBe(200)
    expect(gzipped.headers.get('content-encoding')).toBe('gzip')
    expect(gzipped.headers.get('vary')).toMatch(/accept-encoding/i)
    expect(((await gzipped.json()) as unknown[]).length).toBeGreaterThan(0)
    const plain = await rest('articles?select=id,title,excerpt&limit=20', { headers: { 'Accept-Encoding': 'identity' } })
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(((await plain.json()) as unknown[]).length).toBeGreaterThan(0)
    // Under 1 KB compression costs more than it saves: sent as is, with its length.
    const small = await rest('articles?select=id&limit=1', { headers: { 'Accept-Encoding': 'gzip' } })
    expect(small.headers.get('content-encoding')).toBeNull()
    expect(Number(small.headers.get('content-length'))).toBeGreaterThan(0)
    const refusal = await rest('articles?select=nope', { headers: { 'Accept-Encoding': 'gzip' } })
    expect(refusal.status).toBe(400)
    expect(refusal.headers.get('content-encoding')).toBeNull()
  })

  it('refuses request bodies it does not parse (CSV) and answers unknown ones with PGRST102', async () => {
    await expectRefusal(await rest('subscribers', { method: 'POST', headers: { 'Content-Type': 'text/csv' }, body: 'email\na@b.co' }), 400, 'PGRST127')
    const plain = await expectRefusal(await rest('subscribers', { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'x' }), 400, 'PGRST102')
    expect(plain.message).toBe('Content-Type not acceptable: text/plain')
  })
})

describe('REST: functions, embeds and syntax', () => {
  it('answers an ambiguous overloaded function with 300 PGRST203', async () => {
    const res = await anonClient().rpc('test_conf_twice', { a: 2 })
    expect(res.status).toBe(300)
    expect(res.error).toMatchObject({
      code: 'PGRST203',
      message: 'Could not choose the best candidate function between: public.test_conf_twice(a => integer), public.test_conf_twice(a => text)',
      hint: 'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    })
  })

  it('answers two embeds under one name as PostgREST does (400 42712)', async () => {
    const article = await insertArticle()
    await insertComment(article.id, 'approved')
    const db = serviceClient()
    const res = await db.from('articles').select('id, comments(id), comments(count)').eq('id', article.id)
    expect(res.status).toBe(400)
    expect(res.error).toMatchObject({ code: '42712', message: 'table name "articles_comments_1" specified more than once' })
    const aliased = await db.from('articles').select('id, a:comments(id), b:comments(count)').eq('id', article.id).single()
    expect(aliased.error).toBeNull()
    expect(aliased.data).toMatchObject({ a: [{ id: expect.any(String) }], b: [{ count: 1 }] })
  })

  it('refuses PostgREST syntax it does not implement (PGRST127), names a missing embed (PGRST108), refuses aggregates (PGRST123)', async () => {
    for (const query of [
      'articles?select=id::text',
      'articles?select=id,title->>x',
      'articles?select=id&title=fts.cat',
      'articles?select=id&title=like(any).{a*}',
      'articles?select=id,comments!inner(id)',
      'articles?select=id,comments(id)&comments.status=eq.approved',
      'articles?select=id,comments(id)&comments.order=created_at.desc',
      'articles?select=id,...comments(id)',
      'articles?select=id,comments(id)&order=comments(created_at)',
      'rpc/is_admin?select=x',
    ]) {
      await expectRefusal(await rest(query), 400, 'PGRST127')
    }
    const notEmbedded = await expectRefusal(await rest('articles?select=id&comments.limit=1'), 400, 'PGRST108')
    expect(notEmbedded.message).toBe("'comments' is not an embedded resource in this request")
    const aggregate = await expectRefusal(await rest('articles?select=count()'), 400, 'PGRST123')
    expect(aggregate.message).toBe('Use of aggregate functions is not allowed')
  })

  it('answers paths and methods PostgREST does not route (PGRST125, PGRST101) and refuses the OpenAPI root', async () => {
    await expectRefusal(await rest('articles/extra'), 404, 'PGRST125')
    await expectRefusal(await rest('rpc/is_admin', { method: 'PATCH', body: '{}' }), 405, 'PGRST101')
    await expectRefusal(await rest(''), 400, 'PGRST127')
  })
})

describe('REST: the call shapes the app makes (the dashboard as the administrator, readers with the anon key)', () => {
  it('lists with explicit columns, order, range and an exact count (206, Content-Range, Content-Profile)', async () => {
    const author = unique('shape')
    for (let i = 0; i < 3; i++) await insertArticle({ author, publish_date: new Date(Date.UTC(2025, 0, 10 - i)).toISOString() })
    const admin = await adminClient()
    const res = await admin
      .from('articles')
      .select('id,slug,title,excerpt,category,publish_date', { count: 'exact' })
      .eq('author', author)
      .order('publish_date', { ascending: false })
      .order('id', { ascending: true })
      .range(0, 1)
    expect(res.status).toBe(206)
    expect(res.count).toBe(3)
    expect(res.data).toHaveLength(2)
    const token = (await admin.auth.getSession()).data.session!.access_token
    const raw = await fetch(`${supabaseUrl()}/rest/v1/articles?select=id&author=eq.${author}&limit=1`, {
      headers: { apikey: inject('anonKey'), Authorization: `Bearer ${token}`, 'Accept-Profile': 'public', Prefer: 'count=exact' },
    })
    expect(raw.headers.get('content-profile')).toBe('public')
    expect(raw.headers.get('preference-applied')).toBe('count=exact')
    expect(raw.headers.get('content-range')).toBe('0-0/3')
  })

  it('counts with HEAD, searches with or(ilike), reads one row with single() and maybeSingle()', async () => {
    const word = unique('needle').replace(/-/g, '')
    const article = await insertArticle({ title: `About ${word}` })
    const admin = await adminClient()
    const head = await admin.from('articles').select('id', { count: 'exact', head: true }).eq('id', article.id)
    expect(head).toMatchObject({ status: 200, count: 1, data: null })
    const pattern = `%${word}%`
    const search = await admin.from('articles').select('id', { count: 'exact' }).or(`title.ilike.${pattern},excerpt.ilike.${pattern}`)
    expect(search.data).toEqual([{ id: article.id }])
    const token = (await admin.auth.getSession()).data.session!.access_token
    const single = await fetch(`${supabaseUrl()}/rest/v1/articles?select=id&id=eq.${article.id}`, {
      headers: { apikey: inject('anonKey'), Authorization: `Bearer ${token}`, Accept: 'application/vnd.pgrst.object+json' },
    })
    expect(single.headers.get('content-type')).toBe('application/vnd.pgrst.object+json; charset=utf-8')
    expect(await single.json()).toEqual({ id: article.id })
    const maybe = await admin.from('articles').select('id').eq('slug', 'no-such-slug').maybeSingle()
    expect(maybe).toMatchObject({ error: null, data: null })
  })

  it('reads as readers do: GET of a reader function, arguments in the query string, one json value; no table', async () => {
    const article = await insertArticle()
    const page = await fetch(`${supabaseUrl()}/rest/v1/rpc/article_page?slug=${article.slug}`, {
      headers: { apikey: inject('anonKey'), Authorization: `Bearer ${inject('anonKey')}` },
    })
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(await page.json()).toMatchObject({ article: { id: article.id, slug: article.slug }, related: expect.any(Array), comments: [] })
    const found = await anonClient().rpc('search_articles', { q: article.title, max_results: 5 }, { get: true })
    expect(found.error).toBeNull()
    expect((found.data as { results: { id: string }[] }).results.map((row) => row.id)).toContain(article.id)
    await expectRefusal(await fetch(`${supabaseUrl()}/rest/v1/articles?select=id&id=eq.${article.id}`, { headers: { apikey: inject('anonKey') } }), 401, '42501')
  })

  it('writes as the editor does: insert → single, update and delete → select(id), status update, rpc is_admin', async () => {
    const admin = await adminClient()
    const slug = unique('app').toLowerCase()
    const created = await admin.from('articles').insert({ slug, title: 'T', excerpt: 'E', author: 'a@b.co' }).select('id,slug').single()
    expect(created).toMatchObject({ status: 201, data: { slug } })
    const updated = await admin.from('articles').update({ title: 'T2' }).eq('id', created.data!.id).select('id')
    expect(updated).toMatchObject({ status: 200, data: [{ id: created.data!.id }] })
    const comment = await insertComment(created.data!.id, 'pending')
    const moderated = await admin.from('comments').update({ status: 'approved' }).eq('id', comment.id).select('id')
    expect(moderated.data).toEqual([{ id: comment.id }])
    const removed = await admin.from('articles').delete().eq('id', created.data!.id).select('id')
    expect(removed.data).toEqual([{ id: created.data!.id }])
    expect((await admin.rpc('is_admin')).data).toBe(true)
  })

  it('inserts as readers do: return=minimal, 201 with no body', async () => {
    const article = await insertArticle()
    const comment = await anonClient().from('comments').insert({ article_id: article.id, author_name: 'Ann', content: unique('hi') })
    expect(comment).toMatchObject({ status: 201, data: null, error: null })
    const subscribed = await anonClient().from('subscribers').insert({ email: `${unique('sub')}@example.com` })
    expect(subscribed).toMatchObject({ status: 201, data: null, error: null })
  })
})

describe('Auth', () => {
  it('answers the password grant for an unconfirmed e-mail with 400 email_not_confirmed, as GoTrue does', async () => {
    const email = `${unique('unconfirmed')}@example.com`
    await createUser(email, 'unconfirmed-password', false)
    await sql(`update auth.users set email_confirmed_at = null where email = $1`, [email])
    const client = anonClient()
    const res = await client.auth.signInWithPassword({ email, password: 'unconfirmed-password' })
    expect(res.data.session).toBeNull()
    expect(res.error).toMatchObject({ status: 400, code: 'email_not_confirmed', message: 'Email not confirmed' })
    const wrong = await client.auth.signInWithPassword({ email, password: 'not-the-password' })
    expect(wrong.error).toMatchObject({ status: 400, code: 'invalid_credentials' })
  })

  it('answers every GoTrue route it does not implement with a 404 naming it', async () => {
    const client = await adminClient()
    const update = await client.auth.updateUser({ email: 'someone-else@example.com' })
    expect(update.error).toMatchObject({
      status: 404,
      code: 'not_found',
      message: 'Changing the e-mail address or phone with PUT /auth/v1/user is not implemented by the local stand-in',
    })
    const reauthenticate = await client.auth.reauthenticate()
    expect(reauthenticate.error).toMatchObject({ status: 404, code: 'not_found', message: 'GET /auth/v1/reauthenticate is not implemented by the local stand-in' })
    const otp = await anonClient().auth.signInWithOtp({ email: 'a@example.com' })
    expect(otp.error).toMatchObject({ status: 404, message: 'POST /auth/v1/otp is not implemented by the local stand-in' })
    const pkce = await fetch(`${supabaseUrl()}/auth/v1/token?grant_type=pkce`, {
      method: 'POST',
      headers: { apikey: inject('anonKey'), 'Content-Type': 'application/json' },
      body: '{}',
    })
    expect(pkce.status).toBe(404)
    expect(await pkce.json()).toMatchObject({ code: 'not_found', message: 'POST /auth/v1/token?grant_type=pkce is not implemented by the local stand-in' })
    const unknown = await fetch(`${supabaseUrl()}/auth/v1/token?grant_type=magic`, {
      method: 'POST',
      headers: { apikey: inject('anonKey'), 'Content-Type': 'application/json' },
      body: '{}',
    })
    expect(await unknown.json()).toMatchObject({ code: 'invalid_credentials', message: 'unsupported_grant_type' })
  })

  it('refuses sign-up with signup_disabled (422)', async () => {
    const res = await anonClient().auth.signUp({ email: `${unique('su')}@example.com`, password: 'secret-12' })
    expect(res.error).toMatchObject({ status: 422, code: 'signup_disabled' })
  })
})

describe('Storage', () => {
  const BUCKET = 'article-images'

  it('answers routes it lacks with a 404 naming them, never as an upload or a bucket', async () => {
    const admin = await adminClient()
    const bucket = admin.storage.from(BUCKET)
    const cases = [
      await bucket.move('a.png', 'b.png'),
      await bucket.copy('a.png', 'b.png'),
      await bucket.createSignedUrl('a.png', 60),
      await bucket.createSignedUploadUrl('a.png'),
      await bucket.info('a.png'),
      await bucket.listV2(),
      await admin.storage.listBuckets(),
      await admin.storage.getBucket(BUCKET),
    ]
    for (const { error } of cases) {
      expect(error).toMatchObject({ status: 404, statusCode: '404' })
      expect(error!.message).toMatch(/^(GET|POST) \/storage\/v1\/\S+ is not implemented by the local stand-in$/)
    }
    const token = (await admin.auth.getSession()).data.session!.access_token
    for (const word of ['move', 'copy', 'sign', 'info', 'public', 'list-v2', 'upload']) {
      const res = await fetch(`${supabaseUrl()}/storage/v1/object/${word}/x.png`, {
        method: 'POST',
        headers: { apikey: inject('anonKey'), authorization: `Bearer ${token}`, 'content-type': 'image/png' },
        body: new Uint8Array(makePng(1, 1)),
      })
      expect(res.status, word).toBe(404)
      expect(await res.json()).toEqual({
        statusCode: '404',
        code: 'NotSupported',
        error: 'Not Found',
        message: `POST /storage/v1/object/${word}/x.png is not implemented by the local stand-in`,
      })
    }
    expect(await sql(`select 1 from storage.objects where bucket_id in ('move', 'copy', 'sign', 'info', 'public', 'list-v2', 'upload')`)).toHaveLength(0)
  })

  it('uploads and serves an image exactly as the editor does', async () => {
    const admin = await adminClient()
    const bucket = admin.storage.from(BUCKET)
    const name = `${Date.now()}-${unique('cover')}.png`
    const png = makePng(2, 2)
    const { data, error } = await bucket.upload(name, new File([new Uint8Array(png)], 'cover.png', { type: 'image/png' }), {
      contentType: 'image/png',
      cacheControl: '31536000',
      upsert: false,
    })
    expect(error).toBeNull()
    expect(data).toMatchObject({ path: name, fullPath: `${BUCKET}/${name}` })
    const res = await fetch(bucket.getPublicUrl(data!.path).data.publicUrl)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/png')
    expect(res.headers.get('cache-control')).toBe('max-age=31536000')
    expect(Buffer.from(await res.arrayBuffer()).equals(png)).toBe(true)
    await bucket.remove([name])
  })
})
