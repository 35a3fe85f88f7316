/** Wire details of the REST layer that supabase-js and browsers rely on. */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { adminClient, anonClient, closeSql, createUser, serviceClient, sql, supabaseUrl, unique, userClient } from '../support/clients.ts'
import { insertArticle } from '../support/fixtures.ts'
import { waitFor } from '../support/wait-for.ts'

// Test-only objects, dropped afterwards so no later file sees them in the API surface.
const SCRATCH_FUNCTIONS = [
  'test_noop()', 'test_add(int, int)', 'test_articles_by_author(text)', 'test_echo(jsonb, text[])',
  'test_whoami()', 'test_whoami_volatile()', 'test_many_fn()',
]

afterAll(async () => {
  await sql(`
    drop function if exists ${SCRATCH_FUNCTIONS.map((f) => `public.${f}`).join(', ')};
    drop view if exists public.test_many, public.test_granted_later;
  `)
  await sql(`notify pgrst, 'reload schema'`)
  await closeSql()
})

beforeAll(async () => {
  // Test-only functions; NOTIFY pgrst reloads the schema cache as it does for PostgREST.
  await sql(`
    create or replace function public.test_noop() returns void language sql as $$ select $$;
    create or replace function public.test_add(a int, b int default 1) returns int language sql immutable as $$ select a + b $$;
    create or replace function public.test_articles_by_author(who text) returns setof public.articles
      language sql stable as $$ select * from public.articles where author = who order by publish_date desc $$;
    create or replace function public.test_echo(payload jsonb, tags text[]) returns jsonb language sql immutable
      as $$ select jsonb_build_object('payload', payload, 'tags', to_jsonb(tags)) $$;
    create or replace function public.test_whoami() returns json language sql stable as $$
      select json_build_object('user', current_user, 'uid', auth.uid(), 'role', auth.role(), 'claims', auth.jwt(),
                               'read_only', current_setting('transaction_read_only'))
    $$;
    create or replace function public.test_whoami_volatile() returns json language sql volatile as $$
      select json_build_object('user', current_user, 'read_only', current_setting('transaction_read_only'))
    $$;
    create or replace view public.test_many as select g as n from generate_series(1, 1500) g;
    create or replace function public.test_many_fn() returns setof int language sql stable as $$ select generate_series(1, 1500) $$;
    -- Nothing in public is granted by default any more: the view is granted here explicitly.
    grant select on public.test_many to anon;
    create or replace view public.test_granted_later as select 1 as n;
    revoke all on public.test_granted_later from anon, authenticated;
  `)
  await sql(`notify pgrst, 'reload schema'`)
  await waitFor('the schema cache to reload', async () => (await anonClient().rpc('test_noop')).status === 204, { timeoutMs: 5000, intervalMs: 50 })
})

describe('rpc', () => {
  it('void → 204 with no body; scalar → JSON scalar; named args and defaults', async () => {
    const db = anonClient()
    const v = await db.rpc('test_noop')
    expect(v.status).toBe(204)
    expect(v.data).toBeNull()
    expect((await db.rpc('test_add', { a: 2, b: 3 })).data).toBe(5)
    expect((await db.rpc('test_add', { a: 2 })).data).toBe(3)
    const missing = await db.rpc('test_add', { c: 1 })
    expect(missing.status).toBe(404)
    expect(missing.error!.code).toBe('PGRST202')
  })

  it('setof functions: GET with args, filters, count; HEAD', async () => {
    const author = unique('rpc')
    await insertArticle({ author, publish_date: '2025-01-01T00:00:00Z' })
    await insertArticle({ author, publish_date: '2025-01-02T00:00:00Z' })
    // A security invoker function over articles: only a role that may read the table gets rows.
    const db = serviceClient()
    const post = await db.rpc('test_articles_by_author', { who: author }).select('publish_date')
    expect(post.data).toHaveLength(2)
    const get = await db.rpc('test_articles_by_author', { who: author }, { get: true, count: 'exact' }).select('slug').limit(1)
    expect(get.error).toBeNull()
    expect(get.data).toHaveLength(1)
    expect(get.count).toBe(2)
    const head = await db.rpc('test_articles_by_author', { who: author }, { head: true, count: 'exact' })
    expect(head.count).toBe(2)
    // anon reads no table, through an invoker function neither.
    const anon = await anonClient().rpc('test_articles_by_author', { who: author }, { get: true })
    expect(anon.status).toBe(401)
    expect(anon.error).toMatchObject({ code: '42501', message: 'permission denied for table articles' })
  })

  it('passes JSON and array arguments through', async () => {
    const res = await anonClient().rpc('test_echo', { payload: { a: [1, 'x'] }, tags: ['a', 'b,c'] })
    expect(res.error).toBeNull()
    expect(res.data).toEqual({ payload: { a: [1, 'x'] }, tags: ['a', 'b,c'] })
  })
})

describe('a table the role may not read', () => {
  it('is refused as PostgreSQL refuses it, and a later grant is honoured without a schema reload', async () => {
    const db = anonClient()
    const refused = await db.from('test_granted_later').select('n')
    expect(refused.status).toBe(401)
    expect(refused.error).toMatchObject({ code: '42501', message: 'permission denied for view test_granted_later' })
    // A malformed value is still answered first, as PostgreSQL parses before it checks privileges.
    const malformed = await db.from('test_granted_later').select('n').eq('n', 'one')
    expect(malformed.status).toBe(400)
    expect(malformed.error).toMatchObject({ code: '22P02', message: 'invalid input syntax for type integer: "one"' })
    // The schema cache still says anon may not read it (a GRANT sends no NOTIFY): the grant
    // counts at once all the same, since PostgreSQL itself decides.
    await sql(`grant select on public.test_granted_later to anon`)
    const granted = await db.from('test_granted_later').select('n')
    expect(granted.error).toBeNull()
    expect(granted.data).toEqual([{ n: 1 }])
  })
})

describe('each request runs as the JWT says', () => {
  type Who = { user: string; uid: string | null; role: string; claims: Record<string, unknown>; read_only: string }

  it('anon: role anon, no uid, claims from the anon key, read-only for reads', async () => {
    const { data, error } = await anonClient().rpc('test_whoami', {}, { get: true })
    expect(error).toBeNull()
    expect(data as Who).toMatchObject({ user: 'anon', uid: null, role: 'anon', claims: { role: 'anon', iss: 'supabase-demo' }, read_only: 'on' })
  })

  it('signed-in user: role authenticated, auth.uid() = sub, the whole token in request.jwt.claims', async () => {
    const email = `${unique('who')}@example.com`
    const id = await createUser(email, 'who-password', false)
    const db = await userClient(email, 'who-password')
    const { data, error } = await db.rpc('test_whoami')
    expect(error).toBeNull()
    expect(data as Who).toMatchObject({ user: 'authenticated', uid: id, role: 'authenticated', claims: { sub: id, email, aud: 'authenticated' } })
    // A POST to a volatile function may write; a GET of it may not (PostgREST's rule).
    expect((await db.rpc('test_whoami_volatile')).data).toEqual({ user: 'authenticated', read_only: 'off' })
    const get = await db.rpc('test_whoami_volatile', {}, { get: true })
    expect(get.data).toEqual({ user: 'authenticated', read_only: 'on' })
    // Settings are transaction-local: the next anonymous requests see none of the user's claims.
    for (let i = 0; i < 25; i++) {
      expect(((await anonClient().rpc('test_whoami')).data as Who).uid).toBeNull()
    }
  })

  it('service_role key: role service_role', async () => {
    expect(((await serviceClient().rpc('test_whoami')).data as Who).user).toBe('service_role')
  })
})

describe('reads are capped at 1000 rows (db-max-rows)', () => {
  const get = (query: string, headers: Record<string, string> = {}) =>
    fetch(`${supabaseUrl()}/rest/v1/${query}`, { headers: { apikey: inject('anonKey'), ...headers } })

  it('without a limit, with a larger limit and with a larger Range', async () => {
    for (const [query, headers] of [
      ['test_many?select=n', {}],
      ['test_many?select=n&limit=5000', {}],
      ['test_many?select=n', { Range: '0-4999' }],
    ] as const) {
      const res = await get(query, headers)
      expect(res.status, query).toBe(200)
      expect(res.headers.get('content-range'), query).toBe('0-999/*')
      expect(((await res.json()) as unknown[]).length, query).toBe(1000)
    }
    const counted = await anonClient().from('test_many').select('n', { count: 'exact' })
    expect(counted.status).toBe(206)
    expect(counted.count).toBe(1500)
    expect(counted.data).toHaveLength(1000)
    const tail = await get('test_many?select=n&offset=1400', { Prefer: 'count=exact' })
    expect(tail.headers.get('content-range')).toBe('1400-1499/1500')
  })

  it('for set-returning functions too', async () => {
    const res = await get('rpc/test_many_fn')
    expect(res.status).toBe(200)
    expect(((await res.json()) as unknown[]).length).toBe(1000)
  })
})

describe('writes: representation, counts, bulk', () => {
  it('bulk insert with columns= fills missing keys with NULL', async () => {
    const admin = await adminClient()
    const a = unique('bulk-a').toLowerCase()
    const b = unique('bulk-b').toLowerCase()
    const res = await admin
      .from('articles')
      .insert([
        { slug: a, title: 'A', excerpt: 'e', author: 'x' },
        { slug: b, title: 'B', excerpt: 'e', author: 'x', image_alt: 'alt' },
      ])
      .select('slug, image_alt')
    expect(res.error).toBeNull()
    expect(res.status).toBe(201)
    expect(res.data).toEqual([
      { slug: a, image_alt: null },
      { slug: b, image_alt: 'alt' },
    ])
  })

  it('bulk insert with defaultToNull:false (Prefer: missing=default) uses column defaults', async () => {
    const admin = await adminClient()
    const a = unique('def-a').toLowerCase()
    const b = unique('def-b').toLowerCase()
    const res = await admin
      .from('articles')
      .insert(
        [
          { slug: a, title: 'A', excerpt: 'e', author: 'x', category: 'sports' },
          { slug: b, title: 'B', excerpt: 'e', author: 'x', featured: true },
        ],
        { defaultToNull: false },
      )
      .select('slug, category, featured, content')
    expect(res.error).toBeNull()
    expect(res.data).toEqual([
      { slug: a, category: 'sports', featured: false, content: '' },
      { slug: b, category: 'health-news', featured: true, content: '' },
    ])
  })

  it('counts affected rows on insert, update and delete', async () => {
    const service = serviceClient()
    const email = `${unique('cnt')}@example.com`
    const ins = await service.from('subscribers').insert({ email }, { count: 'exact' })
    expect(ins.status).toBe(201)
    expect(ins.count).toBe(1)
    const upd = await service.from('subscribers').update({ email: `x${email}` }, { count: 'exact' }).eq('email', email)
    expect(upd.status).toBe(204)
    expect(upd.count).toBe(1)
    const del = await service.from('subscribers').delete({ count: 'exact' }).eq('email', `x${email}`).select()
    expect(del.status).toBe(200)
    expect(del.data).toHaveLength(1)
  })

  it('rolls the write back when .single() sees more than one row (406)', async () => {
    const service = serviceClient()
    const author = unique('multi')
    await insertArticle({ author })
    await insertArticle({ author })
    const res = await service.from('articles').update({ featured: true }).eq('author', author).select().single()
    expect(res.status).toBe(406)
    expect(res.error).toMatchObject({ code: 'PGRST116', details: 'The result contains 2 rows' })
    expect(await sql(`select count(*)::int as n from public.articles where author = $1 and featured`, [author])).toEqual([{ n: 0 }])
  })
})

describe('HTTP surface', () => {
  it('answers CORS preflight by echoing the requested headers', async () => {
    const res = await fetch(`${supabaseUrl()}/rest/v1/articles`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://127.0.0.1:5173',
        'Access-Control-Request-Method': 'PATCH',
        'Access-Control-Request-Headers': 'apikey,authorization,x-client-info,prefer,accept-profile,content-profile,range',
      },
    })
    expect(res.status).toBe(204)
    expect(res.headers.get('access-control-allow-origin')).toBe('*')
    expect(res.headers.get('access-control-allow-methods')).toContain('PATCH')
    expect(res.headers.get('access-control-allow-headers')).toContain('content-profile')
    expect(res.headers.get('access-control-max-age')).toBe('86400')
    // A reader's GET as the browser sends it: the anon key, a reader function.
    const get = await fetch(`${supabaseUrl()}/rest/v1/rpc/latest_articles?max_rows=1`, {
      headers: { apikey: inject('anonKey'), Origin: 'http://127.0.0.1:5173' },
    })
    expect(get.status).toBe(200)
    expect(get.headers.get('access-control-allow-origin')).toBe('*')
    expect(get.headers.get('access-control-expose-headers')).toContain('Content-Range')
  })

  it('accepts DELETE with a JSON content type and no body', async () => {
    const res = await fetch(`${supabaseUrl()}/rest/v1/subscribers?email=eq.nobody@example.com`, {
      method: 'DELETE',
      headers: { apikey: inject('serviceRoleKey'), 'Content-Type': 'application/json' },
    })
    expect(res.status).toBe(204)
  })

  it('answers JSON for unknown routes, bad JSON and big bodies; /health needs no key', async () => {
    const nf = await fetch(`${supabaseUrl()}/nope`, { headers: { apikey: inject('anonKey') } })
    expect(nf.status).toBe(404)
    expect(nf.headers.get('content-type')).toContain('application/json')
    const health = await fetch(`${supabaseUrl()}/health`)
    expect(await health.json()).toEqual({ status: 'ok' })
    const big = await fetch(`${supabaseUrl()}/rest/v1/subscribers`, {
      method: 'POST',
      headers: { apikey: inject('anonKey'), 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'x'.repeat(11 * 1024 * 1024) }),
    })
    expect(big.status).toBe(413)
    expect(big.headers.get('content-type')).toContain('application/json')
  })

  it('ignores Prefer tokens it does not know, even names of Object.prototype members', async () => {
    const res = await fetch(`${supabaseUrl()}/rest/v1/articles?select=id&limit=1`, {
      headers: { apikey: inject('serviceRoleKey'), Prefer: 'constructor=x, __proto__=y, toString, count=exact' },
    })
    expect(res.status).toBe(206)
    expect(res.headers.get('content-range')).toMatch(/^0-0\/\d+$/)
    const strict = await fetch(`${supabaseUrl()}/rest/v1/articles?select=id&limit=1`, {
      headers: { apikey: inject('serviceRoleKey'), Prefer: 'handling=strict, constructor=x' },
    })
    expect(strict.status).toBe(400)
    expect(((await strict.json()) as { code: string }).code).toBe('PGRST122')
  })

  it('refuses schemas other than public (PGRST106)', async () => {
    const res = await fetch(`${supabaseUrl()}/rest/v1/users?select=*`, {
      headers: { apikey: inject('serviceRoleKey'), 'Accept-Profile': 'auth' },
    })
    expect(res.status).toBe(406)
    expect(((await res.json()) as { code: string }).code).toBe('PGRST106')
  })
})
