/**
 * The static site's deploy hook: every change readers see (publish, an edit while published,
 * unpublish, delete, a scheduled article coming due) ends in one POST to DEPLOY_HOOK_URL, a
 * burst in one POST, a change during the quiet time after a POST in exactly one more after it,
 * drafts in none; a failed POST is retried with backoff, never dropped; no API role reaches
 * the queue. A backend of its own, its DEPLOY_HOOK_URL pointed at a small HTTP receiver here,
 * with the minute shortened to QUIET_MS so the file runs in seconds.
 */
import { readFileSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { LOCAL_ANON_KEY, projectRoot } from '../../server/src/config.ts'
import { upsertUser } from '../../server/src/db/users.ts'
import { startScratchBackend, type ScratchBackend } from '../../scripts/dev/scratch-backend.ts'
import type { Database } from '../../src/types/database.types.ts'
import { firstOf } from '../support/items.ts'
import type { PlanNode } from '../support/query-plan.ts'
import { unique } from '../support/clients.ts'
import { waitFor } from '../support/wait-for.ts'

const QUIET_MS = 2500
const TICK_MS = 100

interface Hit {
  at: number
  method: string
  contentType: string | undefined
  body: Payload
}

interface Payload {
  reason: string
  reasons: string[]
  article_ids: string[]
  slugs: string[]
  article_count: number
  requested_at: string
  delivery_id: number
}

/** The host's deploy hook: records every request, answers each with the next status queued (else 200). */
const hits: Hit[] = []
const answers: number[] = []
const receiver = http.createServer((req, res) => {
  const chunks: Buffer[] = []
  req.on('data', (chunk: Buffer) => chunks.push(chunk))
  req.on('end', () => {
    hits.push({
      at: Date.now(),
      method: req.method ?? '',
      contentType: req.headers['content-type'],
      body: JSON.parse(Buffer.concat(chunks).toString() || 'null') as Payload,
    })
    res.statusCode = answers.shift() ?? 200
    res.end('{}')
  })
})

let backend: ScratchBackend
const log: string[] = []
let admin: SupabaseClient<Database>

const client = () =>
  createClient<Database>(backend.api.url, LOCAL_ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  })

async function signedIn(email: string, password: string): Promise<SupabaseClient<Database>> {
  const db = client()
  const { error } = await db.auth.signInWithPassword({ email, password })
  expect(error).toBeNull()
  return db
}

const query = async <T,>(text: string, params: unknown[] = []) => (await backend.api.db.pool.query(text, params)).rows as T[]

/**
 * Every POST the changes so far will cause has been made: nothing waits in the queue and no
 * delivery is open. Returns the hits then.
 */
async function settled(): Promise<Hit[]> {
  await waitFor('the queue to drain', async () => {
    const [row] = await query<{ busy: boolean }>(
      `select exists (select 1 from private.deploy_hook_requests where delivery_id is null)
           or exists (select 1 from private.deploy_hook_deliveries where state <> 'sent') as busy`)
    return row?.busy ? undefined : true
  }, { timeoutMs: 40_000 })
  return [...hits]
}

async function publish(title = `Hook ${unique()}`) {
  const { data } = await admin.from('articles')
    .insert({ title, excerpt: 'An excerpt.', category: 'sports', status: 'published' })
    .select('id,slug')
    .single()
    .throwOnError()
  return data
}

async function draft() {
  const { data } = await admin.from('articles')
    .insert({ title: `Draft ${unique()}`, excerpt: 'An excerpt.', category: 'sports', status: 'draft' })
    .select('id,slug')
    .single()
    .throwOnError()
  return data
}

beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  const hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/build_hooks/abc123`
  backend = await startScratchBackend('deploy-hook-', (line) => log.push(line), {
    env: {
      DEPLOY_HOOK_URL: hookUrl,
      DEPLOY_HOOK_INTERVAL_MS: String(TICK_MS),
      DEPLOY_HOOK_QUIET_MS: String(QUIET_MS),
      MAIL_SEND_INTERVAL_MS: '0',
    },
  })
  admin = await signedIn(backend.config.adminEmail, backend.config.adminPassword)
  // The seed's articles asked for the first build of the new database; let it go out.
  await settled()
}, 120_000)

afterAll(async () => {
  await backend?.stop()
  await new Promise((resolve) => receiver.close(resolve))
})

beforeEach(() => {
  hits.length = 0
  answers.length = 0
})

describe('one POST per change readers see', () => {
  it('publishing an article sends one POST naming it', async () => {
    const before = Date.now()
    const article = await publish()
    const sent = await settled()
    expect(sent).toHaveLength(1)
    const hit = firstOf(sent)
    expect(hit.method).toBe('POST')
    expect(hit.contentType).toBe('application/json')
    expect(hit.body).toEqual({
      reason: 'publish',
      reasons: ['publish'],
      article_ids: [article.id],
      slugs: [article.slug],
      article_count: 1,
      requested_at: expect.any(String),
      delivery_id: expect.any(Number),
    })
    // Within the quiet time and a few ticks of the change, not before the quiet time.
    const requestedAt = Date.parse(hit.body.requested_at)
    expect(requestedAt).toBeGreaterThanOrEqual(before - 1000)
    expect(hit.at - requestedAt).toBeGreaterThanOrEqual(QUIET_MS - 200)
  })

  it('editing a published article sends one POST with reason update; saving it unchanged sends none', async () => {
    const article = await publish()
    await settled()
    hits.length = 0

    await admin.from('articles').update({ title: 'Hook edited headline' }).eq('id', article.id).throwOnError()
    let sent = await settled()
    expect(sent.map((h) => [h.body.reason, h.body.article_ids, h.body.slugs])).toEqual([['update', [article.id], [article.slug]]])
    hits.length = 0

    // The dashboard saves every field; nothing readers see changed, so nothing is built.
    const { data: row } = await admin.from('articles').select('title,excerpt,content,category').eq('id', article.id).single().throwOnError()
    await admin.from('articles').update(row).eq('id', article.id).throwOnError()
    const marker = await publish()
    sent = await settled()
    expect(sent.map((h) => h.body.article_ids)).toEqual([[marker.id]])
  })

  it('unpublishing and deleting a published article each send one POST', async () => {
    const gone = await publish()
    const hidden = await publish()
    await settled()
    hits.length = 0

    await admin.from('articles').update({ status: 'draft' }).eq('id', hidden.id).throwOnError()
    let sent = await settled()
    expect(sent.map((h) => [h.body.reason, h.body.article_ids])).toEqual([['unpublish', [hidden.id]]])
    hits.length = 0

    await admin.from('articles').delete().eq('id', gone.id).throwOnError()
    sent = await settled()
    expect(sent.map((h) => [h.body.reason, h.body.article_ids, h.body.slugs])).toEqual([['delete', [gone.id], [gone.slug]]])
  })

  it('drafts, their edits and deleting them send nothing', async () => {
    const d = await draft()
    await admin.from('articles').update({ title: 'Draft edited', content: '<p>More</p>' }).eq('id', d.id).throwOnError()
    await admin.from('articles').update({ excerpt: 'Another excerpt.' }).eq('id', d.id).throwOnError()
    await admin.from('articles').delete().eq('id', d.id).throwOnError()
    const [waiting] = await query<{ n: number }>(
      `select count(*)::int as n from private.deploy_hook_requests where delivery_id is null`)
    expect(waiting?.n).toBe(0)
    // A published change after them: its POST names it alone.
    const marker = await publish()
    const sent = await settled()
    expect(sent.map((h) => [h.body.reason, h.body.article_ids])).toEqual([['publish', [marker.id]]])
  })

  it('a scheduled article sends nothing when saved and one POST with reason scheduled when it comes due', async () => {
    const dueAt = new Date(Date.now() + 3000).toISOString()
    const { data: scheduled } = await admin.from('articles')
      .insert({ title: `Scheduled ${unique()}`, excerpt: 'Later.', category: 'sports', status: 'published', publish_date: dueAt })
      .select('id,slug,publish_date')
      .single()
      .throwOnError()
    // Editing it before it is due changes nothing readers see either.
    await admin.from('articles').update({ title: 'Scheduled, edited' }).eq('id', scheduled.id).throwOnError()
    const [queued] = await query<{ n: number }>(`select count(*)::int as n from private.deploy_hook_requests where $1 = any (article_ids)`, [scheduled.id])
    expect(queued?.n).toBe(0)

    const hit = await waitFor('the POST for the scheduled article', () => hits.find((h) => h.body.article_ids.includes(scheduled.id)))
    expect(hit.body).toMatchObject({ reason: 'scheduled', reasons: ['scheduled'], article_ids: [scheduled.id], slugs: [scheduled.slug], article_count: 1 })
    expect(Date.parse(hit.body.requested_at)).toBe(Date.parse(scheduled.publish_date))
    expect(hit.at).toBeGreaterThanOrEqual(Date.parse(dueAt))
    expect(await settled()).toHaveLength(1)
  })
})

describe('at most one POST per quiet time', () => {
  it('a burst of 5 publishes sends one POST naming all five', async () => {
    // Past the quiet time after the last POST: only the wait for more changes can make one POST.
    await settled()
    await waitFor('the quiet time after the last POST', async () => {
      const [row] = await query<{ quiet: boolean }>(
        `select coalesce(last_attempt_at < now() - make_interval(secs => $1), true) as quiet from private.deploy_hook_state`, [QUIET_MS / 1000])
      return row?.quiet ? true : undefined
    })
    // Five statements of their own, sent together so that a busy machine cannot spread them
    // over more than the shortened minute.
    const articles = await Promise.all([1, 2, 3, 4, 5].map(() => publish()))
    const sent = await settled()
    expect(sent).toHaveLength(1)
    const body = firstOf(sent).body
    expect(body.reason).toBe('publish')
    expect(body.article_count).toBe(5)
    expect([...body.article_ids].sort()).toEqual(articles.map((a) => a.id).sort())
  })

  it('a change during the quiet time after a POST sends exactly one more POST, after that time', async () => {
    const first = await publish()
    const firstHit = await waitFor('the first POST', () => hits.find((h) => h.body.article_ids.includes(first.id)))
    const second = await publish()
    const third = await publish()
    const sent = await settled()
    expect(sent).toHaveLength(2)
    const later = sent[1]!
    expect([...later.body.article_ids].sort()).toEqual([second.id, third.id].sort())
    expect(later.at - firstHit.at).toBeGreaterThanOrEqual(QUIET_MS - 200)
  })

  it('changes from many statements and reasons at once are one POST with reason several', async () => {
    const a = await publish()
    await settled()
    hits.length = 0
    const [b] = await Promise.all([publish(), admin.from('articles').update({ excerpt: 'Changed excerpt.' }).eq('id', a.id).throwOnError()])
    const sent = await settled()
    expect(sent).toHaveLength(1)
    expect(firstOf(sent).body).toMatchObject({ reason: 'several', reasons: ['publish', 'update'], article_count: 2 })
    expect([...firstOf(sent).body.article_ids].sort()).toEqual([a.id, b.id].sort())
  })
})

/** A comment on `articleId`, written straight in SQL (as an import or a moderator's fix would be). */
async function comment(articleId: string, status: 'pending' | 'approved' | 'rejected') {
  const [row] = await query<{ id: string }>(
    `insert into public.comments (article_id, author_name, content, status) values ($1, 'Reader', $2, $3) returning id`,
    [articleId, `A comment ${unique()}`, status])
  return row!.id
}

const waiting = async () =>
  (await query<{ reason: string; article_ids: string[] }>(
    `select reason, article_ids from private.deploy_hook_requests where delivery_id is null order by id`))

describe('comments on a published article page', () => {
  it('approving a comment sends one POST with reason comment naming its article', async () => {
    const article = await publish()
    await settled()
    hits.length = 0
    // A reader's comment through the API: pending, so nothing readers see has changed yet.
    // (The browser names its comment, as the app does: readers cannot read pending rows back.)
    const id = crypto.randomUUID()
    const { error } = await client().from('comments').insert({ id, article_id: article.id, author_name: 'Reader', content: 'First!' })
    expect(error).toBeNull()
    expect(await waiting()).toEqual([])

    await admin.from('comments').update({ status: 'approved' }).eq('id', id).throwOnError()
    const sent = await settled()
    expect(sent).toHaveLength(1)
    expect(firstOf(sent).body).toEqual({
      reason: 'comment',
      reasons: ['comment'],
      article_ids: [article.id],
      slugs: [article.slug],
      article_count: 1,
      requested_at: expect.any(String),
      delivery_id: expect.any(Number),
    })
  })

  it('a pending comment, and rejecting or deleting a pending one, queue nothing', async () => {
    const article = await publish()
    await settled()
    hits.length = 0

    const { error } = await client().from('comments').insert({ article_id: article.id, author_name: 'Reader', content: 'Pending here.' })
    expect(error).toBeNull()
    const id = await comment(article.id, 'pending')
    await admin.from('comments').update({ status: 'rejected' }).eq('id', id).throwOnError()
    await admin.from('comments').delete().eq('id', id).throwOnError()
    expect(await waiting()).toEqual([])
    // A published change after them: its POST names it alone.
    const marker = await publish()
    const sent = await settled()
    expect(sent.map((h) => [h.body.reason, h.body.article_ids])).toEqual([['publish', [marker.id]]])
  })

  it('rejecting an approved comment sends one POST; deleting an approved one another', async () => {
    const article = await publish()
    const rejected = await comment(article.id, 'approved')
    const deleted = await comment(article.id, 'approved')
    await settled()
    hits.length = 0

    await admin.from('comments').update({ status: 'rejected' }).eq('id', rejected).throwOnError()
    let sent = await settled()
    expect(sent.map((h) => [h.body.reason, h.body.article_ids, h.body.slugs, h.body.article_count]))
      .toEqual([['comment', [article.id], [article.slug], 1]])
    hits.length = 0

    await admin.from('comments').delete().eq('id', deleted).throwOnError()
    sent = await settled()
    expect(sent.map((h) => [h.body.reason, h.body.article_ids])).toEqual([['comment', [article.id]]])
  })

  it('one statement moderating comments on two articles is one request naming both', async () => {
    const [a, b] = [await publish(), await publish()]
    const ids = [await comment(a.id, 'pending'), await comment(a.id, 'pending'), await comment(b.id, 'pending')]
    await settled()
    hits.length = 0

    await admin.from('comments').update({ status: 'approved' }).in('id', ids).throwOnError()
    expect((await waiting()).map((r) => [r.reason, [...r.article_ids].sort()])).toEqual([['comment', [a.id, b.id].sort()]])
    const sent = await settled()
    expect(sent).toHaveLength(1)
    expect(firstOf(sent).body).toMatchObject({ reason: 'comment', article_count: 2 })
  })

  it('comments on a draft, and those removed with their deleted article, ask for no comment build', async () => {
    const d = await draft()
    const onDraft = await comment(d.id, 'pending')
    await admin.from('comments').update({ status: 'approved' }).eq('id', onDraft).throwOnError()
    expect(await waiting()).toEqual([])

    const article = await publish()
    await comment(article.id, 'approved')
    await settled()
    hits.length = 0
    await admin.from('articles').delete().eq('id', article.id).throwOnError()
    const sent = await settled()
    expect(sent.map((h) => [h.body.reasons, h.body.article_ids])).toEqual([[['delete'], [article.id]]])
  })

  it('a signed-in reader who is not staff cannot approve a comment, and so queues nothing', async () => {
    const article = await publish()
    const id = await comment(article.id, 'pending')
    await settled()
    const email = `${unique('reader')}@example.com`
    await upsertUser(backend.api.db.pool, { email, password: 'reader-password', admin: false })
    const reader = await signedIn(email, 'reader-password')

    const { data } = await reader.from('comments').update({ status: 'approved' }).eq('id', id).select('id')
    expect(data ?? []).toEqual([])
    const [row] = await query<{ status: string }>(`select status from public.comments where id = $1`, [id])
    expect(row?.status).toBe('pending')
    expect(await waiting()).toEqual([])
  })
})

describe('a failed POST', () => {
  it('is logged and retried with growing waits, carrying the changes made meanwhile, until the host accepts it', async () => {
    answers.push(503, 500)
    const first = await publish()
    const failed = await waitFor('the first attempt', () => hits[0])
    // Changed while the hook is failing: the retry carries it, no extra POST.
    const second = await publish()
    const sent = await settled()
    expect(sent).toHaveLength(3)
    expect(new Set(sent.map((h) => h.body.delivery_id)).size).toBe(1)
    expect(failed.body.article_ids).toEqual([first.id])
    expect([...sent[2]!.body.article_ids].sort()).toEqual([first.id, second.id].sort())
    // Waits of QUIET_MS, then twice that.
    expect(sent[1]!.at - sent[0]!.at).toBeGreaterThanOrEqual(QUIET_MS - 200)
    expect(sent[2]!.at - sent[1]!.at).toBeGreaterThanOrEqual(2 * QUIET_MS - 200)

    const [delivery] = await query<{ state: string; attempts: number; last_status: number; last_error: string }>(
      `select state, attempts, last_status, last_error from private.deploy_hook_deliveries where id = $1`, [failed.body.delivery_id])
    expect(delivery).toEqual({ state: 'sent', attempts: 3, last_status: 200, last_error: 'HTTP 500: {}' })
    expect(log.filter((line) => line.includes('[deploy-hook] deploy hook failed'))).toHaveLength(2)
  }, 60_000)
})

describe('least privilege', () => {
  const TABLES = ['private.deploy_hook_requests', 'private.deploy_hook_deliveries', 'private.deploy_hook_state']
  const FUNCTIONS = [
    'private.deploy_hook_claim(interval,interval)',
    'private.deploy_hook_report(bigint,boolean,integer,text,interval)',
    'private.deploy_hook_tick()',
    'private.deploy_hook_payload(bigint)',
    'private.queue_deploy_hook()',
    'private.queue_deploy_hook_for_comments()',
  ]

  it('no API role holds any privilege on the queue or its functions', async () => {
    const rows = await query<{ role: string; object: string }>(
      `select r.role, t.object
         from unnest(array['anon', 'authenticated', 'service_role']) r (role)
        cross join unnest($1::text[]) t (object)
        where has_table_privilege(r.role, t.object, 'SELECT,INSERT,UPDATE,DELETE,TRUNCATE,REFERENCES,TRIGGER')
       union all
       select r.role, f.object
         from unnest(array['anon', 'authenticated', 'service_role']) r (role)
        cross join unnest($2::text[]) f (object)
        where has_function_privilege(r.role, f.object, 'EXECUTE')`,
      [TABLES, FUNCTIONS])
    expect(rows).toEqual([])
  })

  it('anon and a signed-in user are refused reading, writing and draining the queue', async () => {
    const email = `${unique('member')}@example.com`
    await upsertUser(backend.api.db.pool, { email, password: 'member-password', admin: false })
    const member = await signedIn(email, 'member-password')
    const [waitingBefore] = await query<{ n: number }>(`select count(*)::int as n from private.deploy_hook_requests`)

    for (const db of [client(), member, admin]) {
      const read = await db.schema('private' as 'public').from('deploy_hook_requests' as 'articles').select('*')
      expect(read.error?.code).toBe('PGRST106')
      const write = await db.schema('private' as 'public').from('deploy_hook_requests' as 'articles').insert({ title: 'x', excerpt: 'x' })
      expect(write.error?.code).toBe('PGRST106')
      const claim = await db.rpc('deploy_hook_claim' as 'home_page')
      expect(claim.error?.code).toBe('PGRST202')
    }

    // The same roles straight in SQL, as a policy or a definer function would run them.
    for (const role of ['anon', 'authenticated']) {
      for (const statement of [
        'select * from private.deploy_hook_requests',
        `insert into private.deploy_hook_requests (reason, article_ids, slugs, article_count) values ('publish', '{}', '{}', 1)`,
        'update private.deploy_hook_state set last_attempt_at = null',
        'delete from private.deploy_hook_deliveries',
        'select private.deploy_hook_claim()',
        'select private.deploy_hook_report(1, true)',
        'select private.deploy_hook_tick()',
        'select private.queue_deploy_hook_for_comments()',
      ]) {
        const db = await backend.api.db.pool.connect()
        try {
          await db.query('begin')
          await db.query(`set local role ${role}`)
          await expect(db.query(statement), `${role}: ${statement}`).rejects.toThrow(/permission denied/)
        } finally {
          await db.query('rollback')
          db.release()
        }
      }
    }
    const [waitingAfter] = await query<{ n: number }>(`select count(*)::int as n from private.deploy_hook_requests`)
    expect(waitingAfter).toEqual(waitingBefore)
  })
})

/** `work` on a connection of this file's backend, in a transaction always rolled back. */
async function rolledBack(work: (db: pg.Client) => Promise<void>): Promise<void> {
  // A connection of its own: the backend's pool cuts queries off at its request time limit.
  const db = new pg.Client({ connectionString: backend.api.databaseUrl })
  await db.connect()
  try {
    await db.query('begin')
    await work(db)
  } finally {
    await db.query('rollback').catch(() => undefined)
    await db.end()
  }
}

describe('at 100,000 articles', () => {
  it('finds the scheduled articles that came due by key and claims in milliseconds', { timeout: 240_000 }, async () => {
    await rolledBack(async (db) => {
      await db.query(`set local statement_timeout = 0`)
      // One in 300 scheduled within the next 30 days, the rest published over three years; 40
      // came due in the last minute, last written long before as a scheduled article is (inside
      // one transaction they are live when inserted too, so the insert's request names them).
      await db.query(
        `insert into public.articles (slug, title, excerpt, author, category, status, publish_date, updated_at)
         select 'zqhook-' || g, 'Hook plan ' || g, 'Excerpt', 'Plan Test', 'sports', 'published',
                case when g <= 40 then now() - interval '1 second' * g
                     when g % 300 = 1 then now() + interval '30 days' * random()
                     else now() - interval '1 day' - interval '3 years' * random() end,
                now() - interval '3 years'
           from generate_series(1, 100000) g`)
      await db.query('analyze public.articles')
      await db.query(`update private.deploy_hook_state set due_checked_until = now() - interval '1 minute'`)

      const { rows } = await db.query<{ 'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time': number }] }>(
        `explain (analyze, format json)
         select a.id from public.articles a
          where a.publish_date > now() - interval '11 minutes' and a.publish_date <= now()
            and a.status = 'published' and a.publish_date > a.updated_at`)
      const plan = firstOf(rows)['QUERY PLAN'][0]
      const flatten = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(flatten)]
      const nodes = flatten(plan.Plan)
      expect(nodes.map((n) => n['Node Type'])).not.toContain('Seq Scan')
      expect(nodes.some((n) => n['Index Name']?.startsWith('articles_publish_date'))).toBe(true)

      const started = performance.now()
      await db.query(`select private.deploy_hook_claim()`)
      const claimMs = performance.now() - started
      const [due] = (await db.query<{ n: number }>(
        `select count(*)::int as n from private.deploy_hook_requests where reason = 'scheduled' and slugs[1] like 'zqhook-%'`)).rows
      expect(due?.n).toBe(40)
      // The bulk insert is one request, not 100,000.
      const [bulk] = (await db.query<{ n: number; article_count: number }>(
        `select count(*)::int as n, max(article_count) as article_count from private.deploy_hook_requests
          where reason = 'publish' and slugs[1] like 'zqhook-%'`)).rows
      expect(bulk).toEqual({ n: 1, article_count: 100000 - 333 })
      console.log(`deploy_hook_claim at 100,000 articles: ${claimMs.toFixed(1)} ms; due scan ${plan['Execution Time'].toFixed(2)} ms`)
      expect(claimMs).toBeLessThan(1000)
    })
    await backend.api.db.pool.query('analyze public.articles')
  })
})

describe('the hosted sender (pg_net and Vault stand-ins)', () => {
  it('POSTs through net.http_post with the Vault URL, settles on the answer, and sends nothing without the secret', async () => {
    await settled()
    await rolledBack(async (db) => {
      // What the extensions provide on hosted, as far as the tick uses them.
      await db.query(`create schema vault; create table vault.decrypted_secrets (name text, decrypted_secret text)`)
      await db.query(`create schema net;
        create table net._http_response (id bigint, status_code integer, error_msg text, timed_out boolean);
        create table net.calls (id bigint generated always as identity, url text, body jsonb, headers jsonb, timeout_milliseconds integer);
        create function net.http_post(url text, body jsonb, headers jsonb, timeout_milliseconds integer) returns bigint
          language sql as 'insert into net.calls (url, body, headers, timeout_milliseconds) values (url, body, headers, timeout_milliseconds) returning id'`)
      // On hosted the migrations' role (postgres) owns the tick and may use both; here likewise.
      const owner = firstOf((await db.query<{ owner: string }>(
        `select pg_get_userbyid(proowner) as owner from pg_proc where oid = 'private.deploy_hook_tick()'::regprocedure`)).rows).owner
      await db.query(`grant usage on schema vault, net to ${owner}; grant select on vault.decrypted_secrets, net._http_response to ${owner};
                      grant select, insert on net.calls to ${owner}`)
      const article = firstOf((await db.query<{ id: string; slug: string }>(
        `insert into public.articles (title, excerpt, author, category, status) values ('Hosted hook', 'Excerpt', 'Desk', 'sports', 'published') returning id, slug`)).rows)
      // A minute ago, so the minute's wait is over inside this one transaction.
      await db.query(`update private.deploy_hook_requests set requested_at = now() - interval '2 minutes' where delivery_id is null`)
      await db.query(`update private.deploy_hook_state set last_attempt_at = now() - interval '2 minutes'`)
      const calls = async () => (await db.query<{ id: number; url: string; body: Payload; timeout_milliseconds: number }>(
        `select id, url, body, timeout_milliseconds from net.calls order by id`)).rows

      await db.query(`select private.deploy_hook_tick()`)
      expect(await calls()).toEqual([])

      await db.query(`insert into vault.decrypted_secrets values ('deploy_hook_url', 'https://api.netlify.example/build_hooks/abc')`)
      await db.query(`select private.deploy_hook_tick()`)
      const [call] = await calls()
      expect(call).toMatchObject({ url: 'https://api.netlify.example/build_hooks/abc', timeout_milliseconds: 30000 })
      expect(call?.body).toMatchObject({ reason: 'publish', article_ids: [article.id], slugs: [article.slug], article_count: 1 })
      const delivery = async () => firstOf((await db.query<{ state: string; net_request_id: number | null; last_status: number | null }>(
        `select state, net_request_id, last_status from private.deploy_hook_deliveries where id = $1`, [call?.body.delivery_id])).rows)
      expect(await delivery()).toEqual({ state: 'sending', net_request_id: call?.id, last_status: null })

      // No answer yet: the next run waits for it.
      await db.query(`select private.deploy_hook_tick()`)
      expect(await calls()).toHaveLength(1)
      await db.query(`insert into net._http_response values ($1, 200, null, false)`, [call?.id])
      await db.query(`select private.deploy_hook_tick()`)
      expect(await delivery()).toEqual({ state: 'sent', net_request_id: call?.id, last_status: 200 })
      expect(await calls()).toHaveLength(1)
    })
  })

  it('moves a Cron job scheduled under the old name to the renamed tick, which then runs', async () => {
    await settled()
    // The step of the migration that renamed the objects, run again where a Cron job exists.
    const migration = readFileSync(path.join(projectRoot, 'supabase/migrations/20261128500000_deploy_hook_names.sql'), 'utf8')
    const cronStep = /^do \$cron\$[\s\S]*?^\$cron\$;$/m.exec(migration)?.[0]
    expect(cronStep).toBeDefined()
    await rolledBack(async (db) => {
      // What pg_cron, pg_net and Vault provide on hosted, as far as the step and the tick use them.
      await db.query(`create schema vault; create table vault.decrypted_secrets (name text, decrypted_secret text)`)
      await db.query(`create schema net; create table net._http_response (id bigint, status_code integer, error_msg text, timed_out boolean)`)
      await db.query(`create schema cron; create table cron.job (jobname text primary key, schedule text, command text);
        create function cron.schedule(job_name text, schedule text, command text) returns bigint language sql as
          'insert into cron.job values (job_name, schedule, command) on conflict (jobname) do update set schedule = excluded.schedule, command = excluded.command returning 1::bigint';
        create function cron.unschedule(job_name text) returns boolean language sql as 'delete from cron.job where jobname = job_name returning true'`)
      await db.query(`insert into cron.job values ('site-rebuild', '10 seconds', 'select private.site_rebuild_tick()')`)
      const owner = firstOf((await db.query<{ owner: string }>(
        `select pg_get_userbyid(proowner) as owner from pg_proc where oid = 'private.deploy_hook_tick()'::regprocedure`)).rows).owner
      await db.query(`grant usage on schema vault, net to ${owner}; grant select on vault.decrypted_secrets, net._http_response to ${owner}`)

      await db.query(cronStep ?? '')
      const jobs = (await db.query<{ jobname: string; schedule: string; command: string }>(`select * from cron.job`)).rows
      expect(jobs).toEqual([{ jobname: 'deploy-hook', schedule: '10 seconds', command: 'select private.deploy_hook_tick()' }])
      // The job's command runs (no secret: it settles nothing and sends nothing).
      await db.query(firstOf(jobs).command)
    })
  })
})

describe('housekeeping', () => {
  it('removes deliveries sent more than 30 days ago with their requests, and never sends them again', async () => {
    await settled()
    await rolledBack(async (db) => {
      const old = firstOf((await db.query<{ id: number }>(
        `insert into private.deploy_hook_deliveries (payload, state, attempts, created_at, sent_at)
         values ('{}', 'sent', 1, now() - interval '31 days', now() - interval '31 days') returning id`)).rows)
      await db.query(
        `insert into private.deploy_hook_requests (reason, article_ids, slugs, article_count, requested_at, delivery_id)
         values ('publish', '{}', '{old}', 1, now() - interval '31 days', $1)`, [old.id])
      const recent = firstOf((await db.query<{ id: number }>(
        `insert into private.deploy_hook_deliveries (payload, state, attempts, created_at, sent_at)
         values ('{}', 'sent', 1, now() - interval '29 days', now() - interval '29 days') returning id`)).rows)

      expect((await db.query(`select private.deploy_hook_claim()`)).rows).toEqual([{ deploy_hook_claim: null }])
      const left = (await db.query<{ id: number }>(
        `select id from private.deploy_hook_deliveries where id = any ($1::bigint[])`, [[old.id, recent.id]])).rows
      expect(left.map((r) => Number(r.id))).toEqual([Number(recent.id)])
      const requests = (await db.query(`select 1 from private.deploy_hook_requests where 'old' = any (slugs)`)).rows
      expect(requests).toEqual([])
    })
  })
})
