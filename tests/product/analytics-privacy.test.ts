/**
 * Nothing that identifies a reader is stored. A backend of its own, behind a trusted proxy (as
 * hosted is behind Cloudflare), so each request can come from an address of its own: readers
 * view pages, comment, subscribe, with addresses and user agents made for this test; its
 * clock rolls the views up (the local stand-in for Supabase Cron, shortened here); then every
 * table of every schema is searched for those addresses and user agents, and none holds one. No
 * answer sets a cookie.
 */
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOCAL_ANON_KEY } from '../../server/src/config.ts'
import { startScratchBackend, type ScratchBackend } from '../../scripts/dev/scratch-backend.ts'
import { firstOf } from '../support/items.ts'
import { waitFor } from '../support/wait-for.ts'

let backend: ScratchBackend
let pool: pg.Pool

beforeAll(async () => {
  backend = await startScratchBackend('analytics-privacy-', () => undefined, {
    env: { TRUSTED_PROXIES: '127.0.0.1', ANALYTICS_INTERVAL_MS: '200', MAIL_SEND_INTERVAL_MS: '0' },
  })
  pool = new pg.Pool({ connectionString: backend.api.databaseUrl, max: 2 })
})

afterAll(async () => {
  await pool?.end()
  await backend?.stop()
})

const marker = Math.random().toString(36).slice(2, 10)
const readers = Array.from({ length: 12 }, (_, i) => ({
  address: i % 3 === 2 ? `2001:db8:${(0x1000 + i).toString(16)}:7::${i + 1}` : `198.51.100.${10 + i}`,
  agent: `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Probe${marker}R${i}`,
}))

async function api(path: string, reader: (typeof readers)[number], body: unknown, extra: Record<string, string> = {}) {
  const response = await fetch(`${backend.api.url}/rest/v1/${path}`, {
    method: 'POST',
    headers: {
      apikey: LOCAL_ANON_KEY, authorization: `Bearer ${LOCAL_ANON_KEY}`, 'content-type': 'application/json',
      'x-forwarded-for': reader.address, 'user-agent': reader.agent, origin: 'https://news.example', ...extra,
    },
    body: JSON.stringify(body),
  })
  await response.arrayBuffer()
  return response
}

const query = async <T extends pg.QueryResultRow>(text: string, params: unknown[] = []) => (await pool.query<T>(text, params)).rows

describe('what analytics keeps of a reader', () => {
  it('stores no client address and no user agent in any table, and sets no cookie', async () => {
    const article = firstOf(await query<{ id: string; slug: string }>(
      `select id, slug from public.articles where status = 'published' and publish_date <= now() order by publish_date desc limit 1`))
    const answers: Response[] = []
    for (const [i, reader] of readers.entries()) {
      answers.push(await api('rpc/collect_page_view', reader, { path: `/${article.slug}`, referrer: 'example.com', device: 'desktop', utm_source: 'probe' }))
      answers.push(await api('rpc/collect_page_view', reader, { path: '/' }))
      if (i % 4 === 0) answers.push(await api('comments', reader, { article_id: article.id, author_name: 'Probe', content: `Probe ${marker} ${i}` }))
      if (i % 4 === 1) answers.push(await api('subscribers', reader, { email: `probe-${marker}-${i}@example.com`, signup_path: '/' }))
    }
    expect(answers.map((answer) => answer.status)).toEqual(answers.map((answer) => (answer.url.includes('collect') ? 204 : 201)))
    for (const answer of answers) expect(answer.headers.get('set-cookie'), answer.url).toBeNull()

    // The backend's own clock moves the views out of the inbox and rolls them up.
    let pending = Infinity
    await waitFor(() => `the page view inbox emptied (${pending} left)`, async () => {
      pending = firstOf(await query<{ n: number }>('select count(*)::int as n from private.page_view_inbox')).n
      return pending === 0
    })
    const site = firstOf(await query<{ views: string; visitors: string }>(
      `select views::text, visitors::text from private.analytics_daily where dimension = 'site' and day = private.analytics_day(now())`))
    expect(site).toEqual({ views: String(readers.length * 2), visitors: String(readers.length) })

    const needles = [
      ...readers.map((reader) => reader.address),
      // What the database derives from an IPv6 address to key limits on: its /64.
      ...(await query<{ net: string }>('select private.client_address(a) as net from unnest($1::text[]) a', [readers.map((reader) => reader.address)]))
        .map((row) => row.net),
      ...readers.map((reader) => reader.agent),
      `Probe${marker}`,
    ]
    const tables = await query<{ name: string }>(
      `select format('%I.%I', n.nspname, c.relname) as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
        order by 1`)
    expect(tables.map((table) => table.name)).toEqual(expect.arrayContaining([
      'private.page_view_inbox', 'private.page_views', 'private.analytics_daily', 'public.comments', 'public.subscribers',
    ]))
    const found: string[] = []
    for (const { name } of tables) {
      const hits = await query<{ n: number }>(
        `select count(*)::int as n from ${name} t cross join unnest($1::text[]) n (needle) where strpos(t::text, n.needle) > 0`, [needles])
      if (firstOf(hits).n > 0) found.push(name)
    }
    expect(found).toEqual([])
  })
})
