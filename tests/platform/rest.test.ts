import { randomUUID } from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'
import { adminClient, anonClient, closeSql, serviceClient, sql, supabaseUrl, unique } from '../support/clients.ts'
import { insertArticle, insertComment } from '../support/fixtures.ts'
import { firstOf, itemAt } from '../support/items.ts'
import { inject } from 'vitest'

afterAll(closeSql)

/** Five articles by one author, one day apart, newest = index 0. */
async function articleSeries(n = 5) {
  const author = unique('author')
  const base = Date.UTC(2025, 0, 10)
  const created = []
  for (let i = 0; i < n; i++) {
    created.push(await insertArticle({ author, publish_date: new Date(base - i * 86_400_000).toISOString() }))
  }
  return { author, created }
}

/** A raw REST request's headers with the service key: only the protocol is under test. */
const serviceHeaders = (extra: Record<string, string> = {}) => {
  const key = inject('serviceRoleKey')
  return { apikey: key, Authorization: `Bearer ${key}`, ...extra }
}

type Card = { id: string; slug: string; publish_date: string }

/** The ids the public lists should show, straight from the table in their (publish_date desc, id desc) order. */
async function newestIds(limit: number, category?: string): Promise<string[]> {
  const rows = category
    ? await sql<{ id: string }>(`select id from public.articles where category = $1 order by publish_date desc, id desc limit $2`, [category, limit])
    : await sql<{ id: string }>(`select id from public.articles order by publish_date desc, id desc limit $1`, [limit])
  return rows.map((r) => r.id)
}

describe('REST reads through the reader functions (anon, as the public pages do)', () => {
  it('reads an article page by slug as one json value over GET: the article, its category, approved comments only', async () => {
    const article = await insertArticle({ category: 'sports' })
    const approved = [await insertComment(article.id, 'approved'), await insertComment(article.id, 'approved')]
    await insertComment(article.id, 'pending')
    await insertComment(article.id, 'rejected')
    const db = anonClient()

    const found = await db.rpc('article_page', { slug: article.slug }, { get: true })
    expect(found.error).toBeNull()
    expect(found.status).toBe(200)
    const page = found.data as { article: Record<string, unknown>; related: Card[]; comments: { id: string }[] }
    expect(page.article).toMatchObject({ id: article.id, slug: article.slug, title: article.title, content: article.content })
    expect(page.related.map((r) => r.id)).toEqual((await newestIds(21, 'sports')).filter((id) => id !== article.id).slice(0, 20))
    expect(page.comments.map((c) => c.id).sort()).toEqual(approved.map((c) => c.id).sort())

    const missing = await db.rpc('article_page', { slug: 'no-such-slug-anywhere' }, { get: true })
    expect(missing.error).toBeNull()
    expect(missing.data).toEqual({ article: null, related: [], comments: [] })
  })

  it('lists the newest articles and pages through a category by key, newest first, limits clamped inside', async () => {
    const { created } = await articleSeries(3)
    const db = anonClient()

    const latest = await db.rpc('latest_articles', { max_rows: 3 }, { get: true })
    expect(latest.error).toBeNull()
    expect((latest.data as Card[]).map((a) => a.id)).toEqual(await newestIds(3))
    const widened = await db.rpc('latest_articles', { max_rows: 5000 }, { get: true })
    expect((widened.data as Card[]).map((a) => a.id)).toEqual(await newestIds(50))

    const category = itemAt(created, 0).category
    const expected = await newestIds(5, category)
    const first = (await db.rpc('category_page', { category, page_size: 2 }, { get: true })).data as Card[]
    expect(first.map((a) => a.id)).toEqual(expected.slice(0, 3)) // one more than the page: another page follows
    const after = itemAt(first, 1)
    const next = await db.rpc('category_page', { category, after_date: after.publish_date, after_id: after.id, page_size: 2 }, { get: true })
    expect(next.error).toBeNull()
    expect((next.data as Card[]).map((a) => a.id)).toEqual(expected.slice(2, 5))

    const total = await db.rpc('article_total', {}, { get: true })
    expect(total.data).toBe(firstOf(await sql<{ n: number }>(`select count(*)::int as n from public.articles`)).n)
  })

  it('refuses every table read with the anon key (401, 42501): readers read no table', async () => {
    const db = anonClient()
    for (const table of ['articles', 'video_posts', 'comments', 'subscribers'] as const) {
      const res = await db.from(table).select('id').limit(1)
      expect(res.status, table).toBe(401)
      expect(res.data, table).toBeNull()
      expect(res.error, table).toMatchObject({ code: '42501', message: `permission denied for table ${table}` })
    }
    const head = await db.from('articles').select('*', { count: 'exact', head: true })
    expect(head.status).toBe(401)
    expect(head.count).toBeNull()
  })

  it('answers unknown tables, functions and columns with PostgREST errors', async () => {
    const db = anonClient()
    const table = await db.from('nope').select()
    expect(table.status).toBe(404)
    expect(table.error!.code).toBe('PGRST205')
    const fn = await db.rpc('nope')
    expect(fn.status).toBe(404)
    expect(fn.error!.code).toBe('PGRST202')
    const col = await db.from('articles').select('nope')
    expect(col.status).toBe(400)
    expect(col.error!.code).toBe('42703')
    const badUuid = await db.from('articles').select('id').eq('id', 'abc')
    expect(badUuid.status).toBe(400)
    expect(badUuid.error!.code).toBe('22P02')
  })
})

describe('REST reads of tables (the protocol, as the administrator and the service role)', () => {
  it('lists articles newest first with limit, range and an exact count (206 + Content-Range)', async () => {
    const { author, created } = await articleSeries(5)
    const db = await adminClient()

    const first = await db
      .from('articles')
      .select('id, slug, title, publish_date', { count: 'exact' })
      .eq('author', author)
      .order('publish_date', { ascending: false })
      .limit(2)
    expect(first.error).toBeNull()
    expect(first.status).toBe(206)
    expect(first.count).toBe(5)
    expect(first.data!.map((a) => a.slug)).toEqual([itemAt(created, 0).slug, itemAt(created, 1).slug])
    expect(Object.keys(firstOf(first.data)).sort()).toEqual(['id', 'publish_date', 'slug', 'title'])

    const page = await db
      .from('articles')
      .select('slug', { count: 'exact' })
      .eq('author', author)
      .order('publish_date', { ascending: false })
      .range(2, 3)
    expect(page.status).toBe(206)
    expect(page.count).toBe(5)
    expect(page.data!.map((a) => a.slug)).toEqual([itemAt(created, 2).slug, itemAt(created, 3).slug])

    const all = await db.from('articles').select('slug', { count: 'exact' }).eq('author', author)
    expect(all.status).toBe(200)
    expect(all.count).toBe(5)

    const none = await db.from('articles').select('slug', { count: 'exact' }).eq('author', unique('nobody'))
    expect(none.status).toBe(200)
    expect(none.count).toBe(0)
    expect(none.data).toEqual([])
  })

  it('sends Content-Range exactly as PostgREST (raw fetch), 416 past the end, Range header paging', async () => {
    const { author } = await articleSeries(3)
    const headers = serviceHeaders({ Prefer: 'count=exact' })
    const base = `${supabaseUrl()}/rest/v1/articles?select=slug&author=eq.${encodeURIComponent(author)}&order=publish_date.desc`

    const r1 = await fetch(`${base}&limit=2`, { headers })
    expect(r1.status).toBe(206)
    expect(r1.headers.get('content-range')).toBe('0-1/3')
    expect(r1.headers.get('content-type')).toBe('application/json; charset=utf-8')

    const r2 = await fetch(base, { headers: serviceHeaders() })
    expect(r2.status).toBe(200)
    expect(r2.headers.get('content-range')).toBe('0-2/*')

    const r3 = await fetch(`${base}&offset=10`, { headers })
    expect(r3.status).toBe(416)
    expect(await r3.json()).toMatchObject({ code: 'PGRST103', details: 'An offset of 10 was requested, but there are only 3 rows.' })

    const r4 = await fetch(base, { headers: { ...headers, Range: '1-1' } })
    expect(r4.status).toBe(206)
    expect(r4.headers.get('content-range')).toBe('1-1/3')
    expect((await r4.json()) as unknown[]).toHaveLength(1)
  })

  it('HEAD with count returns the number and no body', async () => {
    const { author } = await articleSeries(4)
    const res = await (await adminClient()).from('articles').select('*', { count: 'exact', head: true }).eq('author', author)
    expect(res.error).toBeNull()
    expect(res.count).toBe(4)
    expect(res.data).toBeNull()

    const raw = await fetch(`${supabaseUrl()}/rest/v1/articles?select=*&author=eq.${encodeURIComponent(author)}`, {
      method: 'HEAD',
      headers: serviceHeaders({ Prefer: 'count=exact' }),
    })
    expect(raw.status).toBe(200)
    expect(raw.headers.get('content-range')).toBe('0-3/4')
    expect(await raw.text()).toBe('')
  })

  it('reads one article by slug with .single(); a missing slug is PGRST116 (406)', async () => {
    const article = await insertArticle()
    const db = await adminClient()
    const found = await db.from('articles').select('*').eq('slug', article.slug).single()
    expect(found.error).toBeNull()
    expect(found.data).toMatchObject({ id: article.id, slug: article.slug, title: article.title })

    const missing = await db.from('articles').select('*').eq('slug', 'no-such-slug-anywhere').single()
    expect(missing.status).toBe(406)
    expect(missing.error).toMatchObject({ code: 'PGRST116', details: 'The result contains 0 rows' })

    const maybe = await db.from('articles').select('id').eq('slug', 'no-such-slug-anywhere').maybeSingle()
    expect(maybe.error).toBeNull()
    expect(maybe.data).toBeNull()

    const author = unique('twice')
    await insertArticle({ author })
    await insertArticle({ author })
    const two = await db.from('articles').select('id').eq('author', author).single()
    expect(two.status).toBe(406)
    expect(two.data).toBeNull()
    expect(two.error).toMatchObject({ code: 'PGRST116', details: 'The result contains 2 rows' })
  })

  it('supports in, is, not, like with *, neq, gt/gte/lt/lte and nested and/or', async () => {
    const { author, created } = await articleSeries(4)
    await sql(`update public.articles set featured = true where id = $1`, [itemAt(created, 1).id])
    const db = await adminClient()
    const ins = await db.from('articles').select('slug').in('slug', [itemAt(created, 0).slug, itemAt(created, 2).slug]).order('slug')
    expect(ins.error).toBeNull()
    expect(ins.data!.map((r) => r.slug)).toEqual([itemAt(created, 0).slug, itemAt(created, 2).slug].sort())

    const featured = await db.from('articles').select('id').eq('author', author).is('featured', true)
    expect(featured.data).toEqual([{ id: itemAt(created, 1).id }])

    const notFeatured = await db.from('articles').select('id').eq('author', author).not('featured', 'is', true)
    expect(notFeatured.data).toHaveLength(3)

    const newer = await db.from('articles').select('id').eq('author', author).gt('publish_date', new Date(itemAt(created, 2).publish_date).toISOString())
    expect(newer.data!.map((r) => r.id).sort()).toEqual([itemAt(created, 0).id, itemAt(created, 1).id].sort())

    const date = (i: number) => new Date(itemAt(created, i).publish_date).toISOString()
    const ids = (res: { data: { id: string }[] | null }) => res.data!.map((r) => r.id).sort()
    const pick = (...i: number[]) => i.map((n) => itemAt(created, n).id).sort()
    expect(ids(await db.from('articles').select('id').eq('author', author).neq('slug', itemAt(created, 0).slug))).toEqual(pick(1, 2, 3))
    expect(ids(await db.from('articles').select('id').eq('author', author).gte('publish_date', date(1)))).toEqual(pick(0, 1))
    expect(ids(await db.from('articles').select('id').eq('author', author).lt('publish_date', date(1)))).toEqual(pick(2, 3))
    expect(ids(await db.from('articles').select('id').eq('author', author).lte('publish_date', date(1)))).toEqual(pick(1, 2, 3))

    const star = await fetch(
      `${supabaseUrl()}/rest/v1/articles?select=id&author=like.${encodeURIComponent(author.slice(0, -3))}*`,
      { headers: serviceHeaders() },
    )
    expect(star.status).toBe(200)
    expect(((await star.json()) as unknown[]).length).toBe(4)

    const tree = await db
      .from('articles')
      .select('id')
      .eq('author', author)
      .or(`featured.is.true,and(slug.eq.${itemAt(created, 3).slug},breaking.is.false)`)
    expect(tree.data!.map((r) => r.id).sort()).toEqual([itemAt(created, 1).id, itemAt(created, 3).id].sort())
  })

  it('embeds a to-one article and a to-many comment count through the foreign key', async () => {
    const article = await insertArticle()
    await insertComment(article.id, 'approved')
    await insertComment(article.id, 'approved')
    await insertComment(article.id, 'pending')
    const db = await adminClient()
    const comments = await db.from('comments').select('id, status, articles(title, slug)').eq('article_id', article.id).eq('status', 'approved')
    expect(comments.error).toBeNull()
    expect(comments.data).toHaveLength(2)
    expect(comments.data?.at(0)?.articles).toEqual({ title: article.title, slug: article.slug })

    const withMany = await db.from('articles').select('slug, comments(id, status)').eq('id', article.id).single()
    expect(withMany.error).toBeNull()
    expect((withMany.data!.comments as { status: string }[]).map((c) => c.status).sort()).toEqual(['approved', 'approved', 'pending'])

    const counted = await db.from('articles').select('slug, comments(count)').eq('id', article.id).single()
    expect(counted.data!.comments).toEqual([{ count: 3 }])

    // The same embed with the anon key is refused: readers get approved comments from article_page only.
    const anon = await anonClient().from('comments').select('id, status, articles(title, slug)').eq('article_id', article.id)
    expect(anon.status).toBe(401)
    expect(anon.error).toMatchObject({ code: '42501', message: 'permission denied for table comments' })
  })
})

describe('REST writes as the administrator', () => {
  it('inserts with .select().single(), updates (updated_at moves via trigger) and deletes an article', async () => {
    const admin = await adminClient()
    const slug = unique('new').toLowerCase()
    const inserted = await admin
      .from('articles')
      .insert({ slug, title: 'Fresh', excerpt: 'Short', content: '<p>x</p>', category: 'sports', author: 'Editor' })
      .select()
      .single()
    expect(inserted.error).toBeNull()
    expect(inserted.status).toBe(201)
    expect(inserted.data).toMatchObject({ slug, title: 'Fresh', category: 'sports', featured: false })

    await sql(`update public.articles set updated_at = now() - interval '1 day' where id = $1`, [inserted.data!.id])
    const before = firstOf(await sql<{ updated_at: Date }>(`select updated_at from public.articles where id = $1`, [inserted.data!.id]))

    const updated = await admin.from('articles').update({ title: 'Edited', featured: true }).eq('id', inserted.data!.id).select().single()
    expect(updated.error).toBeNull()
    expect(updated.data).toMatchObject({ title: 'Edited', featured: true, slug })
    expect(new Date(updated.data!.updated_at).getTime()).toBeGreaterThan(before.updated_at.getTime())

    const plain = await admin.from('articles').update({ breaking: true }).eq('id', inserted.data!.id)
    expect(plain.status).toBe(204)

    const deleted = await admin.from('articles').delete().eq('id', inserted.data!.id)
    expect(deleted.error).toBeNull()
    expect(deleted.status).toBe(204)
    expect(await sql(`select 1 from public.articles where id = $1`, [inserted.data!.id])).toHaveLength(0)
  })

  it('rejects a bad category (23514) and a duplicate slug (23505) with the PostgREST statuses', async () => {
    const admin = await adminClient()
    const existing = await insertArticle()
    const check = await admin.from('articles').insert({ slug: unique('c').toLowerCase(), title: 't', excerpt: 'e', author: 'a', category: 'bogus' })
    expect(check.status).toBe(400)
    expect(check.error!.code).toBe('23514')
    const dup = await admin.from('articles').insert({ slug: existing.slug, title: 't', excerpt: 'e', author: 'a' })
    expect(dup.status).toBe(409)
    expect(dup.error!.code).toBe('23505')
  })

  it('inserts and deletes a video', async () => {
    const admin = await adminClient()
    const title = unique('video')
    const inserted = await admin.from('video_posts').insert({ title, url: 'https://youtu.be/eRsGyueVLvQ' }).select('id, title').single()
    expect(inserted.error).toBeNull()
    expect(inserted.data!.title).toBe(title)
    const del = await admin.from('video_posts').delete({ count: 'exact' }).eq('id', inserted.data!.id)
    expect(del.status).toBe(204)
    expect(del.count).toBe(1)
    expect(await sql(`select 1 from public.video_posts where id = $1`, [inserted.data!.id])).toHaveLength(0)
  })

  it('reads all comments and changes a comment status', async () => {
    const admin = await adminClient()
    const article = await insertArticle()
    const pending = await insertComment(article.id, 'pending')
    const list = await admin.from('comments').select('id, status, articles(title)').eq('article_id', article.id)
    expect(list.data).toEqual([{ id: pending.id, status: 'pending', articles: { title: article.title } }])

    const approved = await admin.from('comments').update({ status: 'approved' }).eq('id', pending.id).select('id, status')
    expect(approved.error).toBeNull()
    expect(approved.data).toEqual([{ id: pending.id, status: 'approved' }])
    expect(await sql(`select status from public.comments where id = $1`, [pending.id])).toEqual([{ status: 'approved' }])
  })

  it('reads subscribers and calls rpc is_admin()', async () => {
    const admin = await adminClient()
    const email = `${unique('sub')}@example.com`
    await sql(`insert into public.subscribers (email) values ($1)`, [email])
    const subs = await admin.from('subscribers').select('email').eq('email', email)
    expect(subs.data).toEqual([{ email }])
    const isAdmin = await admin.rpc('is_admin')
    expect(isAdmin.error).toBeNull()
    expect(isAdmin.data).toBe(true)
    // No policy asks anon any more, so anon may not call it at all.
    const anon = await anonClient().rpc('is_admin')
    expect(anon.status).toBe(401)
    expect(anon.data).toBeNull()
    expect(anon.error).toMatchObject({ code: '42501', message: 'permission denied for function is_admin' })
  })
})

describe('REST writes from the public (anon)', () => {
  it('inserts a pending comment (return=minimal) that the public cannot read back yet, only ask the status of', async () => {
    const article = await insertArticle()
    const content = unique('hello')
    const id = randomUUID()
    const db = anonClient()
    const res = await db.from('comments').insert({ id, article_id: article.id, author_name: 'Ann', content })
    expect(res.error).toBeNull()
    expect(res.status).toBe(201)
    expect(res.data).toBeNull()
    const rows = await sql(`select id, status, author_name from public.comments where content = $1`, [content])
    expect(rows).toEqual([{ id, status: 'pending', author_name: 'Ann' }])

    const visible = await db.from('comments').select('id').eq('content', content)
    expect(visible.status).toBe(401)
    expect(visible.data).toBeNull()
    expect(visible.error).toMatchObject({ code: '42501', message: 'permission denied for table comments' })
    const page = await db.rpc('article_page', { slug: article.slug }, { get: true })
    expect(page.error).toBeNull()
    expect((page.data as { comments: unknown[] }).comments).toEqual([])
    const statuses = await db.rpc('comment_statuses', { ids: [id] })
    expect(statuses.error).toBeNull()
    expect(statuses.data).toEqual([{ id, status: 'pending' }])
  })

  it('subscribes (email normalised); a duplicate answers like a new subscription and stores nothing more', async () => {
    const local = unique('news')
    const db = anonClient()
    const first = await db.from('subscribers').insert({ email: `  ${local.toUpperCase()}@Example.com ` })
    expect(first.error).toBeNull()
    expect(first.status).toBe(201)
    expect(await sql(`select email from public.subscribers where email = $1`, [`${local}@example.com`])).toHaveLength(1)

    const dup = await db.from('subscribers').insert({ email: `${local}@example.com` })
    expect(dup.error).toBeNull()
    expect(dup.status).toBe(201)
    expect(await sql(`select email from public.subscribers where email = $1`, [`${local}@example.com`])).toHaveLength(1)
  })

  it('service_role bypasses RLS', async () => {
    const article = await insertArticle()
    await insertComment(article.id, 'rejected')
    const res = await serviceClient().from('comments').select('status').eq('article_id', article.id)
    expect(res.data).toEqual([{ status: 'rejected' }])
  })
})
