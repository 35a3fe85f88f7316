/**
 * The newsroom's workflow in the database (migration 20261124000300): drafts and
 * scheduled articles reach no reader through any reader function, an administrator previews
 * them; the database assigns slug, byline and publish time; every saved change leaves a
 * revision; unsaved edits are kept for administrators only.
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { updateArticle } from '../../src/data/articles/admin-article-fetchers.ts'
import { slugify } from '../support/slugify.ts'
import type { Database } from '../../src/types/database.types.ts'
import { adminClient, adminDb, anonClient, closeSql, createUser, sql, unique, userClient } from '../support/clients.ts'
import { insertArticle, type ArticleRow } from '../support/fixtures.ts'
import type { PlanNode } from '../support/query-plan.ts'
import { inRolledBackTransaction } from '../support/rolled-back.ts'
import { firstOf, itemAt } from '../support/items.ts'

/** The administrator, typed for table access; `adminRpc` untyped for calling functions by name. */
let admin: SupabaseClient<Database>
let adminRpc: SupabaseClient
let adminId: string
let reader: SupabaseClient
let readerId: string

beforeAll(async () => {
  admin = await adminDb()
  adminRpc = await adminClient()
  adminId = (await admin.auth.getUser()).data.user!.id
  adminName = firstOf(await sql<{ display_name: string | null }>('select display_name from public.authors where user_id = $1', [adminId])).display_name
  const email = `${unique('reader')}@example.com`
  readerId = await createUser(email, 'reader-password', false)
  reader = await userClient(email, 'reader-password')
})

let adminName: string | null = null

afterAll(async () => {
  // The demo administrator's byline as the seed made it (their writer row keeps its slug).
  await sql('update public.authors set display_name = $2 where user_id = $1', [adminId, adminName])
  await closeSql()
})

/** A new article as the dashboard sends it: only what the form has, the database fills the rest. */
async function create(db: SupabaseClient<Database>, fields: Partial<Database['public']['Tables']['articles']['Insert']> = {}) {
  const { data } = await db.from('articles')
    .insert({ title: `Lifecycle ${unique()}`, excerpt: 'An excerpt.', category: 'sports', ...fields })
    .select('id,slug,author,status,publish_date,title')
    .single()
    .throwOnError()
  return data
}

async function rpcJson<T>(db: SupabaseClient, fn: string, args: Record<string, unknown> = {}): Promise<T> {
  const { data, error } = await db.rpc(fn, args)
  if (error) throw new Error(`${fn}: ${error.message}`)
  return data as T
}

const ids = (rows: { id: string }[]) => rows.map((row) => row.id)

describe('what readers see', () => {
  let visible: ArticleRow
  let draft: ArticleRow
  let scheduled: ArticleRow
  let word: string

  beforeAll(async () => {
    word = unique('zqlife').replace(/-/g, '')
    const common = { category: 'true-crimes', featured: true, breaking: true, content: `<p>${word}</p>`, title: `Story ${word}` }
    visible = await insertArticle({ ...common, publish_date: new Date(Date.now() - 60_000).toISOString() })
    draft = await insertArticle({ ...common, status: 'draft' })
    scheduled = await insertArticle({ ...common, publish_date: new Date(Date.now() + 86_400_000).toISOString() })
  })

  const callers = [
    { name: 'anon', db: () => anonClient() },
    { name: 'a signed-in non-admin', db: () => reader },
    { name: 'an administrator', db: () => adminRpc },
  ]

  describe.each(callers)('as $name', ({ db }) => {
    it('lists, the home page, search and the sitemap hold published, due articles only', async () => {
      const hidden = [draft.id, scheduled.id]

      const latest = await rpcJson<{ id: string }[]>(db(), 'latest_articles', { max_rows: 50 })
      expect(ids(latest)).toContain(visible.id)
      for (const id of hidden) expect(ids(latest)).not.toContain(id)

      const category = await rpcJson<{ id: string }[]>(db(), 'category_page', { category: 'true-crimes', page_size: 48 })
      expect(ids(category)).toContain(visible.id)
      for (const id of hidden) expect(ids(category)).not.toContain(id)

      const home = await rpcJson<{
        lead: { id: string }
        headlines: { id: string }[]
        trending: { id: string }[]
        breaking: { id: string }[]
        sections: { articles: { id: string }[] }[]
      }>(db(), 'home_page')
      const everywhere = [home.lead, ...home.headlines, ...home.trending, ...home.breaking, ...home.sections.flatMap((s) => s.articles)]
      expect(ids(home.trending)).toContain(visible.id)
      expect(ids(home.breaking)).toContain(visible.id)
      for (const id of hidden) expect(ids(everywhere)).not.toContain(id)

      const found = await rpcJson<{ results: { id: string }[]; suggestions: { slug: string }[] }>(db(), 'search_articles', { q: word })
      expect(ids(found.results)).toEqual([visible.id])
      expect(found.suggestions).toEqual([])

      const slugs: string[] = []
      let after: string | null = null
      for (;;) {
        const page: { slug: string }[] = await rpcJson(db(), 'sitemap_articles', { after_slug: after, max_rows: 1000 })
        slugs.push(...page.map((row) => row.slug))
        if (page.length < 1000) break
        after = itemAt(page, -1).slug
      }
      expect(slugs).toContain(visible.slug)
      expect(slugs).not.toContain(draft.slug)
      expect(slugs).not.toContain(scheduled.slug)

      const [{ n }] = (await sql<{ n: string }>(
        `select count(*) as n from public.articles where status = 'published' and publish_date <= now()`,
      )) as [{ n: string }]
      expect(await rpcJson<number>(db(), 'article_total')).toBe(Number(n))
    })

    it('the article page: related articles are visible ones only', async () => {
      const page = await rpcJson<{ article: { id: string; status: string } | null; related: { id: string }[] }>(
        db(), 'article_page', { slug: visible.slug },
      )
      expect(page.article).toMatchObject({ id: visible.id, status: 'published' })
      expect(ids(page.related)).not.toContain(draft.id)
      expect(ids(page.related)).not.toContain(scheduled.id)
    })
  })

  it.each(callers.slice(0, 2))('gives $name no article for a draft or a scheduled address', async ({ db }) => {
    for (const hidden of [draft, scheduled]) {
      const page = await rpcJson<{ article: unknown; related: unknown[]; comments: unknown[] }>(db(), 'article_page', { slug: hidden.slug })
      expect(page).toEqual({ article: null, related: [], comments: [] })
    }
  })

  it('previews a draft and a scheduled article to an administrator, with status and publish date', async () => {
    for (const hidden of [draft, scheduled]) {
      const page = await rpcJson<{ article: { id: string; status: string; publish_date: string } }>(adminRpc, 'article_page', { slug: hidden.slug })
      expect(page.article).toMatchObject({ id: hidden.id, status: hidden.status })
      expect(new Date(page.article.publish_date).getTime()).toBe(new Date(hidden.publish_date).getTime())
    }
  })

  it('refuses a reader comment on a hidden article exactly as one on a missing article', async () => {
    const comment = (articleId: string) =>
      anonClient().from('comments').insert({ article_id: articleId, author_name: 'Reader', content: unique('hello') })
    const missing = await comment(crypto.randomUUID())
    expect(missing.status).toBe(409)
    for (const hidden of [draft, scheduled]) {
      const refused = await comment(hidden.id)
      expect(refused.status).toBe(missing.status)
      expect(refused.error).toMatchObject({ code: missing.error!.code, message: missing.error!.message })
      expect(refused.error!.details).toBe(missing.error!.details)
    }
    expect(await sql('select 1 from public.comments where article_id = any($1)', [[draft.id, scheduled.id]])).toEqual([])
    expect((await comment(visible.id)).status).toBe(201)
  })

  it('shows a scheduled article to anon at its time, with no job to run', async () => {
    const soon = firstOf(await sql<ArticleRow>(
      `insert into public.articles (title, excerpt, author, category, status, publish_date)
       values ($1, 'Soon.', 'Test Author', 'sports', 'published', now() + interval '2 seconds') returning *`,
      [`Soon ${unique()}`],
    ))
    const latestIds = async () => ids(await rpcJson<{ id: string }[]>(anonClient(), 'latest_articles', { max_rows: 5 }))
    expect(await latestIds()).not.toContain(soon.id)
    expect((await rpcJson<{ article: unknown }>(anonClient(), 'article_page', { slug: soon.slug })).article).toBeNull()
    await expect.poll(latestIds, { timeout: 10_000, interval: 250 }).toContain(soon.id)
    expect((await rpcJson<{ article: { id: string } }>(anonClient(), 'article_page', { slug: soon.slug })).article.id).toBe(soon.id)
  })
})

describe('admin counts by status', () => {
  it('counts drafts, scheduled and live articles from the counters, and with a search', async () => {
    const word = unique('zqcount').replace(/-/g, '')
    await insertArticle({ title: `${word} live`, category: 'entertainment' })
    await insertArticle({ title: `${word} draft`, category: 'entertainment', status: 'draft' })
    await insertArticle({ title: `${word} later`, category: 'entertainment', publish_date: new Date(Date.now() + 86_400_000).toISOString() })
    const exact = async (where: string) =>
      Number(firstOf(await sql<{ n: string }>(`select count(*) as n from public.articles where category = 'entertainment' and ${where}`)).n)
    const counts = {
      draft: await exact(`status = 'draft'`),
      scheduled: await exact(`status = 'published' and publish_date > now()`),
      published: await exact(`status = 'published' and publish_date <= now()`),
    }
    for (const [status, count] of Object.entries(counts)) {
      expect(await rpcJson(adminRpc, 'article_count', { category: 'entertainment', status })).toEqual({ count, exact: true })
      expect(await rpcJson(adminRpc, 'article_count', { category: 'entertainment', status, search: word })).toEqual({ count: 1, exact: true })
    }
    expect(await rpcJson(adminRpc, 'article_count', { category: 'entertainment' })).toEqual({
      count: counts.draft + counts.scheduled + counts.published,
      exact: true,
    })
    expect((await adminRpc.rpc('article_count', { status: 'bogus' })).error?.code).toBe('22023')
    // A non-administrator counts nothing, scheduled ones included.
    expect(await rpcJson(reader, 'article_count', { status: 'scheduled' })).toEqual({ count: 0, exact: true })
  })
})

describe('slugs', () => {
  it('follow tests/support/slugify.ts for tricky titles', async () => {
    const titles = [
      'Hello World', '  Leading and trailing  ', 'Émile Zola’s “J’accuse”', 'İstanbul Kelvin \u212A', 'a\u00a0b\u2003c\u3000d\ufeffe',
      'tab\tnew\nline', '---dashes---in--between---', 'under_score & ampersand', '!!!', '', '中文标题', 'x'.repeat(99) + ' tail',
      'a-'.repeat(60), 'a'.repeat(95) + ' word more', 'x'.repeat(130), 'word '.repeat(30),
      'Why the government keeps promising faster broadband to rural towns and why those promises keep slipping every year',
      'Numbers 123 and 4.5%', 'Ω mega', 'MiXeD CaSe', 'emoji 🎉 party', 'sitemap.xml',
    ]
    const rows = await sql<{ title: string; slug: string }>(
      'select t.title, private.slugify(t.title) as slug from unnest($1::text[]) t(title)', [titles],
    )
    expect(rows.map((row) => row.slug)).toEqual(titles.map(slugify))
  })

  it('come from the title, -2, -3 on a collision, never a reserved word, and stay when the article is edited', async () => {
    const title = `Same Title ${unique()}`
    const first = await create(admin, { title })
    const second = await create(admin, { title })
    const third = await create(admin, { title, slug: '' })
    expect([first.slug, second.slug, third.slug]).toEqual([slugify(title), `${slugify(title)}-2`, `${slugify(title)}-3`])

    const reserved = await create(admin, { title: 'API' })
    expect(reserved.slug).toMatch(/^api-\d+$/)

    await admin.from('articles').update({ title: `Renamed ${unique()}` }).eq('id', first.id).throwOnError()
    const kept = firstOf(await sql<{ slug: string }>('select slug from public.articles where id = $1', [first.id]))
    expect(kept.slug).toBe(first.slug)

    const untitled = await create(admin, { title: '' })
    expect(untitled.slug).toMatch(/^article(-\d+)?$/)
    const titled = `Titled Later ${unique()}`
    const { data: renamed } = await admin.from('articles').update({ title: titled, slug: '' }).eq('id', untitled.id)
      .select('slug').single().throwOnError()
    expect(renamed.slug).toBe(slugify(titled))

    const chosen = unique('chosen').toLowerCase()
    await admin.from('articles').update({ slug: chosen }).eq('id', first.id).throwOnError()
    expect(firstOf(await sql<{ slug: string }>('select slug from public.articles where id = $1', [first.id])).slug).toBe(chosen)
  })

  it('are all assigned when the same title is inserted at once', async () => {
    const title = `Concurrent ${unique()}`
    const created = await Promise.all(Array.from({ length: 5 }, () => create(admin, { title })))
    const base = slugify(title)
    expect(created.map((row) => row.slug).sort()).toEqual([base, `${base}-2`, `${base}-3`, `${base}-4`, `${base}-5`].sort())
  })
})

describe('bylines', () => {
  it('are the site\'s name (never the login e-mail), then the creator\'s display name, whatever the client sends; editable afterwards', async () => {
    await sql('update public.authors set display_name = null where user_id = $1', [adminId])
    const nameless = await create(admin, { author: 'Someone Else' })
    expect(nameless.author).toBe(firstOf(await sql<{ site_name: string }>('select site_name from public.site_settings')).site_name)
    expect(nameless.author).not.toBe(inject('adminEmail'))

    const { data } = await admin.from('authors').update({ display_name: '  Jane   Editor ' }).eq('user_id', adminId).select('display_name').throwOnError()
    expect(data).toEqual([{ display_name: 'Jane Editor' }])
    const byName = await create(admin)
    expect(byName.author).toBe('Jane Editor')

    await admin.from('articles').update({ author: 'Guest Writer' }).eq('id', byName.id).throwOnError()
    expect(firstOf(await sql<{ author: string }>('select author from public.articles where id = $1', [byName.id])).author).toBe('Guest Writer')

    await admin.from('authors').update({ display_name: '' }).eq('user_id', adminId).throwOnError()
    expect((await sql('select display_name from public.authors where user_id = $1', [adminId]))[0]).toEqual({ display_name: null })
    const tooLong = await admin.from('authors').update({ display_name: 'x'.repeat(81) }).eq('user_id', adminId)
    expect(tooLong.error?.code).toBe('23514')
  })

  it('keep the given author with no signed-in user and require one', async () => {
    const kept = await insertArticle({ author: 'Import Desk' })
    expect(kept.author).toBe('Import Desk')
    await expect(sql(`insert into public.articles (title, excerpt, status) values ('No author', 'x', 'published')`))
      .rejects.toMatchObject({ code: '23514' })
  })

  it('display names: a member who is not an administrator changes only its own, others none', async () => {
    const otherEmail = `${unique('second-admin')}@example.com`
    const otherId = await createUser(otherEmail, 'second-admin-pw', true)
    await sql(`update public.admins set role = 'editor' where user_id = $1`, [otherId])
    const editor = await userClient(otherEmail, 'second-admin-pw')
    const others = await editor.from('authors').update({ display_name: 'Hijacked' }).eq('user_id', adminId).select()
    expect(others.data).toEqual([])
    const fromReader = await reader.from('authors').update({ display_name: 'Hijacked' }).eq('user_id', adminId).select()
    expect(fromReader.data ?? []).toEqual([])
    const otherColumn = await admin.from('admins').update({ user_id: readerId }).eq('user_id', adminId)
    expect(otherColumn.error?.code).toBe('42501')
    const otherWriter = await admin.from('authors').update({ user_id: readerId }).eq('user_id', adminId)
    expect(otherWriter.error?.code).toBe('42501')
    expect(await sql('select user_id from public.authors where display_name = $1', ['Hijacked'])).toEqual([])
  })
})

describe('publish dates and drafts', () => {
  it('a new article from the dashboard is a draft dated now, and may be incomplete', async () => {
    const started = Date.now()
    const blank = await create(admin, { title: '', excerpt: '' })
    expect(blank).toMatchObject({ status: 'draft', slug: expect.stringMatching(/^article(-\d+)?$/) })
    expect(new Date(blank.publish_date).getTime()).toBeGreaterThanOrEqual(started - 5_000)
    const publishBlank = await admin.from('articles').update({ status: 'published' }).eq('id', blank.id)
    expect(publishBlank.error?.code).toBe('23514')
  })

  it('publishing a draft without a date publishes it now; a future date schedules it', async () => {
    const old = await create(admin, { publish_date: '2020-01-01T00:00:00Z' })
    const before = Date.now()
    const { data: published } = await admin.from('articles').update({ status: 'published' }).eq('id', old.id)
      .select('publish_date').single().throwOnError()
    expect(new Date(published.publish_date).getTime()).toBeGreaterThanOrEqual(before - 5_000)

    const later = new Date(Date.now() + 7 * 86_400_000).toISOString()
    const draft = await create(admin)
    const { data: scheduled } = await admin.from('articles').update({ status: 'published', publish_date: later }).eq('id', draft.id)
      .select('publish_date').single().throwOnError()
    expect(new Date(scheduled.publish_date).getTime()).toBe(new Date(later).getTime())

    const backdated = await create(admin)
    const { data: chosen } = await admin.from('articles').update({ status: 'published', publish_date: '2021-05-05T10:00:00Z' })
      .eq('id', backdated.id).select('publish_date').single().throwOnError()
    expect(new Date(chosen.publish_date).toISOString()).toBe('2021-05-05T10:00:00.000Z')
  })
})

describe('publish now', () => {
  it('a scheduled article saved with no date (the editor\'s "Publish now") is dated now by the database, and readers see it', async () => {
    const title = `Publish now ${unique()}`
    const ahead = new Date(Date.now() + 3 * 86_400_000).toISOString()
    const scheduled = await create(admin, { title, status: 'published', publish_date: ahead })
    const fields = {
      title, excerpt: 'An excerpt.', content: '<p>Body</p>', category: 'sports', image_url: null, image_alt: null, featured: false, breaking: false,
    }
    // An untouched date keeps the schedule.
    await updateArticle(admin, scheduled.id, { fields, status: 'published' })
    expect(await sql('select publish_date > now() as ahead from public.articles where id = $1', [scheduled.id])).toEqual([{ ahead: true }])

    await updateArticle(admin, scheduled.id, { fields, status: 'published', publishDate: null })
    const [row] = await sql<{ due: boolean; recent: boolean }>(
      "select publish_date <= now() as due, publish_date > now() - interval '1 minute' as recent from public.articles where id = $1", [scheduled.id])
    expect(row).toEqual({ due: true, recent: true })
    expect((await rpcJson<{ article: { id: string } }>(anonClient(), 'article_page', { slug: scheduled.slug })).article.id).toBe(scheduled.id)
  })
})

describe('revisions', () => {
  it('keep the previous values of every saved change, who and when; updated_at alone is none', async () => {
    const article = await create(admin, { title: 'First title' })
    await admin.from('articles').update({ title: 'Second title', featured: true }).eq('id', article.id).throwOnError()
    await sql('update public.articles set updated_at = now() where id = $1', [article.id])
    await sql(`update public.articles set excerpt = 'By a script' where id = $1`, [article.id])

    const { data } = await admin.from('article_revisions').select('*').eq('article_id', article.id)
      .order('created_at', { ascending: false }).order('id', { ascending: false }).throwOnError()
    expect(data).toHaveLength(2)
    expect(data[1]).toMatchObject({
      title: 'First title', excerpt: 'An excerpt.', featured: false, status: 'draft', author: article.author,
      // The editor's byline name, as the article was signed (never the login e-mail).
      edited_by: adminId, edited_by_name: article.author,
    })
    expect(data[0]).toMatchObject({ title: 'Second title', featured: true, edited_by: null, edited_by_name: null })
    expect(Date.now() - new Date(firstOf(data).created_at).getTime()).toBeLessThan(60_000)
  })

  it('are read by administrators only and written by nobody through the API', async () => {
    const article = await create(admin)
    await admin.from('articles').update({ title: `Changed ${unique()}` }).eq('id', article.id).throwOnError()
    expect((await reader.from('article_revisions').select('id').eq('article_id', article.id)).data).toEqual([])
    expect((await anonClient().from('article_revisions').select('id')).status).toBe(401)
    const row = {
      article_id: article.id, title: 'x', excerpt: 'x', content: '', category: 'sports', featured: false, breaking: false,
      status: 'draft', publish_date: new Date().toISOString(), author: 'x',
    }
    for (const db of [admin, reader]) {
      expect((await db.from('article_revisions').insert(row)).error?.code).toBe('42501')
      expect((await db.from('article_revisions').update({ title: 'y' }).eq('article_id', article.id)).error?.code).toBe('42501')
      expect((await db.from('article_revisions').delete().eq('article_id', article.id)).error?.code).toBe('42501')
    }
    expect(await sql('select count(*)::int as n from public.article_revisions where article_id = $1', [article.id])).toEqual([{ n: 1 }])
  })

  it('restore copies a revision back as a change of its own, which can be undone', async () => {
    const article = await create(admin, { title: 'Original', excerpt: 'Original excerpt', category: 'sports' })
    await admin.from('articles').update({ title: 'Edited', excerpt: 'Edited excerpt', category: 'political', breaking: true })
      .eq('id', article.id).throwOnError()
    const original = firstOf(await sql<{ id: string }>(
      `select id from public.article_revisions where article_id = $1 and title = 'Original'`, [article.id]))

    const denied = await reader.rpc('restore_article_revision', { revision_id: Number(original.id) })
    expect(denied.status).toBe(404)
    expect(denied.error?.message).toBe('Revision not found')
    expect((await anonClient().rpc('restore_article_revision', { revision_id: Number(original.id) })).status).toBe(401)

    const restored = await admin.rpc('restore_article_revision', { revision_id: Number(original.id) })
    expect(restored.error).toBeNull()
    expect(restored.data).toEqual({ id: article.id, slug: article.slug })
    expect((await sql('select title, excerpt, category, breaking from public.articles where id = $1', [article.id]))[0])
      .toEqual({ title: 'Original', excerpt: 'Original excerpt', category: 'sports', breaking: false })
    const newest = await sql(
      `select title, category, breaking from public.article_revisions where article_id = $1 order by created_at desc, id desc limit 1`,
      [article.id])
    expect(newest).toEqual([{ title: 'Edited', category: 'political', breaking: true }])
  })
})

describe('autosaves', () => {
  it('hold an administrator\'s unsaved edits; readers neither read nor write them', async () => {
    const article = await create(admin, { status: 'published' })
    const { data } = await admin.from('article_autosaves')
      .insert({ article_id: article.id, title: 'Unsaved title', content: '<p>Unsaved</p>' })
      .select('article_id,title,saved_by,saved_at').single().throwOnError()
    expect(data).toMatchObject({ article_id: article.id, title: 'Unsaved title', saved_by: adminId })
    const again = await admin.from('article_autosaves').update({ title: 'Newer title' }).eq('article_id', article.id)
      .select('title,saved_at').single().throwOnError()
    expect(again.data.title).toBe('Newer title')
    expect(new Date(again.data.saved_at).getTime()).toBeGreaterThanOrEqual(new Date(data.saved_at).getTime())

    const forged = await admin.from('article_autosaves').update({ saved_by: readerId }).eq('article_id', article.id)
    expect(forged.error?.code).toBe('42501')
    const moved = await admin.from('article_autosaves').update({ article_id: crypto.randomUUID() }).eq('article_id', article.id)
    expect(moved.error?.code).toBe('42501')

    expect((await reader.from('article_autosaves').select('article_id').eq('article_id', article.id)).data).toEqual([])
    const readerWrite = await reader.from('article_autosaves').insert({ article_id: article.id, title: 'Reader' })
    expect(readerWrite.error?.code).toBe('42501')
    const readerUpdate = await reader.from('article_autosaves').update({ title: 'Reader' }).eq('article_id', article.id).select()
    expect(readerUpdate.data).toEqual([])
    expect((await anonClient().from('article_autosaves').select('article_id')).status).toBe(401)
    expect(await sql('select title, saved_by from public.article_autosaves where article_id = $1', [article.id]))
      .toEqual([{ title: 'Newer title', saved_by: adminId }])

    await sql('delete from public.articles where id = $1', [article.id])
    expect(await sql('select 1 from public.article_autosaves where article_id = $1', [article.id])).toEqual([])
  })
})

describe('plans at 30,000 articles', () => {
  /**
   * The readers' queries as the reader functions make them, through the views they read, and the
   * counts: each starts from an index and reads about a page, drafts and scheduled rows included.
   * Inside a transaction that is rolled back (the rows would outnumber every other test's).
   */
  it('read a page through an index, never sorting or scanning the table', { timeout: 120_000 }, async () => {
    await inRolledBackTransaction(async (client) => {
      // One row in 100 a draft, one in 300 scheduled (dated up to 30 days ahead).
      await client.query(
        `insert into public.articles (slug, title, excerpt, author, category, status, featured, breaking, publish_date)
         select 'zqplan-' || g, 'Plan ' || g, 'Excerpt', 'Plan Test', (array['sports', 'political', 'uk-today'])[1 + g % 3],
                case when g % 100 = 0 then 'draft' else 'published' end, g % 7 = 0, g % 11 = 0,
                case when g % 300 = 1 then now() + interval '30 days' * random() else now() - interval '3 years' * random() end
           from generate_series(1, 30000) g`,
      )
      await client.query('analyze public.articles')
      const plan = async (query: string, params: unknown[] = []) => {
        const { rows } = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(`explain (analyze, format json) ${query}`, params)
        const flatten = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(flatten)]
        return flatten(firstOf(rows)['QUERY PLAN'][0].Plan)
      }
      const middle = firstOf((await client.query<{ publish_date: Date; id: string }>(
        `select publish_date, id from private.article_cards where category = 'sports' order by publish_date desc, id desc offset 5000 limit 1`,
      )).rows)
      const cases: { query: string; params?: unknown[]; index: string | string[]; removedAtMost: number }[] = [
        { query: 'select * from private.article_cards a order by a.publish_date desc, a.id desc limit 10', index: 'articles_publish_date_id_idx', removedAtMost: 200 },
        {
          query: `select * from private.article_cards a where a.category = 'sports' and (a.publish_date, a.id) < ($1, $2)
                   order by a.publish_date desc, a.id desc limit 13`,
          params: [middle.publish_date, middle.id],
          index: 'articles_category_publish_date_id_idx',
          removedAtMost: 100,
        },
        {
          query: `select a.slug, a.updated_at from private.visible_articles a where a.slug > 'zqplan-2' order by a.slug limit 1000`,
          // Index-only through the covering index once VACUUM has marked the pages all-visible,
          // which it cannot do for rows of an open transaction; through the slug key until then.
          index: ['articles_published_slug_sitemap_idx', 'articles_slug_key'],
          removedAtMost: 100,
        },
        {
          query: `select count(*) from public.articles a where a.status = 'published' and a.publish_date > now()`,
          index: 'articles_publish_date_id_idx',
          removedAtMost: 200,
        },
        {
          query: `select a.id from public.articles a where a.status = 'draft' order by a.publish_date desc, a.id desc limit 16`,
          index: 'articles_draft_publish_date_id_idx',
          removedAtMost: 0,
        },
      ]
      for (const { query, params, index, removedAtMost } of cases) {
        const nodes = await plan(query, params)
        const types = nodes.map((node) => node['Node Type'])
        const shown = `${query}\n${JSON.stringify(nodes.map((node) => [node['Node Type'], node['Index Name'], node['Rows Removed by Filter']]))}`
        expect(types, shown).not.toContain('Sort')
        expect(types, shown).not.toContain('Seq Scan')
        expect(nodes.some((node) => [index].flat().includes(node['Index Name'] ?? '')), shown).toBe(true)
        expect(nodes.reduce((sum, node) => sum + (node['Rows Removed by Filter'] ?? 0), 0), shown).toBeLessThanOrEqual(removedAtMost)
      }
    }, { reanalyze: ['public.articles'] })
  })
})
