/**
 * The static site's build hook: every change readers see (publish, an edit while published,
 * unpublish, delete, a scheduled article coming due) ends in one POST to DEPLOY_HOOK_URL, a
 * burst in one POST, a change during the quiet time after a POST in exactly one more after it,
 * drafts in none; a failed POST is retried with backoff, never dropped; no API role reaches
 * the queue. A backend of its own, its DEPLOY_HOOK_URL pointed at a small HTTP receiver here,
 * with the minute shortened to QUIET_MS so the file runs in seconds.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { LOCAL_ANON_KEY } from '../../server/src/config.ts'
import { upsertUser } from '../../server/src/db/users.ts'
import { startScratchBackend, type ScratchBackend } from '../../scripts/scratch-backend.ts'
import type { Database } from '../../src/types/database.types.ts'
import { firstOf } from '../support/items.ts'
import { unique } from '../support/clients.ts'

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

/** The host's build hook: records every request, answers each with the next status queued (else 200). */
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

async function waitFor<T>(what: string, probe: () => Promise<T | undefined> | T | undefined, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms
  for (;;) {
    const value = await probe()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/**
 * Every POST the changes so far will cause has been made: nothing waits in the queue and no
 * delivery is open. Returns the hits then.
 */
async function settled(): Promise<Hit[]> {
  await waitFor('the queue to drain', async () => {
    const [row] = await query<{ busy: boolean }>(
      `select exists (select 1 from private.site_rebuild_requests where delivery_id is null)
           or exists (select 1 from private.site_rebuild_deliveries where state <> 'sent') as busy`)
    return row?.busy ? undefined : true
  }, 40_000)
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
  backend = await startScratchBackend('site-rebuild-', (line) => log.push(line), {
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
      `select count(*)::int as n from private.site_rebuild_requests where delivery_id is null`)
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
    const [queued] = await query<{ n: number }>(`select count(*)::int as n from private.site_rebuild_requests where $1 = any (article_ids)`, [scheduled.id])
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
    const articles = []
    for (let i = 0; i < 5; i += 1) articles.push(await publish())
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
    const b = await publish()
    await admin.from('articles').update({ excerpt: 'Changed excerpt.' }).eq('id', a.id).throwOnError()
    const sent = await settled()
    expect(sent).toHaveLength(1)
    expect(firstOf(sent).body).toMatchObject({ reason: 'several', reasons: ['publish', 'update'], article_count: 2 })
    expect([...firstOf(sent).body.article_ids].sort()).toEqual([a.id, b.id].sort())
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
      `select state, attempts, last_status, last_error from private.site_rebuild_deliveries where id = $1`, [failed.body.delivery_id])
    expect(delivery).toEqual({ state: 'sent', attempts: 3, last_status: 200, last_error: 'HTTP 500: {}' })
    expect(log.filter((line) => line.includes('[deploy-hook] build hook failed'))).toHaveLength(2)
  }, 60_000)
})

describe('least privilege', () => {
  const TABLES = ['private.site_rebuild_requests', 'private.site_rebuild_deliveries', 'private.site_rebuild_state']
  const FUNCTIONS = [
    'private.site_rebuild_claim(interval,interval)',
    'private.site_rebuild_report(bigint,boolean,integer,text,interval)',
    'private.site_rebuild_tick()',
    'private.site_rebuild_payload(bigint)',
    'private.queue_site_rebuild()',
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
    await upsertUser(backend.api.db.pool, { email, password: 'member-password' })
    const member = await signedIn(email, 'member-password')
    const [waitingBefore] = await query<{ n: number }>(`select count(*)::int as n from private.site_rebuild_requests`)

    for (const db of [client(), member, admin]) {
      const read = await db.schema('private' as 'public').from('site_rebuild_requests' as 'articles').select('*')
      expect(read.error?.code).toBe('PGRST106')
      const write = await db.schema('private' as 'public').from('site_rebuild_requests' as 'articles').insert({ title: 'x', excerpt: 'x' })
      expect(write.error?.code).toBe('PGRST106')
      const claim = await db.rpc('site_rebuild_claim' as 'home_page')
      expect(claim.error?.code).toBe('PGRST202')
    }

    // The same roles straight in SQL, as a policy or a definer function would run them.
    for (const role of ['anon', 'authenticated']) {
      for (const statement of [
        'select * from private.site_rebuild_requests',
        `insert into private.site_rebuild_requests (reason, article_ids, slugs, article_count) values ('publish', '{}', '{}', 1)`,
        'update private.site_rebuild_state set last_attempt_at = null',
        'delete from private.site_rebuild_deliveries',
        'select private.site_rebuild_claim()',
        'select private.site_rebuild_report(1, true)',
        'select private.site_rebuild_tick()',
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
    const [waitingAfter] = await query<{ n: number }>(`select count(*)::int as n from private.site_rebuild_requests`)
    expect(waitingAfter).toEqual(waitingBefore)
  })
})
