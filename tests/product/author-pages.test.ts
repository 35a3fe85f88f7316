/**
 * Author pages: a member's public slug, `author_page` as the reading site calls it (the app's
 * own fetcher, anon key), the byline link in `article_page`, the bio a member writes for
 * themself, and the author pages in the sitemap and their RSS feeds.
 */
import { randomUUID } from 'node:crypto'
import type { PostgrestClient } from '@supabase/postgrest-js'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import WebSocket from 'ws'
import { configFromEnv } from '../../server/src/config.ts'
import { fetchOwnAuthorProfile, updateOwnBio } from '../../src/data/authors/author-bio.ts'
import { fetchArticlePage } from '../../src/data/articles/article-fetchers.ts'
import { fetchAuthorPage, type AuthorCursor } from '../../src/data/articles/author-fetchers.ts'
import { fetchSitemapAuthorPage } from '../../src/data/articles/sitemap-fetchers.ts'
import { ARTICLE_CARD_COLUMNS } from '../../src/types/reader-columns.ts'
import type { Database } from '../../src/types/database.ts'
import type { Database as GeneratedDatabase } from '../../src/types/database.types.ts'
import { anonClient, closeSql, createUser, readerDb, sql, supabaseUrl, unique, userClient } from '../support/clients.ts'
import { insertArticle } from '../support/fixtures.ts'
import { firstOf, itemAt } from '../support/items.ts'
import { inRolledBackTransaction } from '../support/rolled-back.ts'
import { parseXml, texts } from '../support/xml.ts'

const PASSWORD = 'author-pages-password'
const siteUrl = configFromEnv({}).siteUrl
const fn = (name: string) => `${supabaseUrl()}/functions/v1/${name}`
const columnsOf = (select: string) => select.split(',').sort()

let reader: PostgrestClient<Database>
const members: string[] = []

interface Member {
  id: string
  email: string
  slug: string | null
}

/** A staff member (an editor), with the display name (and bio) given; their slug as the database filled it. */
async function makeMember(displayName: string | null, bio: string | null = null): Promise<Member> {
  const email = `${unique('author')}@example.com`
  const id = await createUser(email, PASSWORD, true)
  members.push(id)
  await sql("update public.admins set role = 'editor' where user_id = $1", [id])
  const [row] = await sql<{ slug: string | null }>(
    'update public.authors set display_name = $2, bio = $3 where user_id = $1 returning slug', [id, displayName, bio])
  return { id, email, slug: row?.slug ?? null }
}

/** A member signed in with a typed supabase-js client, as the dashboard has it. */
async function memberDb(email: string): Promise<SupabaseClient<GeneratedDatabase>> {
  const client = createClient<GeneratedDatabase>(supabaseUrl(), inject('anonKey'), {
    auth: { persistSession: false, autoRefreshToken: false },
    // Node 20 has no global WebSocket: createClient throws without a transport.
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  })
  const { error } = await client.auth.signInWithPassword({ email, password: PASSWORD })
  if (error) throw new Error(`sign-in as ${email} failed: ${error.message}`)
  return client
}

/**
 * A published article (by default) created by `memberId` and signed as them (byline_id, their
 * writer row), as the dashboard makes one; an `author` override is kept as the byline's text.
 */
async function articleBy(memberId: string, overrides: Parameters<typeof insertArticle>[0] = {}) {
  const article = await insertArticle(overrides)
  await sql('update public.articles set author_id = $1, byline_id = (select w.id from public.authors w where w.user_id = $1) where id = $2', [memberId, article.id])
  if (overrides.author) await sql('update public.articles set author = $2 where id = $1', [article.id, overrides.author])
  return article
}

/** The id of the member's writer row (public.authors). */
async function writerOf(memberId: string): Promise<string> {
  return firstOf(await sql<{ id: string }>('select id from public.authors where user_id = $1', [memberId])).id
}

/** A name no other test file uses, so its slug is predictable. */
const uniqueName = () => `Writer ${unique('n').replace(/[^a-z0-9]/gi, ' ')}`

beforeAll(() => {
  reader = readerDb()
})

afterAll(async () => {
  // Their articles stay with the file's other rows (deleted by the setup file); the accounts go.
  if (members.length > 0) await sql('delete from auth.users where id = any($1::uuid[])', [members])
  await closeSql()
})

describe('a member’s slug', () => {
  it('is filled from the display name, numbered when taken, never a reserved word, and kept when the name changes', async () => {
    const name = uniqueName()
    const first = await makeMember(name)
    // Another name (a character of another script is part of a name, not of a slug) with the same slug.
    const second = await makeMember(`${name} 李`)
    const base = name.toLowerCase().replace(/ +/g, '-')
    expect(first.slug).toBe(base)
    expect(second.slug).toBe(`${base}-2`)
    // Accents leave the slug as letters, not gaps.
    const accented = await makeMember(`Zoë ${unique('z').replace(/[^a-z0-9]/gi, '')}`)
    expect(accented.slug).toMatch(/^zoe-[a-z0-9]+$/)

    // A name that slugifies to a reserved word (a route, or a word kept under /author/) is numbered.
    const taken = new Set((await sql<{ slug: string }>("select slug from public.authors where slug ~ '^(admin|feed)(-[0-9]+)?$'")).map((row) => row.slug))
    const admin = await makeMember('Admin')
    expect(admin.slug).toMatch(/^admin-\d+$/)
    expect(taken.has(admin.slug ?? '')).toBe(false)
    expect((await makeMember('FEED')).slug).toMatch(/^feed-\d+$/)

    // Underscores and other characters the article rule keeps become a valid author slug.
    const underscored = await makeMember(`Jo_${unique('u').replace(/[^a-z0-9]/gi, '')}`)
    expect(underscored.slug).toMatch(/^jo-[a-z0-9]+$/)
    // A name in a script the rule keeps nothing of still gets an address.
    expect((await makeMember('王小明')).slug).toMatch(/^writer(-\d+)?$/)

    await sql('update public.authors set display_name = $2 where user_id = $1', [first.id, `Someone Else ${unique('e')}`])
    expect(firstOf(await sql<{ slug: string }>('select slug from public.authors where user_id = $1', [first.id])).slug).toBe(base)
  })

  it('stays empty without a display name, and an explicit reserved slug is refused', async () => {
    const nameless = await makeMember(null)
    expect(nameless.slug).toBeNull()
    await expect(sql("update public.authors set slug = 'sitemap' where user_id = $1", [nameless.id])).rejects.toThrow(/reserved/)
    await expect(sql("update public.authors set slug = 'Not_A_Slug' where user_id = $1", [nameless.id])).rejects.toThrow(/authors_slug_check/)
  })
})

describe('author_page, as the reading site reads it', () => {
  it('answers the name, bio and slug (no e-mail, user id or role) and the member’s visible articles as category cards', async () => {
    const member = await makeMember(uniqueName(), 'Covers the council and the courts.')
    const other = await makeMember(uniqueName())
    const now = Date.now()
    const older = await articleBy(member.id, { publish_date: new Date(now - 60_000).toISOString() })
    const newer = await articleBy(member.id, { publish_date: new Date(now - 30_000).toISOString() })
    await articleBy(member.id, { status: 'draft' })
    await articleBy(member.id, { publish_date: new Date(now + 86_400_000).toISOString() })
    await articleBy(other.id)
    await insertArticle({ author: 'Seed Byline' })

    const page = await fetchAuthorPage(reader, member.slug ?? '', null, 12)
    expect(page.author).toEqual({ display_name: expect.stringMatching(/^Writer /), bio: 'Covers the council and the courts.', slug: member.slug })
    expect(page.articles.map((row) => row.id)).toEqual([newer.id, older.id])
    expect(Object.keys(firstOf(page.articles)).sort()).toEqual(columnsOf(ARTICLE_CARD_COLUMNS))
    expect(page.next).toBeUndefined()

    const raw = await reader.rpc('author_page', { slug: member.slug ?? '' }, { get: true }).throwOnError()
    const text = JSON.stringify(raw.data)
    expect(Object.keys(raw.data).sort()).toEqual(['articles', 'author'])
    expect(Object.keys(raw.data.author ?? {}).sort()).toEqual(['bio', 'display_name', 'slug'])
    expect(text).not.toContain(member.email)
    expect(text).not.toContain(member.id)
    expect(text).not.toContain('"role"')
  })

  it('pages by key, newest first, ties broken by id, and clamps the page size to 24', async () => {
    const member = await makeMember(uniqueName())
    const date = new Date(Date.now() - 120_000).toISOString()
    const made = []
    for (let i = 0; i < 5; i += 1) made.push(await articleBy(member.id, { publish_date: i < 3 ? date : new Date(Date.now() - 200_000 - i).toISOString() }))
    const expected = firstOf(await sql<{ ids: string[] }>(
      `select array_agg(id order by publish_date desc, id desc) as ids from public.articles where byline_id = $1`, [await writerOf(member.id)])).ids

    const seen: string[] = []
    let cursor: AuthorCursor | null = null
    const sizes: number[] = []
    do {
      const page = await fetchAuthorPage(reader, member.slug ?? '', cursor, 2)
      sizes.push(page.articles.length)
      seen.push(...page.articles.map((row) => row.id))
      cursor = page.next ?? null
    } while (cursor)
    expect(sizes).toEqual([2, 2, 1])
    expect(seen).toEqual(expected)
    expect(new Set(seen)).toEqual(new Set(made.map((row) => row.id)))

    for (let i = 0; i < 21; i += 1) await articleBy(member.id, { publish_date: new Date(Date.now() - 300_000 - i * 1000).toISOString() })
    const { data } = await reader.rpc('author_page', { slug: member.slug ?? '', page_size: 1000 }, { get: true }).throwOnError()
    // 24 and the one that tells another page follows.
    expect(data.articles).toHaveLength(25)
    const small = await reader.rpc('author_page', { slug: member.slug ?? '', page_size: -5 }, { get: true }).throwOnError()
    expect(small.data.articles).toHaveLength(2)
  })

  it('reads one author’s page from their index, in its order (no sort of their whole list)', async () => {
    const member = await makeMember(uniqueName())
    await articleBy(member.id)
    await inRolledBackTransaction(async (client) => {
      // A test database is small enough for a scan, or the plain byline index and a sort of its
      // one estimated row, to look cheaper (seen when the statistics were fresh from other
      // tests); the question is whether the index serves the function's statement in its order.
      await client.query('set local enable_seqscan = off')
      await client.query('set local enable_sort = off')
      const { rows } = await client.query<{ 'QUERY PLAN': string }>(
        `explain select a.id from public.articles a
          where a.byline_id = '${await writerOf(member.id)}' and a.status = 'published' and a.publish_date <= now()
          order by a.publish_date desc, a.id desc limit 13`)
      const plan = rows.map((row) => row['QUERY PLAN']).join('\n')
      expect(plan).toContain('articles_byline_id_publish_date_id_idx')
      expect(plan).not.toMatch(/\bSort\b/)
    })
  })

  it('answers `author: null` for an unknown slug and for a member without a display name, to anon', async () => {
    expect(await fetchAuthorPage(reader, `nobody-${randomUUID()}`, null, 12)).toEqual({ author: null, articles: [], next: undefined })
    const member = await makeMember(uniqueName())
    await articleBy(member.id)
    await sql('update public.authors set display_name = null where user_id = $1', [member.id])
    expect(await fetchAuthorPage(reader, member.slug ?? '', null, 12)).toEqual({ author: null, articles: [], next: undefined })
  })
})

describe('the byline link (article_page.author_slug)', () => {
  it('is the writer’s slug when they have a public page, else null', async () => {
    const member = await makeMember(uniqueName())
    const linked = await articleBy(member.id)
    expect((await fetchArticlePage(reader, linked.slug)).article?.author_slug).toBe(member.slug)

    const nameless = await makeMember(null)
    const unlinked = await articleBy(nameless.id)
    expect((await fetchArticlePage(reader, unlinked.slug)).article?.author_slug).toBeNull()
  })
})

describe('the bio', () => {
  it('a member writes their own (400 characters at most); nobody writes another’s; anon writes none', async () => {
    const member = await makeMember(uniqueName())
    const other = await makeMember(uniqueName(), 'Untouched')
    const client = await userClient(member.email, PASSWORD)
    const db = await memberDb(member.email)

    // The dashboard's own fetchers: the bio is trimmed, and the author page's slug comes back.
    expect(await updateOwnBio(db, member.id, '  Writes about trains.  ')).toMatchObject({ bio: 'Writes about trains.', slug: member.slug })
    expect(await fetchOwnAuthorProfile(db, member.id)).toMatchObject({ bio: 'Writes about trains.', slug: member.slug })
    // Another member's row is not theirs to change: the update reaches no row.
    await expect(updateOwnBio(db, other.id, 'Hijacked')).rejects.toThrow(/not changed/)

    const tooLong = await client.from('authors').update({ bio: 'x'.repeat(401) }).eq('user_id', member.id)
    expect(tooLong.error?.code).toBe('23514')

    const others = await client.from('authors').update({ bio: 'Hijacked' }).eq('user_id', other.id).select()
    expect(others.data ?? []).toEqual([])
    // A member may choose their own author page address, never a reserved word, and never their role.
    const chosen = `chosen-${unique('s').toLowerCase()}`
    expect((await client.from('authors').update({ slug: chosen }).eq('user_id', member.id)).error).toBeNull()
    expect((await client.from('authors').update({ slug: 'admin' }).eq('user_id', member.id)).error).not.toBeNull()
    expect((await client.from('admins').update({ role: 'admin' }).eq('user_id', member.id).select('user_id')).data ?? []).toEqual([])
    expect(await sql('select role from public.admins where user_id = $1', [member.id])).toEqual([{ role: 'editor' }])
    member.slug = chosen

    const anon = await anonClient().from('authors').update({ bio: 'Hijacked' }).eq('user_id', member.id).select()
    expect(anon.error?.code).toBe('42501')
    expect(await sql('select bio from public.authors where user_id = any($1::uuid[]) order by bio', [[member.id, other.id]]))
      .toEqual([{ bio: 'Untouched' }, { bio: 'Writes about trains.' }])
  })
})

describe('author pages in the sitemap and RSS', () => {
  it('the sitemap lists each author page; a member without a name is not listed', async () => {
    const member = await makeMember(uniqueName())
    const nameless = await makeMember(uniqueName())
    await sql('update public.authors set display_name = null where user_id = $1', [nameless.id])
    const body = await (await fetch(fn('sitemap'))).text()
    expect(body).toContain(`<loc>${siteUrl}/author/${member.slug}</loc>`)
    expect(body).not.toContain(`/author/${nameless.slug}<`)
  })

  it('the sitemap page reads author slugs a page at a time by key, anonymously, without nameless members', async () => {
    const member = await makeMember(uniqueName())
    const nameless = await makeMember(uniqueName())
    await sql('update public.authors set display_name = null where user_id = $1', [nameless.id])
    // Other files add members meanwhile: the walk is checked for order and membership, not a snapshot.
    const seen: string[] = []
    let after: string | null = null
    for (let pages = 0; pages < 10_000; pages++) {
      const page: { slugs: string[]; nextAfter: string | null } = await fetchSitemapAuthorPage(reader, after, 2)
      expect(page.slugs.length).toBeLessThanOrEqual(2)
      seen.push(...page.slugs)
      if (page.nextAfter === null) break
      after = page.nextAfter
    }
    expect(seen.length).toBeGreaterThan(2)
    expect(seen.every((slug, i) => i === 0 || (seen[i - 1] ?? '') < slug)).toBe(true)
    expect(seen).toContain(member.slug)
    expect(seen).not.toContain(nameless.slug)
    // Only slugs leave the table.
    const raw = await anonClient().rpc('sitemap_authors', { max_rows: 1 })
    expect(raw.error).toBeNull()
    expect(raw.data).toEqual([seen[0]])
  })

  it('rss?author= is that author’s newest visible articles, with the author page as the channel link; unknown is 404', async () => {
    const member = await makeMember(uniqueName(), 'Bio & more')
    const older = await articleBy(member.id, { publish_date: new Date(Date.now() - 60_000).toISOString(), author: 'Byline A' })
    const newer = await articleBy(member.id, { publish_date: new Date(Date.now() - 30_000).toISOString(), author: 'Byline A' })
    await articleBy(member.id, { status: 'draft' })

    const res = await fetch(fn(`rss?author=${member.slug}`))
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8')
    const doc = parseXml(await res.text())
    const channel = firstOf(doc.getElementsByTagName('channel'), 'channel')
    expect(texts(channel, 'link')[0]).toBe(`${siteUrl}/author/${member.slug}`)
    expect(texts(channel, 'description')[0]).toBe('Bio & more')
    const items = Array.from(doc.getElementsByTagName('item'))
    expect(items.map((item) => texts(item, 'guid')[0])).toEqual([`urn:uuid:${newer.id}`, `urn:uuid:${older.id}`])
    expect(texts(itemAt(items, 0), 'creator')).toEqual(['Byline A'])

    for (const missing of [`nobody-${randomUUID()}`, 'Bad Slug', 'x'.repeat(81)]) {
      expect((await fetch(fn(`rss?author=${encodeURIComponent(missing)}`))).status, missing).toBe(404)
    }
  })
})

describe('bylines are names, never login e-mails', () => {
  it('a member with no display name signs as the site, and a byline typed as an account’s e-mail becomes a name', async () => {
    const nameless = await makeMember(null)
    const db = await memberDb(nameless.email)
    const { data: created } = await db.from('articles')
      .insert({ title: `By nobody yet ${unique('t')}`, excerpt: 'x', content: '<p>x</p>', category: 'sports', status: 'published' })
      .select('id,slug,author').single().throwOnError()
    expect(created.author).toBe('The Daily Opinion')
    const page = await fetchArticlePage(reader, created.slug)
    expect(JSON.stringify(page)).not.toContain(nameless.email)

    // Typed by hand as someone's login e-mail (any case): the creator's name once they have one.
    const later = `Named Later ${unique('l').replace(/[^a-z0-9]/gi, '')}`
    await sql('update public.authors set display_name = $2 where user_id = $1', [nameless.id, later])
    await db.from('articles').update({ author: nameless.email.toUpperCase() }).eq('id', created.id).throwOnError()
    expect(firstOf(await sql<{ author: string }>('select author from public.articles where id = $1', [created.id])).author).toBe(later)
    // An address that is no account's is only text.
    await db.from('articles').update({ author: 'letters@newspaper.example' }).eq('id', created.id).throwOnError()
    expect(firstOf(await sql<{ author: string }>('select author from public.articles where id = $1', [created.id])).author).toBe('letters@newspaper.example')
  })
})
