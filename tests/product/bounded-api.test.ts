/**
 * Crafted requests from anon and from a signed-in account that is not an administrator (issue
 * 15). They are plain PostgREST grammar, so hosted would run them too: the database must refuse
 * them or keep them to a page's cost. Readers have no table privileges and read through json
 * functions (migration 20261124000100), so nothing here depends on the local stand-in.
 */
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { closeSql, createUser, supabaseUrl, unique, userClient } from '../support/clients.ts'
import { firstOf, itemAt } from '../support/items.ts'
import { inRolledBackTransaction } from '../support/rolled-back.ts'
import { aliases, ilikeTerms, nestedEmbeds } from '../support/crafted-requests.ts'

afterAll(closeSql)

/** Each crafted request: a path under /rest/v1 and query parameters. */
const CRAFTED: { name: string; path: string; query: Record<string, string> }[] = [
  { name: 'embeds nested 24 deep', path: 'articles', query: { select: nestedEmbeds(24) } },
  { name: 'the body under 700 aliases', path: 'articles', query: { select: aliases('content', 700) } },
  { name: '345 ilike terms no index serves', path: 'articles', query: { select: 'id', or: ilikeTerms(345) } },
  { name: 'comments embedding their articles', path: 'comments', query: { select: 'id,articles(*,comments(*))' } },
  { name: 'a reader function re-selected 700 times', path: 'rpc/article_page', query: { slug: 'x', select: aliases('article', 700) } },
  { name: 'a reader function filtered 345 ways', path: 'rpc/latest_articles', query: { max_rows: '50', or: ilikeTerms(345) } },
  { name: 'a reader function asked for a million rows', path: 'rpc/latest_articles', query: { max_rows: '1000000' } },
]

/** What one page's data weighs at most: the home page's document is the largest, about 70 KB. */
const PAGE_BYTES = 100_000

let nonAdminToken: string

beforeAll(async () => {
  const email = `${unique('crafter')}@example.com`
  await createUser(email, 'not-an-admin-pw', false)
  const client = await userClient(email, 'not-an-admin-pw')
  nonAdminToken = (await client.auth.getSession()).data.session!.access_token
})

async function send(path: string, query: Record<string, string>, token: string) {
  const started = performance.now()
  const response = await fetch(`${supabaseUrl()}/rest/v1/${path}?${new URLSearchParams(query)}`, {
    headers: { apikey: inject('anonKey'), Authorization: `Bearer ${token}` },
  })
  const body = await response.text()
  return { status: response.status, body, bytes: Buffer.byteLength(body), ms: performance.now() - started }
}

const callers = [
  { name: 'anon', token: () => inject('anonKey'), deniedStatus: 401 },
  { name: 'a signed-in non-admin', token: () => nonAdminToken, deniedStatus: 403 },
]

describe.each(callers)('as $name', ({ token, deniedStatus }) => {
  it.each(CRAFTED)('$name is refused or costs no more than a page', async ({ path, query }) => {
    const reply = await send(path, query, token())
    if (reply.status >= 400) {
      expect([deniedStatus, 400]).toContain(reply.status)
    } else {
      // Allowed only where it is one page's data: nothing a table can multiply.
      expect(reply.bytes).toBeLessThan(PAGE_BYTES)
    }
    expect(reply.ms).toBeLessThan(1000)
  })

  it('reads no table directly', async () => {
    for (const table of ['articles', 'comments', 'video_posts', 'subscribers', 'admins', 'article_counts', 'comment_counts']) {
      const reply = await send(table, { select: '*', limit: '1' }, token())
      if (reply.status === 200) expect(reply.body).toBe('[]')
      else expect(JSON.parse(reply.body).code).toBe('42501')
    }
  })
})

describe('25 crafted requests at once', () => {
  type Sent = Awaited<ReturnType<typeof send>>
  /** Five readers loading the front page while `flood` runs; both answers. */
  async function readersBeside(flood: Promise<Sent>[]): Promise<{ flood: Sent[]; read: Sent[] }> {
    const readers = Array.from({ length: 5 }, () => send('rpc/home_page', {}, inject('anonKey')))
    const [flooded, read] = await Promise.all([Promise.all(flood), Promise.all(readers)])
    return { flood: flooded, read }
  }

  it('leave a reader\'s front page as fast as 25 readers of real pages would', { timeout: 60_000 }, async () => {
    const quiet = await send('rpc/home_page', {}, inject('anonKey'))
    expect(quiet.status).toBe(200)
    // The reference, on the machine as busy as it is now: 25 readers of the front page itself.
    const pages = await readersBeside(Array.from({ length: 25 }, () => send('rpc/home_page', {}, inject('anonKey'))))
    const pageMs = Math.max(...pages.read.map((reply) => reply.ms))

    const { flood, read } = await readersBeside(Array.from({ length: 25 }, (_, i) => {
      const crafted = itemAt(CRAFTED, i % CRAFTED.length)
      return send(crafted.path, crafted.query, i % 2 ? nonAdminToken : inject('anonKey'))
    }))

    for (const reply of flood) expect(reply.status === 200 ? reply.bytes : 0).toBeLessThan(PAGE_BYTES)
    for (const reply of read) {
      expect(reply.status).toBe(200)
      expect(reply.body).toBe(quiet.body)
      // Within a second, as on a quiet machine, or 3 times the reference where the machine is slower.
      expect(reply.ms).toBeLessThan(Math.max(1000, 3 * pageMs))
    }
  })
})

describe('rpc/article_page for an address that shows nothing', () => {
  /**
   * Buffers (8 kB pages) the function touches for one slug, as anon, counted by EXPLAIN around
   * the call: the work inside a function is counted on the node that calls it.
   */
  async function pagesRead(client: pg.Client, slug: string): Promise<number> {
    await client.query('set local role anon')
    try {
      const { rows } = await client.query<{ 'QUERY PLAN': [{ Plan: { 'Shared Hit Blocks': number; 'Shared Read Blocks': number } }] }>(
        'explain (analyze, buffers, format json) select public.article_page($1)',
        [slug],
      )
      const { Plan: plan } = firstOf(rows)['QUERY PLAN'][0]
      return plan['Shared Hit Blocks'] + plan['Shared Read Blocks']
    } finally {
      await client.query('reset role')
    }
  }

  it('an unknown, draft or scheduled slug reads no more than a real article at 30,000 articles', { timeout: 120_000 }, async () => {
    await inRolledBackTransaction(async (client) => {
      const marker = unique('zqbound').toLowerCase()
      await client.query(
        `insert into public.articles (slug, title, excerpt, author, category, publish_date)
         select $1 || '-' || g, 'Bound ' || g, 'Excerpt', 'Bound Test', (array['sports', 'political', 'uk-today'])[1 + g % 3],
                now() - interval '3 years' * random()
           from generate_series(1, 30000) g`,
        [marker],
      )
      await client.query(
        `insert into public.articles (slug, title, excerpt, author, category, status, publish_date) values
           ($1 || '-draft', 'Draft', 'Excerpt', 'Bound Test', 'sports', 'draft', now() - interval '1 day'),
           ($1 || '-scheduled', 'Scheduled', 'Excerpt', 'Bound Test', 'sports', 'published', now() + interval '1 day')`,
        [marker],
      )
      await client.query('analyze public.articles')
      const known = `${marker}-17`
      const nothing = [`${marker}-missing`, `${marker}-draft`, `${marker}-scheduled`, '']
      // Once each to warm the caches and the function's plans (the first call of a path reads
      // the catalog); then counted.
      for (const slug of [known, ...nothing]) await pagesRead(client, slug)
      const real = await pagesRead(client, known)
      expect(real).toBeGreaterThan(0)
      for (const slug of nothing) expect(await pagesRead(client, slug), slug).toBeLessThanOrEqual(real)
    }, { reanalyze: ['public.articles'] })
  })
})
