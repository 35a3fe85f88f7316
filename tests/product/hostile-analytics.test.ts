/**
 * The analytics API against crafted requests, through REST as PostgREST serves it: the page-view
 * collector records only what it is built to (any field crafted, oversized or out of place is
 * dropped or refused, none widens the work), nothing but the collector and the click counter is
 * reachable without a staff session, and nobody writes or reads the analytics tables directly.
 */
import { afterAll, describe, expect, inject, it } from 'vitest'
import { anonClient, closeSql, createUser, sql, unique, userClient } from '../support/clients.ts'
import { insertArticle } from '../support/fixtures.ts'

afterAll(closeSql)

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0'

/** A request as a reader's browser sends it, with anything a crafted one may add. */
async function post(path: string, body: unknown, headers: Record<string, string> = {}, method = 'POST') {
  const key = inject('anonKey')
  const response = await fetch(`${inject('supabaseUrl')}/rest/v1/${path}`, {
    method,
    headers: { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json', 'user-agent': BROWSER, ...headers },
    body: method === 'GET' ? undefined : JSON.stringify(body),
  })
  return { status: response.status, body: await response.text() }
}

const recorded = async (path: string) =>
  Number((await sql<{ n: string }>(
    `select (select count(*) from private.page_view_inbox where path = $1) + (select count(*) from private.page_views where path = $1) as n`, [path]))[0]?.n)

describe('the page-view collector against crafted requests', () => {
  it('drops an oversized or crafted referrer and campaign, and reads at most 1,000 characters of a long user agent', async () => {
    const article = await insertArticle()
    const path = `/${article.slug}`
    const answer = await post('rpc/collect_page_view', {
      path, referrer: `${'a'.repeat(10_000)}.example`, utm_source: 'x'.repeat(100_000), utm_medium: "'); drop table x; --", device: 'mobile',
    }, { 'user-agent': `${BROWSER} ${'z'.repeat(6_000)}` })
    expect(answer.status).toBe(204)
    const [row] = await sql<{ referrer: string | null; utm_source: string; utm_medium: string }>(
      `select referrer, utm_source, utm_medium from private.page_view_inbox where path = $1
       union all select referrer, utm_source, utm_medium from private.page_views where path = $1`, [path])
    expect(row).toEqual({ referrer: null, utm_source: 'x'.repeat(100), utm_medium: "'); drop table x; --" })
  })

  it('counts nothing for a path with a query, an encoded slug, a path of another site or a giant one', async () => {
    const article = await insertArticle()
    for (const path of [`/${article.slug}?x=1`, `/${article.slug}/`, `/%2F${article.slug}`, `https://evil.example/${article.slug}`, `/${'a-'.repeat(50_000)}`]) {
      expect((await post('rpc/collect_page_view', { path, device: 'desktop' })).status, path.slice(0, 80)).toBe(204)
    }
    expect(await recorded(`/${article.slug}`)).toBe(0)
  })

  it('refuses unknown fields, a missing path, GET (a read-only request) and a device that is no class', async () => {
    expect((await post('rpc/collect_page_view', { path: '/', device: 'desktop', visitor: 1 })).status).toBe(404)
    expect((await post('rpc/collect_page_view', { device: 'desktop' })).status).toBe(404)
    expect((await post('rpc/collect_page_view?path=/', null, {}, 'GET')).status).toBeGreaterThanOrEqual(400)
    expect((await post('rpc/collect_page_view', { path: '/', device: 'robot' })).status).toBe(400)
  })

  it('reaches neither the rollup job nor the analytics tables, anonymously or signed in without a staff role', async () => {
    const email = `${unique('reader')}@example.com`
    await createUser(email, 'reader-password-1', false)
    const reader = await userClient(email, 'reader-password-1')
    for (const client of [anonClient(), reader]) {
      expect((await client.rpc('analytics_tick' as never)).error?.code).toBe('PGRST202')
      expect((await client.rpc('analytics_report', { days: 7 })).error?.code).toBe('42501')
      expect((await client.rpc('newsletter_click_counts', { issue_ids: [] })).error?.code).toBe('42501')
      expect((await client.schema('private' as never).from('page_views').select('*')).error).not.toBeNull()
    }
    // A signed-in reader's subscription may name its page; nothing else of the row is theirs to write.
    expect((await reader.from('subscribers').insert({ email: `${unique('s')}@example.com`, signup_path: '/', status: 'confirmed' } as never)).error?.code).toBe('42501')
  })
})
