/**
 * The app's own fetchers (`src/data/`) against the local backend, with the clients the app
 * uses: postgrest-js alone for readers (who read only through the reader functions of
 * migration 20261124000100), a signed-in supabase-js client for the dashboard (tables).
 * What is asserted is what the screens rely on: rows, columns, order, paging and the kind of
 * error each refusal becomes in the toasts.
 */
import { randomUUID } from 'node:crypto'
import type { PostgrestClient } from '@supabase/postgrest-js'
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest'
import {
  countAdminArticles, createArticle, deleteArticle, fetchAdminArticlePage, fetchArticleForEdit, updateArticle, type ArticleFields,
  type PublishChoice,
} from '../../src/data/articles/admin-article-fetchers.ts'
import { ARTICLE_ADMIN_LIST_COLUMNS } from '../../src/data/articles/article-columns.ts'
import {
  APPROVED_COMMENT_COLUMNS, ARTICLE_CARD_COLUMNS, ARTICLE_HEADLINE_COLUMNS, ARTICLE_PAGE_COLUMNS, ARTICLE_PAGE_LINK_COLUMNS,
  ARTICLE_SEARCH_COLUMNS, ARTICLE_SITEMAP_COLUMNS, ARTICLE_SUGGESTION_COLUMNS,
} from '../../src/types/reader-columns.ts'
import {
  fetchArticlePage, fetchCategoryPage, fetchHomePage, fetchLatestArticles, type CategoryCursor,
  type CategoryPage,
} from '../../src/data/articles/article-fetchers.ts'
import { searchArticles } from '../../src/data/articles/search-fetchers.ts'
import { fetchSitemapPage } from '../../src/data/articles/sitemap-fetchers.ts'
import { fetchOverviewCounts } from '../../src/data/admins/admin-fetchers.ts'
import { fetchStaffRole } from '../../src/data/admins/staff-role.ts'
import {
  fetchCommentStatuses, fetchModerationCounts, fetchModerationPage, MAX_STATUS_IDS, moderationCursor,
  setCommentStatus, submitComment, type CommentCursor, type ModerationComment,
} from '../../src/data/comments/comment-fetchers.ts'
import type { CreatedAtCursor } from '../../src/data/keyset.ts'
import { uploadArticleImage } from '../../src/data/storage/article-images.ts'
import { countSubscribers, exportSubscribers, fetchSubscriberPage, subscribe } from '../../src/data/subscribers/subscriber-fetchers.ts'
import { countVideos, createVideo, deleteVideo, fetchAdminVideoPage, fetchRecentVideos } from '../../src/data/video-posts/video-fetchers.ts'
import { errorKind } from '../../src/lib/error-text.ts'
import type { Database } from '../../src/types/database.types.ts'
import { adminDb, closeSql, readerDb, sql, unique } from '../support/clients.ts'
import { insertArticle, insertComment, insertVideo } from '../support/fixtures.ts'
import { firstOf, itemAt } from '../support/items.ts'
import { makePng } from '../support/images.ts'

/** PostgREST's db-max-rows: the most rows one read answers with (1000 on hosted and locally). */
const RESPONSE_CAP = 1000

const PUBLISH_NOW: PublishChoice = { status: 'published', publishDate: null }

let reader: PostgrestClient<Database>
let admin: SupabaseClient<Database>

beforeAll(async () => {
  reader = readerDb()
  admin = await adminDb()
})
afterAll(closeSql)

const columnsOf = (select: string) => select.split(',').sort()
/**
 * Increasing publish dates, never ahead of the clock (a later one is scheduled and hidden from
 * readers), so the rows a test inserts are the newest the site shows.
 */
let latestDate = 0
const nextDate = () => new Date((latestDate = Math.max(latestDate + 1, Date.now()))).toISOString()

/** What the failure would be in a toast, from the error a fetcher threw. */
async function failureKind(promise: Promise<unknown>) {
  const error = await promise.then(() => null, (thrown: unknown) => thrown)
  expect(error, 'expected the call to fail').not.toBeNull()
  return errorKind(error)
}

describe('articles, as the reading site reads them', () => {
  it('latest and the home page (lead, headlines, trending, ticker): newest first, only the columns a card or the ticker shows', async () => {
    const plain = await insertArticle({ publish_date: nextDate() })
    const featured = await insertArticle({ publish_date: nextDate(), featured: true })
    const breaking = await insertArticle({ publish_date: nextDate(), breaking: true })

    const latest = await fetchLatestArticles(reader, 3)
    expect(latest.map((row) => row.id)).toEqual([breaking.id, featured.id, plain.id])
    expect(Object.keys(firstOf(latest)).sort()).toEqual(columnsOf(ARTICLE_CARD_COLUMNS))

    const home = await fetchHomePage(reader)
    expect(home.lead?.id).toBe(breaking.id)
    expect(home.headlines.slice(0, 2).map((row) => row.id)).toEqual([featured.id, plain.id])
    expect(home.headlines).toHaveLength(6)
    expect(firstOf(home.trending).id).toBe(featured.id)
    expect(Object.keys(home.lead!).sort()).toEqual(columnsOf(ARTICLE_CARD_COLUMNS))
    expect(home.breaking[0]).toEqual({ id: breaking.id, slug: breaking.slug, title: breaking.title })
    expect(Object.keys(firstOf(home.breaking)).sort()).toEqual(columnsOf(ARTICLE_HEADLINE_COLUMNS))
    expect(home.sections).toHaveLength(10)
  })

  it('latest_articles gives at most 50 cards, however many are asked for', async () => {
    expect(await fetchLatestArticles(reader, 500)).toHaveLength(50)
    expect(await fetchLatestArticles(reader, 1)).toHaveLength(1)
  })

  it('a category page by page in the database; an unknown category is empty', async () => {
    const rows = []
    for (let i = 0; i < 3; i++) rows.push(await insertArticle({ category: 'finance-documentary', publish_date: nextDate() }))
    const newestFirst = rows.map((row) => row.id).reverse()

    const first = await fetchCategoryPage(reader, 'finance-documentary', null, 2)
    expect(first.articles.map((row) => row.id)).toEqual(newestFirst.slice(0, 2))
    expect(first.next).toEqual({ publish_date: itemAt(first.articles, 1).publish_date, id: newestFirst[1] })
    expect(Object.keys(firstOf(first.articles)).sort()).toEqual(columnsOf(ARTICLE_CARD_COLUMNS))
    const second = await fetchCategoryPage(reader, 'finance-documentary', first.next!, 2)
    expect(firstOf(second.articles).id).toBe(newestFirst[2])

    expect(await fetchCategoryPage(reader, 'no-such-category', null, 12)).toEqual({ articles: [], next: undefined })
  })

  it('category_page answers at most 48 cards and the one that tells whether more follow, whatever page size is asked', async () => {
    await sql(
      `insert into public.articles (slug, title, excerpt, content, category, author)
       select $1 || '-' || g, 'Bulk ' || g, 'Bulk excerpt', '', 'sports', 'Bulk Writer' from generate_series(1, 60) g`,
      [unique('clamp').toLowerCase()],
    )
    expect((await fetchCategoryPage(reader, 'sports', null, 1000)).articles).toHaveLength(49)
  })

  it('Load more walks a whole category by key: every article once, newest first, ties split by id', async () => {
    // Five articles share one date, so pages must split ties by id; two more are older.
    const shared = nextDate()
    for (let i = 0; i < 5; i++) await insertArticle({ category: 'true-crimes', publish_date: shared })
    for (let i = 0; i < 2; i++) await insertArticle({ category: 'true-crimes', publish_date: new Date(Date.UTC(2001, 0, 1 + i)).toISOString() })
    const expected = firstOf(await sql<{ ids: string[] }>(
      "select array_agg(id order by publish_date desc, id desc) as ids from public.articles where category = 'true-crimes'"))

    for (const size of [2, 3, 7]) {
      const seen: string[] = []
      let after: CategoryCursor | null = null
      for (;;) {
        const page: CategoryPage = await fetchCategoryPage(reader, 'true-crimes', after, size)
        seen.push(...page.articles.map((row) => row.id))
        if (!page.next) break
        expect(page.articles).toHaveLength(size)
        after = page.next
      }
      expect(seen).toEqual(expected.ids)
    }
  })

  it('the article page in one request: the article with its content, the related pool, the approved comments', async () => {
    const category = 'finance-documentary'
    // More other articles in the category than the pool holds: it is the 20 newest.
    for (let i = 0; i < 21; i++) await insertArticle({ category, publish_date: nextDate() })
    const article = await insertArticle({ category, publish_date: nextDate(), content: '<p>The whole story</p>' })
    const older = await insertComment(article.id, 'approved')
    const newer = await insertComment(article.id, 'approved')
    await sql(`update public.comments set created_at = created_at - interval '1 hour' where id = $1`, [older.id])
    await insertComment(article.id, 'pending')
    await insertComment(article.id, 'rejected')

    const page = await fetchArticlePage(reader, article.slug)
    expect(page.article).toMatchObject({ id: article.id, slug: article.slug, content: '<p>The whole story</p>' })
    expect(Object.keys(page.article!).sort()).toEqual(columnsOf(`${ARTICLE_PAGE_COLUMNS},${ARTICLE_PAGE_LINK_COLUMNS}`))
    // An article loaded by a script that names no writer (byline_id) has no author page to link to.
    expect(page.article?.author_slug).toBeNull()

    const related = firstOf(await sql<{ ids: string[] }>(
      `select array_agg(id) as ids from (select id from public.articles where category = $1 and id <> $2
        order by publish_date desc, id desc limit 20) r`, [category, article.id]))
    expect(page.related.map((row) => row.id)).toEqual(related.ids)
    expect(page.related).toHaveLength(20)
    expect(Object.keys(firstOf(page.related)).sort()).toEqual(columnsOf(ARTICLE_CARD_COLUMNS))

    expect(page.comments.map((comment) => comment.id)).toEqual([newer.id, older.id])
    expect(page.comments[0]).toMatchObject({ author_name: 'Reader', content: newer.content })
    expect(Object.keys(firstOf(page.comments)).sort()).toEqual(columnsOf(APPROVED_COMMENT_COLUMNS))
  })

  it('the article page shows at most the 200 newest approved comments; an unknown slug is an empty page, not an error', async () => {
    const article = await insertArticle()
    await sql(
      `insert into public.comments (article_id, author_name, content, status, created_at)
       select $1, 'Reader', 'comment ' || g, 'approved', timestamptz '2030-01-01' + g * interval '1 second' from generate_series(1, 205) g`,
      [article.id],
    )
    const { comments } = await fetchArticlePage(reader, article.slug)
    expect(comments).toHaveLength(200)
    expect(firstOf(comments).content).toBe('comment 205')
    expect(itemAt(comments, -1).content).toBe('comment 6')

    expect(await fetchArticlePage(reader, unique('missing'))).toEqual({ article: null, related: [], comments: [] })
  })

  it('search finds the term in title, excerpt or content, case-insensitively', async () => {
    const word = unique('zebra').replace(/-/g, '')
    const inTitle = await insertArticle({ title: `The ${word} in the title` })
    const inExcerpt = await insertArticle({ excerpt: `An excerpt about ${word.toUpperCase()}` })
    const inContent = await insertArticle({ content: `<p>Deep in the body: ${word}.</p>` })
    await insertArticle({ title: 'Unrelated' })

    const { results, total, more, suggestions, correction } = await searchArticles(reader, word)
    expect(results.map((row) => row.id).sort()).toEqual([inTitle.id, inExcerpt.id, inContent.id].sort())
    expect(total).toBe(3)
    expect(more).toBe(false)
    expect(suggestions).toEqual([])
    expect(correction).toBeNull()
    expect(Object.keys(firstOf(results)).sort()).toEqual(columnsOf(ARTICLE_SEARCH_COLUMNS))
  })

  it('search corrects a misspelt word to the archive\'s own and answers its results with the correction', async () => {
    const word = unique('heronry').replace(/[^a-z]/g, '')
    const article = await insertArticle({ title: `The ${word} inquiry` })
    // One letter doubled: no word, prefix or title substring matches as typed.
    const typo = `${word.slice(0, 4)}${word.slice(3)}`
    const { results, total, suggestions, correction } = await searchArticles(reader, typo)
    expect(correction).toBe(word)
    expect(results.map((row) => row.id)).toEqual([article.id])
    expect(total).toBe(1)
    expect(suggestions).toEqual([])
  })

  it('search that finds nothing, even corrected, suggests close titles, slug and title only', async () => {
    const word = unique('heronry').replace(/[^a-z]/g, '')
    const article = await insertArticle({ title: `The ${word} inquiry` })
    // Three letters added: too far for a correction, close to the title.
    const { results, total, suggestions, correction } = await searchArticles(reader, `${word}xyz`)
    expect(results).toEqual([])
    expect(total).toBe(0)
    expect(correction).toBeNull()
    expect(suggestions).toContainEqual({ slug: article.slug, title: article.title })
    expect(Object.keys(firstOf(suggestions)).sort()).toEqual(columnsOf(ARTICLE_SUGGESTION_COLUMNS))
  })

  it('search treats filter syntax and wildcards as text and can never widen the query', async () => {
    const word = unique('quote').replace(/-/g, '')
    const typed = `${word} (up), "again": 50% *now* \\ back\\slash`
    const article = await insertArticle({ title: `Rates ${typed} today` })
    expect((await searchArticles(reader, typed)).results.map((row) => row.id)).toEqual([article.id])

    // A term no article contains: escaped, each stays one pattern and matches nothing; broken
    // out of the quotes, the extra conditions would match every article.
    const absent = unique('absent').replace(/-/g, '')
    for (const hostile of [`${absent}"),id.not.is.null,title.ilike.("`, `${absent},title.ilike.*`, `${absent}%`, `${absent})`]) {
      expect(await searchArticles(reader, hostile)).toMatchObject({ results: [], total: 0, more: false })
    }
  })

  it('the sitemap page walks every article by slug, slug and updated_at only', async () => {
    const expected = firstOf(await sql<{ slugs: string[] }>('select array_agg(slug order by slug) as slugs from public.articles'))
    const seen: string[] = []
    let after: string | null = null
    do {
      const page: Awaited<ReturnType<typeof fetchSitemapPage>> = await fetchSitemapPage(reader, after, 25)
      expect(page.articles.length).toBeLessThanOrEqual(25)
      if (page.articles.length > 0) expect(Object.keys(firstOf(page.articles)).sort()).toEqual(columnsOf(ARTICLE_SITEMAP_COLUMNS))
      seen.push(...page.articles.map((row) => row.slug))
      after = page.nextAfter
    } while (after)
    expect(seen).toEqual(expected.slugs)
  })

  it('readers cannot write: the refusal is reported as not allowed', async () => {
    const fields: ArticleFields = {
      title: 'Not mine', excerpt: 'e', content: '<p>x</p>', category: 'sports', image_url: null, image_alt: null, featured: false, breaking: false,
    }
    expect(await failureKind(createArticle(reader, fields, PUBLISH_NOW))).toBe('not-allowed')
  })
})

describe('articles, as the dashboard writes them', () => {
  const fields = (title: string): ArticleFields => ({
    title, excerpt: 'Short summary', content: '<p>Body</p>', category: 'political', image_url: null, image_alt: null, featured: false, breaking: false,
  })

  it('creates with a unique slug from the title, never a reserved one; the byline is the database\'s', async () => {
    const title = `Budget day ${unique('t')}`
    const first = await createArticle(admin, fields(title), PUBLISH_NOW)
    const second = await createArticle(admin, fields(title), PUBLISH_NOW)
    expect(second.slug).toBe(`${first.slug}-2`)
    const row = firstOf(await sql<{ author: string; category: string; status: string; byline: string }>(
      `select a.author, a.category, a.status, coalesce(ad.display_name, (select s.site_name from public.site_settings s)) as byline
         from public.articles a join auth.users u on u.email = $2 left join public.authors ad on ad.user_id = u.id
        where a.id = $1`, [first.id, inject('adminEmail')]))
    expect(row).toEqual({ author: row.byline, category: 'political', status: 'published', byline: row.byline })

    const taken = await sql<{ slug: string }>("select slug from public.articles where slug ~ '^about(-[0-9]+)?$'")
    const about = await createArticle(admin, fields('About'), PUBLISH_NOW)
    expect(about.slug).not.toBe('about')
    expect(taken.map((r) => r.slug)).not.toContain(about.slug)
  })

  it('updates the fields; the slug stays and the trigger moves updated_at (the browser sends none)', async () => {
    const article = await insertArticle()
    await sql(`update public.articles set updated_at = now() - interval '1 day' where id = $1`, [article.id])
    const before = await fetchArticleForEdit(admin, article.id)

    await updateArticle(admin, article.id, { fields: { ...fields('Edited headline'), breaking: true } })
    const after = await fetchArticleForEdit(admin, article.id)
    expect(after).toMatchObject({ title: 'Edited headline', breaking: true, slug: article.slug })
    expect(new Date(after.updated_at).getTime()).toBeGreaterThan(new Date(before.updated_at).getTime())
  })

  it('a write that matches no row (deleted meanwhile) is reported as gone', async () => {
    const article = await insertArticle()
    await deleteArticle(admin, article.id)
    expect(await sql('select 1 from public.articles where id = $1', [article.id])).toHaveLength(0)
    expect(await failureKind(updateArticle(admin, article.id, { fields: fields('Too late') }))).toBe('not-found')
    expect(await failureKind(deleteArticle(admin, article.id))).toBe('not-found')
  })

  it('a value the database refuses is reported as invalid', async () => {
    expect(await failureKind(createArticle(admin, { ...fields('Bad category'), category: 'bogus' }, PUBLISH_NOW))).toBe('invalid')
  })

  it('lists pages by key with search and category filter; counts from article_count; the overview in one call', async () => {
    const tag = unique('pg').replace(/-/g, '')
    // Two rows share a publish date: the id breaks the tie, so no row is skipped or repeated.
    const shared = nextDate()
    for (let i = 0; i < 5; i++) {
      await insertArticle({ title: `${tag} (${i}), "quoted"`, category: i < 4 ? 'sports' : 'political', publish_date: i === 2 ? shared : i === 3 ? shared : nextDate() })
    }
    const filters = { search: `${tag} (`, category: 'sports', status: null }
    const page1 = await fetchAdminArticlePage(admin, filters, null, 2)
    expect(page1.hasMore).toBe(true)
    expect(Object.keys(firstOf(page1.rows)).sort()).toEqual(columnsOf(ARTICLE_ADMIN_LIST_COLUMNS))
    const last = itemAt(page1.rows, -1)
    const page2 = await fetchAdminArticlePage(admin, filters, { publish_date: last.publish_date, id: last.id }, 2)
    expect(page2.hasMore).toBe(false)
    const seen = [...page1.rows, ...page2.rows].map((row) => row.title)
    expect(seen.sort()).toEqual([0, 1, 2, 3].map((i) => `${tag} (${i}), "quoted"`))
    const expected = firstOf(await sql<{ ids: string[] }>(
      "select array_agg(id order by publish_date desc, id desc) as ids from public.articles where title like $1 and category = 'sports'", [`${tag} (%`]))
    expect([...page1.rows, ...page2.rows].map((row) => row.id)).toEqual(expected.ids)

    expect(await countAdminArticles(admin, filters)).toEqual({ count: 4, exact: true })
    const { count } = firstOf(await sql<{ count: string }>('select count(*) from public.articles'))
    expect(await countAdminArticles(admin, { search: null, category: null, status: null })).toEqual({ count: Number(count), exact: true })
    expect((await fetchOverviewCounts(admin)).articles).toBe(Number(count))
  })
})

describe('comments', () => {
  // Every REST request from this process shares one client address: start from and leave an
  // empty submission log so the rate limit counts only this test's comments.
  const forgetSubmissions = () => sql('delete from private.comment_submissions')
  beforeEach(forgetSubmissions)
  afterEach(forgetSubmissions)

  it("a reader's comment waits for moderation, then shows once approved", async () => {
    const article = await insertArticle()
    const content = unique('hello')
    const id = randomUUID()
    await submitComment(reader, { id, articleId: article.id, authorName: '  Ann  ', content: `  ${content}  `, website: '' })
    const row = firstOf(await sql<{ id: string; status: string; author_name: string }>(
      'select id, status, author_name from public.comments where content = $1', [content]))
    expect(row).toEqual({ id, status: 'pending', author_name: 'Ann' })
    expect((await fetchArticlePage(reader, article.slug)).comments).toEqual([])
    expect(await fetchCommentStatuses(reader, [id])).toEqual([{ id, status: 'pending' }])

    await setCommentStatus(admin, id, 'approved')
    expect((await fetchArticlePage(reader, article.slug)).comments.map((comment) => comment.content)).toEqual([content])
    expect(await fetchCommentStatuses(reader, [id])).toEqual([{ id, status: 'approved' }])
  })

  it("the reader's browser learns by the ids it chose which of its comments were rejected", async () => {
    const article = await insertArticle()
    const kept = randomUUID()
    const rejected = randomUUID()
    const deleted = randomUUID()
    for (const id of [kept, rejected, deleted]) {
      await submitComment(reader, { id, articleId: article.id, authorName: 'Ann', content: unique('mine') })
    }
    await setCommentStatus(admin, rejected, 'rejected')
    await sql('delete from public.comments where id = $1', [deleted])
    const statuses = await fetchCommentStatuses(reader, [kept, rejected, deleted])
    expect([...statuses].sort((a, b) => a.id.localeCompare(b.id))).toEqual(
      [{ id: kept, status: 'pending' }, { id: rejected, status: 'rejected' }].sort((a, b) => a.id.localeCompare(b.id)),
    )
    expect(await fetchCommentStatuses(reader, [])).toEqual([])
    expect(await fetchCommentStatuses(reader, Array.from({ length: MAX_STATUS_IDS }, () => randomUUID()))).toEqual([])
    expect(await failureKind(fetchCommentStatuses(reader, Array.from({ length: MAX_STATUS_IDS + 1 }, () => randomUUID())))).toBe('invalid')
  })

  it('a filled honeypot is refused as "too fast" and stores nothing', async () => {
    const article = await insertArticle()
    const id = randomUUID()
    const attempt = submitComment(reader, { id, articleId: article.id, authorName: 'Bot', content: unique('spam'), website: 'https://spam.example' })
    expect(await failureKind(attempt)).toBe('rate-limited')
    expect(await sql('select 1 from public.comments where id = $1', [id])).toHaveLength(0)
  })

  it('a comment on an article that is gone is reported as gone', async () => {
    const article = await insertArticle()
    await sql('delete from public.articles where id = $1', [article.id])
    expect(await failureKind(submitComment(reader, { id: randomUUID(), articleId: article.id, authorName: 'Ann', content: 'Late' }))).toBe('not-found')
  })

  it('the moderation queue lists pending comments first with their article; the counts come from the counters', async () => {
    const article = await insertArticle()
    const approved = await insertComment(article.id, 'approved')
    const pending = await insertComment(article.id, 'pending')
    const page = await fetchModerationPage(admin, null, 500)
    const ids = page.rows.map((row) => row.id)
    const firstModerated = page.rows.findIndex((row) => row.status !== 'pending')
    expect(ids.indexOf(pending.id)).toBeGreaterThanOrEqual(0)
    expect(page.rows.slice(firstModerated).every((row) => row.status !== 'pending')).toBe(true)
    expect(ids.indexOf(approved.id) === -1 || ids.indexOf(approved.id) >= firstModerated).toBe(true)
    const row = page.rows.find((comment) => comment.id === pending.id)!
    expect(row.article).toEqual({ title: article.title, slug: article.slug })
    expect(Object.keys(row).sort()).toEqual(['article', 'article_id', 'author_name', 'content', 'created_at', 'id', 'status'])

    const exact = firstOf(await sql<{ pending: string; total: string }>(
      "select count(*) filter (where status = 'pending') as pending, count(*) as total from public.comments"))
    expect(await fetchModerationCounts(admin)).toEqual({ pending: Number(exact.pending), total: Number(exact.total) })
  })

  describe('the moderation queue by key', () => {
    /** The whole queue in the order the dashboard lists it. */
    const queueOrder = async () =>
      (await sql<{ id: string }>("select id from public.comments order by status <> 'pending', created_at desc, id desc")).map((row) => row.id)

    /** Every page of the queue through the app's fetcher, following each page's last row. */
    async function walk(size: number) {
      const pages: ModerationComment[][] = []
      let after: CommentCursor | null = null
      for (;;) {
        const page = await fetchModerationPage(admin, after, size)
        pages.push(page.rows)
        if (!page.hasMore) return pages
        after = moderationCursor(itemAt(page.rows, -1))
      }
    }

    const pendingCount = async () =>
      Number(firstOf(await sql<{ n: string }>("select count(*) as n from public.comments where status = 'pending'")).n)

    beforeAll(async () => {
      // Both groups hold comments that share a creation time, so pages must split ties by id.
      const article = await insertArticle()
      const at = (minutes: number) => new Date(Date.UTC(2030, 0, 1) + minutes * 60_000).toISOString()
      const add = (status: string, createdAt: string) =>
        sql("insert into public.comments (article_id, author_name, content, status, created_at) values ($1, 'Queue', $2, $3, $4)",
          [article.id, unique('queued'), status, createdAt])
      for (let i = 0; i < 4; i++) await add('pending', at(1))
      for (let i = 0; i < 4; i++) await add(i % 2 ? 'approved' : 'rejected', at(1))
      await add('pending', at(-1))
      await add('approved', at(2))
      // Pending comments a multiple of 5 and not of 7: pages of 5 end exactly at the boundary
      // between the groups, pages of 7 (and 3, 4) cross it in the middle of a page.
      while ((await pendingCount()) % 5 !== 0 || (await pendingCount()) % 7 === 0) await add('pending', at(-2))
    })

    it.each([5, 7, 3, 4])('pages of %i return every comment exactly once, pending first, newest first', async (size) => {
      const pages = await walk(size)
      expect(pages.flat().map((row) => row.id)).toEqual(await queueOrder())
      expect(pages.slice(0, -1).every((page) => page.length === size)).toBe(true)
      expect(itemAt(pages, -1).length).toBeGreaterThan(0)
    })

    it('a page crossing from the pending group to the moderated one is one page of the right size', async () => {
      const pending = await pendingCount()
      const pages = await walk(7)
      const crossing = itemAt(pages, Math.floor(pending / 7), 'the page that crosses into the moderated comments')
      expect(crossing.map((row) => row.status !== 'pending')).toEqual(
        Array.from({ length: crossing.length }, (_, i) => i >= pending % 7),
      )
    })

    it('the next page starts after its cursor even when that comment was moderated in between', async () => {
      const first = await fetchModerationPage(admin, null, 3)
      const last = itemAt(first.rows, -1)
      expect(last.status).toBe('pending')
      const expected = (await queueOrder()).slice(3, 6)
      await setCommentStatus(admin, last.id, 'approved')
      try {
        const second = await fetchModerationPage(admin, moderationCursor(last), 3)
        expect(second.rows.map((row) => row.id)).toEqual(expected)
      } finally {
        await sql("update public.comments set status = 'pending' where id = $1", [last.id])
      }
    })
  })

  it('readers cannot moderate', async () => {
    const article = await insertArticle()
    const pending = await insertComment(article.id, 'pending')
    expect(await failureKind(setCommentStatus(reader, pending.id, 'approved'))).toBe('not-allowed')
    expect(firstOf(await sql('select status from public.comments where id = $1', [pending.id]))).toEqual({ status: 'pending' })
  })
})

describe('video posts', () => {
  it('recent videos for the player; the dashboard adds, pages and deletes them', async () => {
    const title = unique('clip')
    await createVideo(admin, { title, url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' })
    const recent = await fetchRecentVideos(reader, 7)
    const added = recent.find((video) => video.title === title)!
    expect(Object.keys(added).sort()).toEqual(['created_at', 'id', 'title', 'url'])
    const expectedRecent = firstOf(await sql<{ ids: string[] }>(
      `select coalesce(array_agg(id order by created_at desc, id desc), '{}') as ids from (select id, created_at from public.video_posts
        where created_at >= now() - interval '7 days' order by created_at desc, id desc limit 50) v`))
    expect(recent.map((video) => video.id)).toEqual(expectedRecent.ids)

    const total = Number(firstOf(await sql<{ n: string }>('select count(*) as n from public.video_posts')).n)
    expect(await countVideos(admin)).toBe(total)
    const first = await fetchAdminVideoPage(admin, null, 1)
    expect(first).toEqual({ rows: [added], hasMore: total > 1 })
    const expected = firstOf(await sql<{ ids: string[] }>('select array_agg(id order by created_at desc, id desc) as ids from public.video_posts'))
    const seen: string[] = []
    for (let after = null as CreatedAtCursor | null; ;) {
      const page = await fetchAdminVideoPage(admin, after, 2)
      seen.push(...page.rows.map((row) => row.id))
      if (!page.hasMore) break
      after = itemAt(page.rows, -1)
    }
    expect(seen).toEqual(expected.ids)

    await deleteVideo(admin, added.id)
    expect(await sql('select 1 from public.video_posts where id = $1', [added.id])).toHaveLength(0)
    expect(await failureKind(deleteVideo(admin, added.id))).toBe('not-found')
  })

  it('recent videos: only those of the last max_age_days days', async () => {
    const old = await insertVideo()
    await sql(`update public.video_posts set created_at = now() - interval '30 days' where id = $1`, [old.id])
    expect((await fetchRecentVideos(reader, 7)).map((video) => video.id)).not.toContain(old.id)
    expect((await fetchRecentVideos(reader, 60)).map((video) => video.id)).toContain(old.id)
    await sql('delete from public.video_posts where id = $1', [old.id])
  })

  it('readers cannot delete a video', async () => {
    const video = await insertVideo()
    expect(await failureKind(deleteVideo(reader, video.id))).toBe('not-allowed')
    expect(await sql('select 1 from public.video_posts where id = $1', [video.id])).toHaveLength(1)
  })
})

describe('subscribers', () => {
  it('subscribes a normalised address once; the same address again succeeds the same way', async () => {
    const local = unique('news')
    await expect(subscribe(reader, `  ${local.toUpperCase()}@Example.com `)).resolves.toBeUndefined()
    await expect(subscribe(reader, `${local}@example.com`)).resolves.toBeUndefined()
    expect(await sql('select email from public.subscribers where email = $1', [`${local}@example.com`])).toHaveLength(1)
    expect(await failureKind(subscribe(reader, 'not an address'))).toBe('invalid')
  })

  it('the dashboard pages the list by key and exports all of it in one call past the response cap', async () => {
    await sql(`insert into public.subscribers (email)
               select 'bulk-' || g || '-' || $1 || '@example.com' from generate_series(1, $2::int) g`, [unique('b'), RESPONSE_CAP + 50])
    const total = Number(firstOf(await sql<{ n: string }>('select count(*) as n from public.subscribers')).n)
    expect(total).toBeGreaterThan(RESPONSE_CAP)
    expect(await countSubscribers(admin)).toBe(total)
    const page = await fetchSubscriberPage(admin, null, 15)
    expect(page.rows).toHaveLength(15)
    expect(page.hasMore).toBe(true)
    const next = await fetchSubscriberPage(admin, itemAt(page.rows, -1), 15)
    const expected = firstOf(await sql<{ ids: string[] }>(
      'select array_agg(id) as ids from (select id from public.subscribers order by created_at desc, id desc limit 30) s'))
    expect([...page.rows, ...next.rows].map((row) => row.id)).toEqual(expected.ids)

    // One call, past the response cap: the export is a single value, not capped rows.
    const everyone = await exportSubscribers(admin)
    expect(everyone).toHaveLength(total)
    expect(new Set(everyone.map((row) => row.email)).size).toBe(total)
    expect(Object.keys(firstOf(everyone)).sort()).toEqual(['created_at', 'email', 'status'])
    // The bulk rows share one created_at (one statement): the id orders them, as the list does.
    const order = firstOf(await sql<{ emails: string[] }>('select array_agg(email order by created_at desc, id desc) as emails from public.subscribers'))
    expect(everyone.map((row) => row.email)).toEqual(order.emails)
  })

  it('readers never see the list', async () => {
    expect(await failureKind(fetchSubscriberPage(reader, null, 15))).toBe('not-allowed')
    // A HEAD answer has no body to say why: the count fails, as any error.
    await expect(countSubscribers(reader)).rejects.toThrow()
  })
})

describe('administrators and article images', () => {
  it('staff_role() tells the dashboard who may use it and how; readers may not ask', async () => {
    expect(await fetchStaffRole(admin)).toBe('admin')
    expect(await failureKind(fetchStaffRole(reader))).toBe('not-allowed')
  })

  it('uploads an image and returns a public URL that serves it', async () => {
    const png = makePng(2, 2)
    const url = await uploadArticleImage(admin.storage, new File([png], 'My Photo.PNG', { type: 'image/png' }))
    expect(url).toMatch(/\/storage\/v1\/object\/public\/article-images\/[0-9a-f]{32}-my-photo\.png$/)
    const served = await fetch(url)
    expect(served.status).toBe(200)
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true)
  })

  it('refusals by the bucket become the upload toast kinds', async () => {
    const fake = new File(['<script>alert(1)</script>'], 'fake.png', { type: 'image/png' })
    expect(await failureKind(uploadArticleImage(admin.storage, fake))).toBe('unsupported-file')
    const huge = new File([Buffer.concat([makePng(1, 1), Buffer.alloc(3 * 1024 * 1024)])], 'huge.png', { type: 'image/png' })
    expect(await failureKind(uploadArticleImage(admin.storage, huge))).toBe('too-large')
  })
})
