/**
 * The list machinery: keyset pages over (publish_date desc, id desc) through plain
 * PostgREST filters (the dashboard's lists; readers page through category_page, see
 * data-layer.test.ts), the moderation queue's partial indexes, and the maintained counters behind
 * article_count() / overview_counts(), with the same access rules as the tables they count.
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { adminClient, anonClient, closeSql, createUser, sql, unique, userClient } from '../support/clients.ts'
import { insertArticle, insertComment } from '../support/fixtures.ts'
import { explainAs } from '../support/query-plan.ts'
import { firstOf, itemAt } from '../support/items.ts'

afterAll(closeSql)

interface Row {
  id: string
  publish_date: string
}

interface Cursor {
  publish_date: string
  id: string
}

/**
 * One page of `author`'s articles after `cursor`, newest first: the query shape documented in
 * migration 20261122000220 (lte gives the index its start, the or settles equal dates).
 */
async function pageAfter(db: SupabaseClient, author: string, size: number, cursor: Cursor | null, category?: string): Promise<Row[]> {
  let query = db.from('articles').select('id,publish_date').eq('author', author)
  if (category) query = query.eq('category', category)
  if (cursor) {
    query = query
      .lte('publish_date', cursor.publish_date)
      .or(`publish_date.lt.${cursor.publish_date},and(publish_date.eq.${cursor.publish_date},id.lt.${cursor.id})`)
  }
  const { data } = await query.order('publish_date', { ascending: false }).order('id', { ascending: false }).limit(size).throwOnError()
  return data
}

async function walk(db: SupabaseClient, author: string, size: number, category?: string): Promise<Row[][]> {
  const pages: Row[][] = []
  let cursor: Cursor | null = null
  for (;;) {
    const page = await pageAfter(db, author, size, cursor, category)
    if (page.length === 0) break
    pages.push(page)
    cursor = page[page.length - 1]!
    if (page.length < size) break
  }
  return pages
}

describe('keyset pagination on (publish_date desc, id desc)', () => {
  const author = unique('keyset')
  let expected: string[]
  // Only administrators read the table itself (migration 20261124000100).
  let admin: SupabaseClient

  beforeAll(async () => {
    admin = await adminClient()
    // 30 articles on 6 dates: five share each date, so pages must split ties by id.
    for (let day = 0; day < 6; day++) {
      const date = new Date(Date.UTC(2024, 5, 1 + day, 12)).toISOString()
      for (let i = 0; i < 5; i++) {
        await insertArticle({ author, publish_date: date, category: i % 2 ? 'sports' : 'political' })
      }
    }
    const rows = await sql<{ id: string }>(
      `select id from public.articles where author = $1 order by publish_date desc, id desc`,
      [author],
    )
    expected = rows.map((row) => row.id)
    expect(expected).toHaveLength(30)
  })

  it.each([4, 7, 15])('walks every row exactly once in pages of %i', async (size) => {
    const pages = await walk(admin, author, size)
    expect(pages.flat().map((row) => row.id)).toEqual(expected)
    expect(pages.slice(0, -1).every((page) => page.length === size)).toBe(true)
  })

  it('reaches the last page directly through the reverse order', async () => {
    const { data } = await admin
      .from('articles')
      .select('id')
      .eq('author', author)
      .order('publish_date', { ascending: true })
      .order('id', { ascending: true })
      .limit(30 % 7)
      .throwOnError()
    expect(data.map((row) => row.id).reverse()).toEqual(expected.slice(-(30 % 7)))
  })

  it('keeps the following pages unchanged when a newer article arrives between two pages', async () => {
    const db = admin
    const first = await pageAfter(db, author, 7, null)
    const newer = await insertArticle({ author: `${author}-late`, publish_date: new Date().toISOString() })
    try {
      const second = await pageAfter(db, author, 7, itemAt(first, -1))
      expect(second.map((row) => row.id)).toEqual(expected.slice(7, 14))
    } finally {
      await sql('delete from public.articles where id = $1', [newer.id])
    }
  })

  it('pages within a category the same way', async () => {
    const rows = await sql<{ id: string }>(
      `select id from public.articles where author = $1 and category = 'sports' order by publish_date desc, id desc`,
      [author],
    )
    const pages = await walk(admin, author, 4, 'sports')
    expect(pages.flat().map((row) => row.id)).toEqual(rows.map((row) => row.id))
  })
})

describe('the moderation queue by key, 40,000 comments deep', () => {
  const PER_GROUP = 20_000
  let pool: pg.Pool
  let adminId: string
  let sessionId: string
  let articleId: string

  beforeAll(async () => {
    pool = new pg.Pool({ connectionString: inject('databaseUrl'), max: 1 })
    adminId = firstOf(await sql<{ id: string }>('select id from auth.users where email = $1', [inject('adminEmail')])).id
    // A live session, as a signed-in administrator's token names one.
    sessionId = firstOf(await sql<{ id: string }>('insert into auth.sessions (user_id) values ($1) returning id', [adminId])).id
    articleId = (await insertArticle()).id
    // A second apart, oldest far in the past: the deep cursors below sit in the middle of each group.
    await sql(
      `insert into public.comments (article_id, author_name, content, status, created_at)
       select $1, 'Bulk', 'comment ' || g, case when g % 2 = 0 then 'pending' when g % 4 = 1 then 'approved' else 'rejected' end,
              timestamptz '2001-01-01' + g * interval '1 second'
         from generate_series(1, $2::int) g`,
      [articleId, 2 * PER_GROUP],
    )
    await sql('analyze public.comments')
  })

  afterAll(async () => {
    await sql('delete from public.articles where id = $1', [articleId])
    await sql('delete from auth.sessions where id = $1', [sessionId])
    await pool.end()
  })

  /** The plan of one group's page as the dashboard asks for it, run as the signed-in administrator. */
  async function planOf(group: 'pending' | 'moderated', after: { created_at: string; id: string } | null) {
    const params: unknown[] = []
    let where = group === 'pending' ? "status = 'pending'" : "status <> 'pending'"
    if (after) {
      params.push(after.created_at, after.id)
      where += ' and created_at <= $1 and (created_at < $1 or (created_at = $1 and id < $2))'
    }
    const { nodes } = await explainAs(
      pool,
      { role: 'authenticated', sub: adminId, session_id: sessionId },
      `select id, status, created_at from public.comments where ${where} order by created_at desc, id desc limit 16`,
      params,
    )
    return nodes
  }

  const middleOf = async (group: 'pending' | 'moderated') =>
    firstOf(await sql<{ created_at: string; id: string }>(
      `select to_json(created_at) #>> '{}' as created_at, id from public.comments
        where article_id = $1 and (status = 'pending') = $2 order by created_at desc, id desc offset $3 limit 1`,
      [articleId, group === 'pending', PER_GROUP / 2],
    ), 'the middle comment')

  it.each(['pending', 'moderated'] as const)('reads one page of the %s index, first page or deep, without sorting', async (group) => {
    const index = group === 'pending' ? 'comments_pending_queue_idx' : 'comments_moderated_queue_idx'
    for (const after of [null, await middleOf(group)]) {
      const plan = await planOf(group, after)
      expect(plan.map((node) => node['Node Type'])).not.toContain('Sort')
      expect(plan.map((node) => node['Node Type'])).not.toContain('Seq Scan')
      expect(plan.some((node) => node['Index Name'] === index)).toBe(true)
      // Only the cursor's own row is read and dropped, not the 10,000 before it.
      expect(plan.reduce((sum, node) => sum + (node['Rows Removed by Filter'] ?? 0), 0)).toBeLessThanOrEqual(1)
    }
  })
})

describe('article_counts and article_count()', () => {
  async function counted(category: string): Promise<number> {
    const row = firstOf(await sql<{ articles: string }>(`select coalesce(sum(articles), 0) as articles from public.article_counts where category = $1`, [category]))
    return Number(row.articles)
  }

  it('follows inserts, category changes and deletes, and matches an exact count', async () => {
    const before = { sports: await counted('sports'), uk: await counted('uk-today') }
    const a = await insertArticle({ category: 'sports' })
    const b = await insertArticle({ category: 'sports' })
    expect(await counted('sports')).toBe(before.sports + 2)
    await sql(`update public.articles set category = 'uk-today' where id = $1`, [a.id])
    await sql(`update public.articles set title = 'Renamed' where id = $1`, [b.id])
    expect(await counted('sports')).toBe(before.sports + 1)
    expect(await counted('uk-today')).toBe(before.uk + 1)
    await sql(`delete from public.articles where id = any ($1)`, [[a.id, b.id]])
    expect(await counted('sports')).toBe(before.sports)
    expect(await counted('uk-today')).toBe(before.uk)

    const exact = await sql<{ category: string; n: string }>(`select category, count(*) as n from public.articles group by category`)
    const kept = await sql<{ category: string; articles: string }>(
      `select category, sum(articles) as articles from public.article_counts group by category having sum(articles) > 0`,
    )
    expect(Object.fromEntries(kept.map((row) => [row.category, Number(row.articles)]))).toEqual(
      Object.fromEntries(exact.map((row) => [row.category, Number(row.n)])),
    )
  })

  it('answers the admin list total: exact without a search, capped with one', async () => {
    const db = await adminClient()
    const [{ n: total }] = (await sql<{ n: string }>(`select count(*) as n from public.articles`)) as [{ n: string }]
    const all = await db.rpc('article_count')
    expect(all.error).toBeNull()
    expect(all.data).toEqual({ count: Number(total), exact: true })

    const [{ n: sports }] = (await sql<{ n: string }>(`select count(*) as n from public.articles where category = 'sports'`)) as [{ n: string }]
    expect((await db.rpc('article_count', { category: 'sports' })).data).toEqual({ count: Number(sports), exact: true })

    const word = unique('Counted').replace(/-/g, '')
    for (let i = 0; i < 4; i++) await insertArticle({ title: `${word} ${i}`, category: i < 3 ? 'sports' : 'political' })
    expect((await db.rpc('article_count', { search: word.toLowerCase() })).data).toEqual({ count: 4, exact: true })
    expect((await db.rpc('article_count', { search: word, category: 'sports' })).data).toEqual({ count: 3, exact: true })
    expect((await db.rpc('article_count', { search: word, cap: 2 })).data).toEqual({ count: 2, exact: false })
    expect((await db.rpc('article_count', { search: '100%_\\' })).error).toBeNull()

    const anon = await anonClient().rpc('article_count')
    expect(anon.status).toBe(401)
    expect(anon.error!.code).toBe('42501')
  })
})

describe('comment_counts and overview_counts()', () => {
  let reader: { email: string; password: string }

  beforeAll(async () => {
    reader = { email: `${unique('reader')}@example.com`, password: 'not-an-admin-pw' }
    await createUser(reader.email, reader.password, false)
  })

  async function exactOverview() {
    const row = firstOf(await sql<{ articles: string; video_posts: string; pending_comments: string; subscribers: string }>(
      `select (select count(*) from public.articles) as articles,
              (select count(*) from public.video_posts) as video_posts,
              (select count(*) from public.comments where status = 'pending') as pending_comments,
              (select count(*) from public.subscribers) as subscribers`,
    ))
    return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, Number(value)]))
  }

  it('gives an administrator the exact overview, following comments through moderation and cascades', async () => {
    const admin = await adminClient()
    const article = await insertArticle()
    const pending = await insertComment(article.id, 'pending')
    await insertComment(article.id, 'pending')
    expect((await admin.rpc('overview_counts')).data).toEqual(await exactOverview())

    await admin.from('comments').update({ status: 'approved' }).eq('id', pending.id).throwOnError()
    expect((await admin.rpc('overview_counts')).data).toEqual(await exactOverview())

    await sql('delete from public.articles where id = $1', [article.id])
    expect((await admin.rpc('overview_counts')).data).toEqual(await exactOverview())

    const exact = await sql<{ status: string; n: string }>(`select status, count(*) as n from public.comments group by status`)
    const kept = await sql<{ status: string; comments: string }>(`select status, comments from public.comment_counts where comments > 0`)
    expect(Object.fromEntries(kept.map((row) => [row.status, Number(row.comments)]))).toEqual(
      Object.fromEntries(exact.map((row) => [row.status, Number(row.n)])),
    )
  })

  it('shows anon and a signed-in non-admin no more than the policies do', async () => {
    const article = await insertArticle()
    await insertComment(article.id, 'pending')
    const exact = await exactOverview()
    const signedIn = await userClient(reader.email, reader.password)
    // Readers see the site only through the reader functions: no table or counter row is theirs.
    expect((await signedIn.rpc('overview_counts')).data).toEqual({ articles: 0, video_posts: 0, pending_comments: 0, subscribers: 0 })
    expect(exact.articles).toBeGreaterThan(0)
    const anon = await anonClient().rpc('overview_counts')
    expect(anon.status).toBe(401)
    expect(anon.error!.code).toBe('42501')

    const { data } = await signedIn.from('comment_counts').select('status,comments').throwOnError()
    expect(data).toEqual([])
    const articles = await signedIn.from('article_counts').select('category,articles').throwOnError()
    expect(articles.data).toEqual([])
    for (const table of ['comment_counts', 'article_counts']) {
      const refused = await anonClient().from(table).select('*')
      expect(refused.status, table).toBe(401)
      expect(refused.error!.code, table).toBe('42501')
    }
  })

  it('refuses writes to the counters from every API role, admins included', async () => {
    const callers: [string, SupabaseClient, number][] = [
      ['anon', anonClient(), 401],
      ['reader', await userClient(reader.email, reader.password), 403],
      ['admin', await adminClient(), 403],
    ]
    const before = await sql(`select * from public.article_counts order by category`)
    for (const [, db, status] of callers) {
      const insert = await db.from('article_counts').insert({ category: 'sports', articles: 1 })
      expect(insert.status).toBe(status)
      const update = await db.from('comment_counts').update({ comments: 0 }).eq('status', 'approved')
      expect(update.status).toBe(status)
      const remove = await db.from('article_counts').delete().eq('category', 'sports')
      expect(remove.status).toBe(status)
      const trigger = await db.rpc('count_articles_changed')
      expect(trigger.status).toBe(404)
    }
    expect(await sql(`select * from public.article_counts order by category`)).toEqual(before)
  })

  it('keeps the dashboard\'s count functions security invoker and closed to anon; the reading site\'s are definer, callable by anon', async () => {
    const rows = await sql<{ name: string; secdef: boolean; anon: boolean; authenticated: boolean }>(
      `select proname as name, prosecdef as secdef,
              has_function_privilege('anon', p.oid, 'execute') as anon,
              has_function_privilege('authenticated', p.oid, 'execute') as authenticated
         from pg_proc p
        where pronamespace = 'public'::regnamespace
          and proname in ('article_count', 'overview_counts', 'home_page', 'article_page', 'author_page', 'category_page', 'latest_articles',
                          'search_articles', 'sitemap_articles', 'article_total', 'recent_videos', 'comment_statuses')
        order by proname`,
    )
    const readingSite = (name: string) => ({ name, secdef: true, anon: true, authenticated: true })
    expect(rows).toEqual([
      { name: 'article_count', secdef: false, anon: false, authenticated: true },
      readingSite('article_page'),
      readingSite('article_total'),
      readingSite('author_page'),
      readingSite('category_page'),
      readingSite('comment_statuses'),
      readingSite('home_page'),
      readingSite('latest_articles'),
      { name: 'overview_counts', secdef: false, anon: false, authenticated: true },
      readingSite('recent_videos'),
      readingSite('search_articles'),
      readingSite('sitemap_articles'),
    ])
  })
})
