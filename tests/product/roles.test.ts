/**
 * Staff roles enforced by the database, through the local REST and Storage APIs with supabase-js:
 * for a contributor, an editor, an administrator, anon and a signed-in user who is not a member,
 * every write path is allowed or refused by RLS and function checks, never by the dashboard.
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { createAdminUser } from '../../server/src/db/users.ts'
import {
  anonClient,
  closeSql,
  createUser,
  signUserToken,
  sql,
  tokenClient,
  unique,
  userClient,
} from '../support/clients.ts'
import { fetchAdminArticlePage, submitArticleForReview } from '../../src/data/articles/admin-article-fetchers.ts'
import { insertArticle, insertComment, insertVideo } from '../support/fixtures.ts'
import { makePng } from '../support/images.ts'
import { firstOf } from '../support/items.ts'
import type { PlanNode } from '../support/query-plan.ts'
import { inRolledBackTransaction } from '../support/rolled-back.ts'

afterAll(closeSql)

type Role = 'contributor' | 'editor' | 'admin'
interface Member { id: string; email: string; client: SupabaseClient; name: string }

const PASSWORD = 'member-password-1'
const BUCKET = 'article-images'

async function member(role: Role | null, name = unique(role ?? 'reader')): Promise<Member> {
  const email = `${unique(role ?? 'reader')}@example.com`
  const id = await createUser(email, PASSWORD, role !== null)
  if (role) {
    await sql('update public.admins set role = $2 where user_id = $1', [id, role])
    await sql('update public.authors set display_name = $2 where user_id = $1', [id, name])
  }
  return { id, email, client: await userClient(email, PASSWORD), name }
}

let contributor: Member
let otherContributor: Member
let editor: Member
let admin: Member
let reader: Member
const anon = anonClient()

beforeAll(async () => {
  contributor = await member('contributor', 'Carla Writer')
  otherContributor = await member('contributor', 'Otto Writer')
  editor = await member('editor', 'Eddie Desk')
  admin = await member('admin', 'Ada Chief')
  reader = await member(null)
})

const draft = (extra: Record<string, unknown> = {}) => ({
  title: `Draft ${unique('t')}`, excerpt: 'An excerpt', content: '<p>Body</p>', category: 'health-news', author: 'ignored', ...extra,
})

const articleRow = async (id: string) =>
  firstOf(await sql<{ status: string; title: string; featured: boolean; author_id: string | null; author: string; review_requested_at: Date | null }>(
    'select status, title, featured, author_id, author, review_requested_at from public.articles where id = $1', [id]))
const articleExists = async (id: string) => (await sql('select 1 from public.articles where id = $1', [id])).length === 1

async function createDraft(who: Member, extra: Record<string, unknown> = {}): Promise<string> {
  const { data, error } = await who.client.from('articles').insert(draft(extra)).select('id').single()
  expect(error).toBeNull()
  return (data as { id: string }).id
}

describe('articles', () => {
  it('a contributor creates drafts under their own name and account', async () => {
    const id = await createDraft(contributor)
    const row = await articleRow(id)
    expect(row).toMatchObject({ status: 'draft', author_id: contributor.id, author: 'Carla Writer' })
  })

  it('a contributor cannot create a published, scheduled, featured or breaking article', async () => {
    const future = new Date(Date.now() + 86_400_000).toISOString()
    for (const extra of [{ status: 'published' }, { status: 'published', publish_date: future }, { featured: true }, { breaking: true }]) {
      const title = `Refused ${unique('t')}`
      const { error } = await contributor.client.from('articles').insert(draft({ ...extra, title }))
      expect(error?.code, JSON.stringify(extra)).toBe('42501')
      expect(await sql('select 1 from public.articles where title = $1', [title])).toHaveLength(0)
    }
  })

  it('a contributor edits their own draft but cannot publish, schedule, feature or break it', async () => {
    const id = await createDraft(contributor)
    const edit = await contributor.client.from('articles').update({ title: 'Own edit' }).eq('id', id).select('id')
    expect(edit.error).toBeNull()
    expect(edit.data).toHaveLength(1)
    const future = new Date(Date.now() + 86_400_000).toISOString()
    for (const change of [{ status: 'published' }, { status: 'published', publish_date: future }, { featured: true }, { breaking: true }]) {
      const { error } = await contributor.client.from('articles').update(change).eq('id', id)
      expect(error?.code, JSON.stringify(change)).toBe('42501')
    }
    expect(await articleRow(id)).toMatchObject({ status: 'draft', title: 'Own edit', featured: false })
  })

  it("a contributor neither sees, edits nor deletes another member's draft", async () => {
    const id = await createDraft(otherContributor)
    expect((await contributor.client.from('articles').select('id').eq('id', id)).data).toEqual([])
    const edit = await contributor.client.from('articles').update({ title: 'Hijacked' }).eq('id', id).select('id')
    expect(edit.data ?? []).toEqual([])
    const removal = await contributor.client.from('articles').delete().eq('id', id).select('id')
    expect(removal.data ?? []).toEqual([])
    expect(await articleRow(id)).toMatchObject({ status: 'draft', author_id: otherContributor.id })
  })

  it('a contributor cannot edit, unpublish or delete their own article once it is published', async () => {
    const id = await createDraft(contributor)
    expect((await editor.client.from('articles').update({ status: 'published' }).eq('id', id)).error).toBeNull()
    for (const change of [{ title: 'Changed after publishing' }, { status: 'draft' }]) {
      const { data } = await contributor.client.from('articles').update(change).eq('id', id).select('id')
      expect(data ?? []).toEqual([])
    }
    expect((await contributor.client.from('articles').delete().eq('id', id).select('id')).data ?? []).toEqual([])
    expect(await articleRow(id)).toMatchObject({ status: 'published' })
    // They still read it, to see what became of their work.
    expect((await contributor.client.from('articles').select('id').eq('id', id)).data).toHaveLength(1)
  })

  it('a contributor deletes their own draft', async () => {
    const id = await createDraft(contributor)
    const removal = await contributor.client.from('articles').delete().eq('id', id).select('id')
    expect(removal.data).toHaveLength(1)
    expect(await articleExists(id)).toBe(false)
  })

  it('"Submit for review" stamps the database time, editors find it, publishing clears it', async () => {
    const id = await createDraft(contributor)
    // A client's own time is not taken: the database stamps its clock.
    const submit = await contributor.client.from('articles').update({ review_requested_at: '2000-01-01T00:00:00Z' }).eq('id', id).select('id')
    expect(submit.error).toBeNull()
    // Through the dashboard's fetcher, another contributor's draft is refused (no row changes).
    const theirs = await createDraft(otherContributor)
    await expect(submitArticleForReview(contributor.client, theirs)).rejects.toThrow(/was not changed/)
    expect((await articleRow(theirs)).review_requested_at).toBeNull()
    const stamped = (await articleRow(id)).review_requested_at
    expect(stamped).not.toBeNull()
    expect(Math.abs(stamped!.getTime() - Date.now())).toBeLessThan(60_000)

    // The dashboard's "Needs review" list, through its own fetcher: submitted drafts only.
    const unsubmitted = await createDraft(contributor)
    const queue = await fetchAdminArticlePage(editor.client, { search: null, category: null, status: 'review' }, null, 1000)
    expect(queue.rows.map((row) => row.id)).toContain(id)
    expect(queue.rows.map((row) => row.id)).not.toContain(unsubmitted)
    expect(queue.rows.every((row) => row.status === 'draft' && row.review_requested_at !== null)).toBe(true)

    expect((await editor.client.from('articles').update({ status: 'published' }).eq('id', id)).error).toBeNull()
    expect(await articleRow(id)).toMatchObject({ status: 'published', review_requested_at: null })
  })

  it('an editor creates, edits, features, publishes, schedules, unpublishes and deletes any article', async () => {
    const id = await createDraft(contributor)
    const future = new Date(Date.now() + 86_400_000).toISOString()
    for (const change of [{ title: 'Desk edit', featured: true, breaking: true }, { status: 'published' }, { status: 'draft' }, { status: 'published', publish_date: future }]) {
      const { data, error } = await editor.client.from('articles').update(change).eq('id', id).select('id')
      expect(error, JSON.stringify(change)).toBeNull()
      expect(data).toHaveLength(1)
    }
    expect(await articleRow(id)).toMatchObject({ status: 'published', featured: true, author_id: contributor.id })
    const own = await editor.client.from('articles').insert(draft({ status: 'published' })).select('id').single()
    expect(own.error).toBeNull()
    expect((await editor.client.from('articles').delete().eq('id', id).select('id')).data).toHaveLength(1)
    expect(await articleExists(id)).toBe(false)
  })

  it('anon and a signed-in non-member write no article and read no draft', async () => {
    const id = await createDraft(editor)
    for (const client of [anon, reader.client]) {
      expect((await client.from('articles').insert(draft())).error).not.toBeNull()
      expect((await client.from('articles').select('id').eq('id', id)).data ?? []).toEqual([])
      expect((await client.from('articles').update({ title: 'x' }).eq('id', id).select('id')).data ?? []).toEqual([])
      expect((await client.from('articles').delete().eq('id', id).select('id')).data ?? []).toEqual([])
    }
    expect(await articleExists(id)).toBe(true)
  })

  it("a contributor autosaves only their own drafts and reads only their revisions", async () => {
    const own = await createDraft(contributor)
    const other = await createDraft(otherContributor)
    expect((await contributor.client.from('article_autosaves').insert({ article_id: own, title: 'Autosaved' })).error).toBeNull()
    expect((await contributor.client.from('article_autosaves').insert({ article_id: other, title: 'x' })).error?.code).toBe('42501')
    expect(await sql('select title from public.article_autosaves where article_id = any($1)', [[own, other]])).toEqual([{ title: 'Autosaved' }])
    await otherContributor.client.from('articles').update({ title: 'Second title' }).eq('id', other)
    expect((await contributor.client.from('article_revisions').select('id').eq('article_id', other)).data).toEqual([])
    expect((await otherContributor.client.from('article_revisions').select('id').eq('article_id', other)).data).toHaveLength(1)
  })
})

describe('bylines', () => {
  it('a member without a display name signs as the site, never as their e-mail', async () => {
    const nameless = await member('editor')
    await sql('update public.authors set display_name = null where user_id = $1', [nameless.id])
    const id = await createDraft(nameless)
    const [settings] = await sql<{ site_name: string }>('select site_name from public.site_settings')
    expect((await articleRow(id)).author).toBe(settings!.site_name)
    expect((await articleRow(id)).author).not.toContain('@')
  })
})

describe('images', () => {
  const png = () => new Blob([makePng(2, 2, [1, 2, 3])], { type: 'image/png' })
  const stored = async (name: string) => (await sql('select 1 from storage.objects where bucket_id = $1 and name = $2', [BUCKET, name])).length === 1

  it('a contributor uploads and removes their own images, never an editor\'s', async () => {
    const own = `${unique('c')}/photo.png`
    expect((await contributor.client.storage.from(BUCKET).upload(own, png())).error).toBeNull()
    expect(await stored(own)).toBe(true)
    const desk = `${unique('e')}/photo.png`
    expect((await editor.client.storage.from(BUCKET).upload(desk, png())).error).toBeNull()
    await contributor.client.storage.from(BUCKET).remove([desk])
    expect(await stored(desk)).toBe(true)
    const overwrite = await contributor.client.storage.from(BUCKET).upload(desk, png(), { upsert: true })
    expect(overwrite.error).not.toBeNull()
    await contributor.client.storage.from(BUCKET).remove([own])
    expect(await stored(own)).toBe(false)
    // An editor removes anyone's.
    const theirs = `${unique('c')}/photo.png`
    await contributor.client.storage.from(BUCKET).upload(theirs, png())
    await editor.client.storage.from(BUCKET).remove([theirs, desk])
    expect(await stored(theirs)).toBe(false)
    expect(await stored(desk)).toBe(false)
  })

  it('a signed-in non-member uploads nothing', async () => {
    const name = `${unique('r')}/photo.png`
    expect((await reader.client.storage.from(BUCKET).upload(name, png())).error).not.toBeNull()
    expect(await stored(name)).toBe(false)
  })
})

describe('comments and videos', () => {
  it('a contributor moderates no comment; an editor does', async () => {
    const article = await insertArticle()
    const comment = await insertComment(article.id, 'pending')
    expect((await contributor.client.from('comments').select('id').eq('id', comment.id)).data).toEqual([])
    expect((await contributor.client.from('comments').update({ status: 'approved' }).eq('id', comment.id).select('id')).data ?? []).toEqual([])
    expect((await contributor.client.from('comments').delete().eq('id', comment.id).select('id')).data ?? []).toEqual([])
    expect(await sql('select status from public.comments where id = $1', [comment.id])).toEqual([{ status: 'pending' }])
    expect((await editor.client.from('comments').update({ status: 'approved' }).eq('id', comment.id).select('id')).data).toHaveLength(1)
    expect(await sql('select status from public.comments where id = $1', [comment.id])).toEqual([{ status: 'approved' }])
    expect((await editor.client.from('comments').delete().eq('id', comment.id).select('id')).data).toHaveLength(1)
  })

  it('a contributor manages no video; an editor does', async () => {
    const video = await insertVideo()
    const row = { title: unique('v'), url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ' }
    expect((await contributor.client.from('video_posts').insert(row)).error?.code).toBe('42501')
    expect((await contributor.client.from('video_posts').update({ title: 'x' }).eq('id', video.id).select('id')).data ?? []).toEqual([])
    expect((await contributor.client.from('video_posts').delete().eq('id', video.id).select('id')).data ?? []).toEqual([])
    expect(await sql('select 1 from public.video_posts where id = $1', [video.id])).toHaveLength(1)
    expect((await editor.client.from('video_posts').update({ title: 'Desk title' }).eq('id', video.id).select('id')).data).toHaveLength(1)
    expect((await editor.client.from('video_posts').delete().eq('id', video.id).select('id')).data).toHaveLength(1)
  })
})

describe('subscribers and newsletters', () => {
  async function addSubscriber() {
    const email = `${unique('s')}@example.com`
    return firstOf(await sql<{ id: string }>(
      `insert into public.subscribers (email, status, confirmed_at, confirm_sent_at) values ($1, 'confirmed', now(), now()) returning id`, [email]))
  }

  it('a contributor sees no subscriber; an editor sees the counts, not the addresses, and neither deletes nor erases; an administrator erases', async () => {
    const subscriber = await addSubscriber()
    expect((await contributor.client.from('subscribers').select('id').eq('id', subscriber.id)).data).toEqual([])
    expect((await contributor.client.rpc('subscriber_status_counts')).error?.code).toBe('42501')
    expect((await editor.client.from('subscribers').select('id').eq('id', subscriber.id)).data).toEqual([])
    expect((await editor.client.rpc('subscriber_status_counts')).error).toBeNull()
    expect((await admin.client.from('subscribers').select('id').eq('id', subscriber.id)).data).toHaveLength(1)
    expect((await editor.client.from('subscribers').delete().eq('id', subscriber.id).select('id')).data ?? []).toEqual([])
    expect((await editor.client.rpc('erase_subscriber', { subscriber_id: subscriber.id })).error?.code).toBe('42501')
    expect(await sql('select 1 from public.subscribers where id = $1', [subscriber.id])).toHaveLength(1)
    const erased = await admin.client.rpc('erase_subscriber', { subscriber_id: subscriber.id })
    expect(erased.error).toBeNull()
    expect(await sql('select 1 from public.subscribers where id = $1', [subscriber.id])).toHaveLength(0)
  })

  it('only an administrator exports the list (in the database); an editor reads no address either', async () => {
    const subscriber = await addSubscriber()
    const [row] = await sql<{ email: string }>('select email from public.subscribers where id = $1', [subscriber.id])
    for (const refused of [anon, reader.client, contributor.client, editor.client]) {
      const { data, error } = await refused.rpc('export_subscribers')
      expect(error?.code).toBe('42501')
      expect(data).toBeNull()
    }
    // Addresses are an administrator's (docs/security.md): the paged list answers the editor no row.
    expect((await editor.client.from('subscribers').select('email').eq('id', subscriber.id)).data).toEqual([])
    const exported = await admin.client.rpc('export_subscribers')
    expect(exported.error).toBeNull()
    const rows = exported.data as unknown as [string, string, string][]
    const mine = rows.find(([email]) => email === row?.email)
    expect(mine?.[1]).toBe('confirmed')
    expect(Number.isNaN(Date.parse(mine?.[2] ?? ''))).toBe(false)
    const [{ n } = { n: '' }] = await sql<{ n: string }>('select count(*)::text as n from public.subscribers')
    expect(rows).toHaveLength(Number(n))
  })

  it('an administrator with a verified factor exports only from an aal2 session', async () => {
    const chief = await member('admin', 'Two Factor Chief')
    await sql(`insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
               values (gen_random_uuid(), $1, 'phone', 'totp', 'verified', now(), now(), 'JBSWY3DPEHPK3PXP')`, [chief.id])
    const aal1 = firstOf(await sql<{ id: string }>(`insert into auth.sessions (user_id, aal) values ($1, 'aal1') returning id`, [chief.id]))
    const aal2 = firstOf(await sql<{ id: string }>(`insert into auth.sessions (user_id, aal) values ($1, 'aal2') returning id`, [chief.id]))
    const fromAal1 = tokenClient(await signUserToken(chief.id, { session_id: aal1.id, aal: 'aal1' }))
    const fromAal2 = tokenClient(await signUserToken(chief.id, { session_id: aal2.id, aal: 'aal2' }))
    expect((await fromAal1.rpc('export_subscribers')).error?.code).toBe('42501')
    expect((await fromAal2.rpc('export_subscribers')).error).toBeNull()
  })

  it('a contributor drafts and sends no newsletter; an editor does', async () => {
    const article = await insertArticle()
    const issue = { subject: unique('Weekly'), intro: 'Hello', article_ids: [article.id] }
    expect((await contributor.client.from('newsletter_issues').insert(issue)).error?.code).toBe('42501')
    expect((await contributor.client.rpc('can_send_newsletter')).data).toBe(false)
    const created = await editor.client.from('newsletter_issues').insert(issue).select('id').single()
    expect(created.error).toBeNull()
    const id = (created.data as { id: string }).id
    expect((await contributor.client.rpc('send_newsletter_issue', { issue_id: id })).error?.code).toBe('42501')
    expect((await contributor.client.rpc('send_newsletter_test', { issue_id: id })).error?.code).toBe('42501')
    const test = await editor.client.rpc('send_newsletter_test', { issue_id: id })
    expect(test.error).toBeNull()
    expect(await sql(`select 1 from private.mail_outbox where email = $1`, [editor.email])).toHaveLength(1)
  })
})

describe('settings and the team', () => {
  it('only an administrator changes site settings', async () => {
    const [before] = await sql<{ postal_address: string }>('select postal_address from public.site_settings')
    try {
      for (const who of [contributor, editor, reader]) {
        const { data } = await who.client.from('site_settings').update({ postal_address: 'Hijacked' }).eq('id', true).select('id')
        expect(data ?? []).toEqual([])
      }
      expect(await sql('select postal_address from public.site_settings')).toEqual([before])
      const changed = await admin.client.from('site_settings').update({ postal_address: '1 Admin Road' }).eq('id', true).select('id')
      expect(changed.data).toHaveLength(1)
    } finally {
      await sql('update public.site_settings set postal_address = $1', [before!.postal_address])
    }
  })

  it('a member reads the team and changes their own name, never their role or anyone else', async () => {
    const team = await contributor.client.from('admins').select('user_id, role')
    expect(team.data?.map((row) => row.user_id)).toEqual(expect.arrayContaining([editor.id, admin.id]))
    const rename = await contributor.client.from('authors').update({ display_name: 'Carla W. Writer' }).eq('user_id', contributor.id).select('user_id')
    expect(rename.data).toHaveLength(1)
    const renameOther = await contributor.client.from('authors').update({ display_name: 'Carla W. Writer 2' }).eq('user_id', editor.id).select('user_id')
    expect(renameOther.data ?? []).toEqual([])
    // Their own membership row is not theirs to write: the update reaches no row.
    const promote = await contributor.client.from('admins').update({ role: 'admin' }).eq('user_id', contributor.id).select('user_id')
    expect(promote.data ?? []).toEqual([])
    const other = await editor.client.from('admins').update({ role: 'contributor' }).eq('user_id', admin.id).select('user_id')
    expect(other.data ?? []).toEqual([])
    expect((await editor.client.from('admins').delete().eq('user_id', contributor.id).select('user_id')).data ?? []).toEqual([])
    expect((await reader.client.from('admins').insert({ user_id: reader.id, role: 'admin' })).error?.code).toBe('42501')
    expect((await reader.client.from('admins').select('user_id')).data).toEqual([])
    expect(await sql('select a.role, w.display_name from public.admins a join public.authors w using (user_id) where a.user_id = $1', [contributor.id]))
      .toEqual([{ role: 'contributor', display_name: 'Carla W. Writer' }])
    expect(await sql('select role from public.admins where user_id = $1', [admin.id])).toEqual([{ role: 'admin' }])
  })

  it('an administrator adds, changes and removes members, and the change applies at once', async () => {
    const newcomer = await member(null)
    expect((await admin.client.from('admins').insert({ user_id: newcomer.id, role: 'contributor' })).error).toBeNull()
    expect((await newcomer.client.from('articles').insert(draft({ status: 'published' }))).error?.code).toBe('42501')
    expect((await admin.client.from('admins').update({ role: 'editor' }).eq('user_id', newcomer.id).select('user_id')).data).toHaveLength(1)
    expect((await newcomer.client.from('articles').insert(draft({ status: 'published' }))).error).toBeNull()
    expect((await admin.client.from('admins').delete().eq('user_id', newcomer.id).select('user_id')).data).toHaveLength(1)
    expect((await newcomer.client.from('articles').insert(draft())).error?.code).toBe('42501')
  })
})

describe('lists at 100,000 articles', () => {
  it("a contributor's list and an editor's \"Needs review\" read by key through their indexes", async () => {
    await inRolledBackTransaction(async (client) => {
      await client.query(
        `insert into public.articles (slug, title, excerpt, author, category, status, publish_date)
         select 'zqroles-' || g, 'Roles ' || g, 'Excerpt', 'Plan Test', 'sports',
                case when g % 100 = 0 then 'draft' else 'published' end, now() - interval '3 years' * random()
           from generate_series(1, 100000) g`,
      )
      // Forty of the contributor's own, ten of them submitted; two hundred others submitted.
      await client.query(
        `update public.articles set author_id = $1, review_requested_at = case when slug like '%0' then now() end
          where slug in (select 'zqroles-' || (g * 100) from generate_series(1, 40) g)`, [contributor.id])
      await client.query(`update public.articles set review_requested_at = now() where status = 'draft' and author_id is null and slug like 'zqroles-%' and random() < 0.2`)
      await client.query('analyze public.articles')
      const session = firstOf((await client.query<{ id: string }>('insert into auth.sessions (user_id) values ($1) returning id', [contributor.id])).rows)
      const explain = async (userId: string, sessionId: string, query: string, params: unknown[]) => {
        await client.query('savepoint plan')
        await client.query(`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`,
          [JSON.stringify({ role: 'authenticated', sub: userId, session_id: sessionId })])
        const { rows } = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time': number }] }>(`explain (analyze, format json) ${query}`, params)
        await client.query('rollback to savepoint plan')
        const [result] = firstOf(rows)['QUERY PLAN']
        const flatten = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(flatten)]
        return { nodes: flatten(result.Plan), ms: result['Execution Time'] }
      }
      const mine = await explain(contributor.id, session.id,
        `select id from public.articles where author_id = $1 order by publish_date desc, id desc limit 21`, [contributor.id])
      expect(mine.nodes.map((node) => node['Index Name'])).toContain('articles_author_id_any_publish_date_id_idx')
      expect(mine.ms).toBeLessThan(50)

      const editorSession = firstOf((await client.query<{ id: string }>('insert into auth.sessions (user_id) values ($1) returning id', [editor.id])).rows)
      const review = await explain(editor.id, editorSession.id,
        `select id from public.articles where status = 'draft' and review_requested_at is not null order by publish_date desc, id desc limit 21`, [])
      expect(review.nodes.map((node) => node['Index Name'])).toContain('articles_review_requested_idx')
      expect(review.nodes.every((node) => node['Node Type'] !== 'Seq Scan')).toBe(true)
      expect(review.ms).toBeLessThan(50)
    }, { reanalyze: ['public.articles'] })
  }, 180_000)
})

describe('the seed and admin:create', () => {
  it('the local seed adds an editor and a contributor beside the demo administrator, who sign in', async () => {
    const rows = await sql<{ email: string; role: string; display_name: string }>(
      `select u.email, a.role, w.display_name from public.admins a join auth.users u on u.id = a.user_id
         join public.authors w on w.user_id = a.user_id
        where u.email in ('editor@example.com', 'contributor@example.com') order by u.email`)
    expect(rows).toEqual([
      { email: 'contributor@example.com', role: 'contributor', display_name: 'Carl Contributor' },
      { email: 'editor@example.com', role: 'editor', display_name: 'Elena Editor' },
    ])
    const seeded = await userClient('contributor@example.com', 'contributor-password')
    expect((await seeded.rpc('staff_role')).data).toBe('contributor')
  })

  it("admin:create's user function gives the role asked, and keeps an existing byline", async () => {
    const email = `${unique('cli')}@example.com`
    const pool = new pg.Pool({ connectionString: inject('databaseUrl'), max: 1 })
    try {
      const { id } = await createAdminUser(pool, email, PASSWORD, 'contributor')
      const kept = `Kept Name ${unique('k')}`
      await sql('update public.authors set display_name = $2 where user_id = $1', [id, kept])
      await createAdminUser(pool, email, PASSWORD, 'editor')
      expect(await sql('select a.role, w.display_name from public.admins a join public.authors w using (user_id) where a.user_id = $1', [id]))
        .toEqual([{ role: 'editor', display_name: kept }])
      await createAdminUser(pool, email, PASSWORD)
      expect(await sql('select role from public.admins where user_id = $1', [id])).toEqual([{ role: 'admin' }])
    } finally {
      await pool.end()
    }
  })
})

describe('the last administrator', () => {
  it('cannot be demoted or removed by a signed-in member, so the newsroom keeps one', async () => {
    await inRolledBackTransaction(async (client) => {
      const session = firstOf((await client.query<{ id: string }>('insert into auth.sessions (user_id) values ($1) returning id', [admin.id])).rows)
      // Every other administrator is gone, as in a newsroom of one.
      await client.query(`update public.admins set role = 'editor' where role = 'admin' and user_id <> $1`, [admin.id])
      await client.query(`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`,
        [JSON.stringify({ role: 'authenticated', sub: admin.id, session_id: session.id })])
      for (const statement of [`update public.admins set role = 'editor' where user_id = $1`, 'delete from public.admins where user_id = $1']) {
        await client.query('savepoint attempt')
        await expect(client.query(statement, [admin.id])).rejects.toMatchObject({ code: '42501', message: 'the team needs at least one administrator' })
        await client.query('rollback to savepoint attempt')
      }
    })
  })
})

describe('two-factor (aal2) for writes', () => {
  async function sessionToken(userId: string, aal: 'aal1' | 'aal2') {
    const session = firstOf(await sql<{ id: string }>('insert into auth.sessions (user_id, aal) values ($1, $2) returning id', [userId, aal]))
    return tokenClient(await signUserToken(userId, { session_id: session.id, aal }))
  }

  it('while the site requires two-factor, a member writes only from an aal2 session', async () => {
    const aal1 = await sessionToken(editor.id, 'aal1')
    const aal2 = await sessionToken(editor.id, 'aal2')
    await sql('update public.site_settings set require_two_factor = true')
    try {
      const refused = await aal1.from('articles').insert(draft())
      expect(refused.error?.code).toBe('42501')
      // Reading is not writing: the dashboard still loads.
      expect((await aal1.from('articles').select('id').limit(1)).error).toBeNull()
      expect((await aal2.from('articles').insert(draft())).error).toBeNull()
    } finally {
      await sql('update public.site_settings set require_two_factor = false')
    }
    expect((await aal1.from('articles').insert(draft())).error).toBeNull()
  })

  it('an administrator turns the requirement on and off from an aal2 session', async () => {
    const aal2 = await sessionToken(admin.id, 'aal2')
    try {
      expect((await aal2.from('site_settings').update({ require_two_factor: true }).eq('id', true).select('id')).data).toHaveLength(1)
      // The same administrator from an aal1 session changes nothing.
      expect((await admin.client.from('site_settings').update({ require_two_factor: false }).eq('id', true).select('id')).data ?? []).toEqual([])
      expect(await sql('select require_two_factor from public.site_settings')).toEqual([{ require_two_factor: true }])
      expect((await aal2.from('site_settings').update({ require_two_factor: false }).eq('id', true).select('id')).data).toHaveLength(1)
    } finally {
      await sql('update public.site_settings set require_two_factor = false')
    }
  })

  it('a member with a verified factor writes only from an aal2 session', async () => {
    const factorsExisted = firstOf(await sql<{ exists: boolean }>(`select to_regclass('auth.mfa_factors') is not null as exists`)).exists
    if (!factorsExisted) {
      // The platform this runs on may predate TOTP; hosted's table has these columns among others.
      await sql(`create table auth.mfa_factors (id uuid primary key default gen_random_uuid(), user_id uuid not null,
                   friendly_name text, factor_type text not null, status text not null,
                   created_at timestamptz not null default now(), updated_at timestamptz not null default now())`)
      // As hosted grants the migrations' role the auth tables; the check runs as that role.
      const owner = firstOf(await sql<{ owner: string }>(`select proowner::regrole::text as owner from pg_proc where proname = 'session_meets_aal'`)).owner
      await sql(`grant select on auth.mfa_factors to ${owner}`)
    }
    const factor = firstOf(await sql<{ id: string }>(
      `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at)
       values (gen_random_uuid(), $1, $2, 'totp', 'verified', now(), now()) returning id`, [editor.id, unique('f')]))
    try {
      const aal1 = await sessionToken(editor.id, 'aal1')
      const aal2 = await sessionToken(editor.id, 'aal2')
      expect((await aal1.from('articles').insert(draft())).error?.code).toBe('42501')
      expect((await aal1.from('video_posts').insert({ title: unique('v'), url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ' })).error?.code).toBe('42501')
      expect((await aal2.from('articles').insert(draft())).error).toBeNull()
      // Another member, without a factor, is not affected.
      expect((await contributor.client.from('articles').insert(draft())).error).toBeNull()
    } finally {
      await sql('delete from auth.mfa_factors where id = $1', [factor.id])
      if (!factorsExisted) await sql('drop table auth.mfa_factors')
    }
  })
})
