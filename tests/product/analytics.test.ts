/**
 * Cookie-free analytics in the database: what a page view records (and when it records
 * nothing), the per-address limit, the daily visitor hash and its salt, the rollup into daily
 * rows and 7/30/90-day windows, the 90-day retention of raw events, who may read the figures
 * (editors and administrators, under the two-factor session rule), sign-ups by page and
 * newsletter clicks. The per-request rules read `request.headers` as PostgREST passes them, so
 * those cases run SQL as `anon` with a gateway's headers; reads go through REST with the
 * app's fetchers.
 */
import { getPattern, isbot } from 'isbot'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  fetchAnalyticsReport, fetchArticleViewCounts, fetchArticleViewHistory,
} from '../../src/data/analytics/analytics-fetchers.ts'
import { fetchIssueClicks } from '../../src/data/newsletter-issues/newsletter-click-fetchers.ts'
import type { Database } from '../../src/types/database.ts'
import type { SupabaseClient } from '@supabase/supabase-js'
import { adminDb, anonClient, closeSql, createUser, signUserToken, sql, supabaseUrl, tokenClient, unique, userClient } from '../support/clients.ts'
import { insertArticle } from '../support/fixtures.ts'
import { closeRequestPool, inRequest, requestRows } from '../support/in-request.ts'
import { firstOf } from '../support/items.ts'
import { alternatives, botPatternGroups, postgresRegex } from '../support/postgres-regex.ts'
import { inRolledBackTransaction } from '../support/rolled-back.ts'

afterAll(async () => {
  await closeRequestPool()
  await closeSql()
})

const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'

/** A fresh client address per call, so tests never share a limit bucket. */
function randomIp(): string {
  const octet = () => 1 + Math.floor(Math.random() * 250)
  return `10.${octet()}.${octet()}.${octet()}`
}

interface View {
  path: string
  referrer?: string | null
  utm_source?: string | null
  utm_medium?: string | null
  utm_campaign?: string | null
  device?: string
}

const COLLECT = 'select public.collect_page_view($1, $2, $3, $4, $5, $6)'
const collectArgs = (view: View) =>
  [view.path, view.referrer ?? null, view.utm_source ?? null, view.utm_medium ?? null, view.utm_campaign ?? null, view.device ?? 'desktop']

/** One page view as a browser's request reaches the database; the SQLSTATE it failed with, or null. */
function collect(view: View, headers: Record<string, string> = {}) {
  return inRequest({ role: 'anon', headers: { 'user-agent': BROWSER, 'x-forwarded-for': randomIp(), ...headers } }, [[COLLECT, collectArgs(view)]])
}

const started = new Date(Date.now() - 1000)

interface Recorded {
  path: string
  article_id: string | null
  referrer: string | null
  utm_source: string | null
  utm_medium: string | null
  utm_campaign: string | null
  device: string
  visitor: string
}

/** The views of a path since this file started, whether the rollup has moved them yet or not. */
async function recorded(path: string): Promise<Recorded[]> {
  return sql<Recorded>(
    `select path, article_id, referrer, utm_source, utm_medium, utm_campaign, device, visitor::text from private.page_view_inbox
      where path = $1 and viewed_at >= $2
     union all
     select path, article_id, referrer, utm_source, utm_medium, utm_campaign, device, visitor::text from private.page_views
      where path = $1 and viewed_at >= $2`, [path, started])
}

const tick = () => sql('select private.analytics_tick()')

interface Daily { views: string; visitors: string; article_id: string | null }
async function daily(dimension: string, key: string): Promise<Daily | undefined> {
  return (await sql<Daily>(
    `select views::text, visitors::text, article_id from private.analytics_daily
      where dimension = $1 and key = $2 and day = private.analytics_day(now())`, [dimension, key]))[0]
}
async function windowViews(dimension: string, key: string): Promise<Record<string, string>> {
  const rows = await sql<{ days: number; views: string }>(
    'select days, views::text from private.analytics_windows where dimension = $1 and key = $2', [dimension, key])
  return Object.fromEntries(rows.map((row) => [String(row.days), row.views]))
}

describe('collecting a page view', () => {
  it("records a published article's view with its article, and home, a category, a text page and an author page", async () => {
    const article = await insertArticle()
    expect(await collect({ path: `/${article.slug}`, device: 'mobile' }, { 'user-agent': PHONE })).toBeNull()
    expect(await recorded(`/${article.slug}`)).toEqual([expect.objectContaining({ article_id: article.id, device: 'mobile' })])

    const author = firstOf(await sql<{ slug: string }>('select slug from public.authors where slug is not null and display_name is not null limit 1'))
    for (const path of ['/', '/category/sports', '/about', '/legal/privacy-policy', `/author/${author.slug}`]) {
      expect(await collect({ path }), path).toBeNull()
    }
  })

  it('records nothing for a path that is not a page readers can open (and answers as for any view)', async () => {
    const draft = await insertArticle({ status: 'draft' })
    const scheduled = await insertArticle({ publish_date: new Date(Date.now() + 86_400_000).toISOString() })
    const refused = [
      `/${unique('no-such-article')}`, `/${draft.slug}`, `/${scheduled.slug}`, '/admin/dashboard', '/category/no-such-category',
      '/author/no-such-author', '/newsletter/confirm', `/${scheduled.slug}?utm_source=x`, '/ABOUT', 'about', `/${'a'.repeat(250)}`,
    ]
    for (const path of refused) {
      expect(await collect({ path }), path).toBeNull()
      expect(await recorded(path), path).toEqual([])
    }
  })

  it('refuses a device class other than desktop, mobile or tablet', async () => {
    expect(await collect({ path: '/', device: 'phone' })).toBe('22023')
  })

  it('records nothing, and says nothing, under Do Not Track, Global Privacy Control, or for a bot', async () => {
    const article = await insertArticle()
    const path = `/${article.slug}`
    expect(await collect({ path }, { dnt: '1' })).toBeNull()
    expect(await collect({ path }, { 'sec-gpc': '1' })).toBeNull()
    for (const agent of ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', 'facebookexternalhit/1.1',
      'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)', 'curl/8.5.0', '']) {
      expect(await collect({ path }, { 'user-agent': agent }), agent).toBeNull()
    }
    expect(await collect({ path }, { 'user-agent': 'x' })).toBeNull()
    expect(await recorded(path)).toEqual([])
    expect(await collect({ path })).toBeNull()
    expect(await recorded(path)).toHaveLength(1)
  })

  it('keeps only the referring domain (lower case, no www.) and never the site itself; UTM values trimmed, printable, 100 characters', async () => {
    const article = await insertArticle()
    const path = `/${article.slug}`
    const origin = { origin: 'https://news.example' }
    await collect({ path, referrer: ' WWW.Example.COM ', utm_source: '  News\u0007letter ', utm_medium: 'email', utm_campaign: 'c'.repeat(300) }, origin)
    await collect({ path, referrer: 'https://t.co/abc' }, origin)
    await collect({ path, referrer: 'news.example' }, origin)
    await collect({ path, referrer: 'www.news.example', utm_source: '   ' }, origin)
    const rows = await recorded(path)
    expect(rows.map((row) => row.referrer ?? 'none').sort()).toEqual(['example.com', 'none', 'none', 'none'])
    const tagged = rows.find((row) => row.referrer === 'example.com')
    expect(tagged).toMatchObject({ utm_source: 'Newsletter', utm_medium: 'email', utm_campaign: 'c'.repeat(100) })
    expect(rows.filter((row) => row.utm_source === null)).toHaveLength(3)
  })

  it('counts one visitor a day per address, user agent and site; another address or browser is another visitor', async () => {
    const article = await insertArticle()
    const path = `/${article.slug}`
    const ip = randomIp()
    await collect({ path }, { 'x-forwarded-for': ip })
    await collect({ path }, { 'x-forwarded-for': ip })
    await collect({ path }, { 'x-forwarded-for': ip, 'user-agent': PHONE })
    await collect({ path }, { 'x-forwarded-for': randomIp() })
    const visitors = (await recorded(path)).map((row) => row.visitor)
    expect(visitors).toHaveLength(4)
    expect(new Set(visitors).size).toBe(3)
  })

  it('allows 120 views a minute per address; the 121st is refused (429) and recorded nowhere', async () => {
    const article = await insertArticle()
    const path = `/${article.slug}`
    // The address's earlier views this minute, and its next one, in one transaction: one minute.
    const fill = `insert into private.analytics_client_minutes (client_key, minute, views) values (private.client_key(), date_trunc('minute', now()), $1)`
    const after = (views: number) => inRequest({ role: null, headers: { 'user-agent': BROWSER, 'x-forwarded-for': randomIp() } },
      [[fill, [views]], ['set local role anon', []], [COLLECT, collectArgs({ path })]])
    expect(await after(119)).toBeNull()
    expect(await after(120)).toBe('PT429')
    expect(await recorded(path)).toHaveLength(1)
    expect(await collect({ path })).toBeNull()
  })

  it("makes a new salt on a day's first view and deletes the earlier days' salts, so the same reader is another visitor", async () => {
    const article = await insertArticle()
    await inRolledBackTransaction(async (client) => {
      const headers = JSON.stringify({ 'user-agent': BROWSER, 'x-forwarded-for': '10.9.9.9' })
      const view = async () => {
        await client.query(`select set_config('request.headers', $1, true)`, [headers])
        await client.query('set local role anon')
        await client.query(COLLECT, collectArgs({ path: `/${article.slug}` }))
        await client.query('reset role')
        const visitors = await client.query<{ n: number }>(
          'select count(distinct visitor)::int as n from private.page_view_inbox where path = $1', [`/${article.slug}`])
        return firstOf(visitors.rows).n
      }
      expect(await view()).toBe(1)
      expect(await view()).toBe(1)
      await client.query(`delete from private.analytics_salts`)
      await client.query(`insert into private.analytics_salts (day) values (private.analytics_day(now()) - 1)`)
      expect(await view()).toBe(2)
      const salts = await client.query<{ today: boolean }>('select day = private.analytics_day(now()) as today from private.analytics_salts')
      expect(salts.rows).toEqual([{ today: true }])
    })
  })

  it("is isbot's pattern in PostgreSQL's dialect, and judges user agents as isbot does", async () => {
    const source = firstOf(await sql<{ body: string }>(`select prosrc as body from pg_proc where oid = 'private.is_bot(text)'::regprocedure`)).body
    const groups = botPatternGroups(getPattern().source)
    for (const group of [groups.anchored, groups.floating, groups.lookaround]) expect(source).toContain(`~* '${group.replaceAll("'", "''")}'`)
    // Split, not changed: the three hold isbot's alternatives, each once.
    const split = [...alternatives(groups.lookaround), ...alternatives(groups.anchored.slice(4, -1)).map((part) => `^${part}`), ...alternatives(groups.floating)]
    expect(split.sort()).toEqual(alternatives(postgresRegex(getPattern().source)).sort())
    const agents = [
      BROWSER, PHONE,
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Safari/605.1.15',
      'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
      'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'Mozilla/5.0 (iPad; CPU OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)',
      'DuckDuckBot/1.1; (+http://duckduckgo.com/duckduckbot.html)',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'Twitterbot/1.0', 'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)',
      'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)', 'WhatsApp/2.23.20.0', 'TelegramBot (like TwitterBot)',
      'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      'Mozilla/5.0 (compatible; GPTBot/1.2; +https://openai.com/gptbot)', 'python-requests/2.32.3', 'curl/8.5.0', 'Wget/1.21.4',
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
      'Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)', 'Pinterestbot/1.0', 'Applebot/0.1',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/440.0]',
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 GoogleApp/15.0',
    ]
    const verdicts = await sql<{ agent: string; bot: boolean }>(
      'select a as agent, private.is_bot(a) as bot from unnest($1::text[]) a', [agents])
    expect(Object.fromEntries(verdicts.map((row) => [row.agent, row.bot]))).toEqual(Object.fromEntries(agents.map((agent) => [agent, isbot(agent)])))
    expect(verdicts.filter((row) => row.bot).length).toBeGreaterThan(15)
    expect(verdicts.filter((row) => !row.bot).length).toBeGreaterThan(8)
  })
})

describe('the rollup', () => {
  it('moves the views into the day partition and adds them to the daily rows, the windows and the article total', async () => {
    const article = await insertArticle()
    const path = `/${article.slug}`
    const referrer = `${unique('ref')}.example`
    const campaign = unique('spring')
    const ip = randomIp()
    await collect({ path, referrer, utm_source: 'newsletter', utm_medium: 'email', utm_campaign: campaign, device: 'tablet' }, { 'x-forwarded-for': ip })
    await collect({ path, device: 'tablet' }, { 'x-forwarded-for': ip })
    await collect({ path, device: 'tablet' }, { 'x-forwarded-for': randomIp() })
    await tick()

    expect(await sql('select 1 from private.page_view_inbox where path = $1', [path])).toEqual([])
    const partitions = await sql<{ partition: string; n: number }>(
      'select tableoid::regclass::text as partition, count(*)::int as n from private.page_views where path = $1 group by 1', [path])
    const today = firstOf(await sql<{ day: string }>(`select to_char(private.analytics_day(now()), 'YYYYMMDD') as day`)).day
    expect(partitions).toEqual([{ partition: `private.page_views_${today}`, n: 3 }])

    expect(await daily('path', path)).toEqual({ views: '3', visitors: '2', article_id: article.id })
    expect(await daily('referrer', referrer)).toMatchObject({ views: '1', visitors: '1' })
    expect(await daily('campaign', JSON.stringify(['newsletter', 'email', campaign]).replaceAll(',', ', '))).toMatchObject({ views: '1', visitors: '1' })
    expect(await windowViews('path', path)).toEqual({ 7: '3', 30: '3', 90: '3' })
    expect(await windowViews('referrer', referrer)).toEqual({ 7: '1', 30: '1', 90: '1' })
    expect(firstOf(await sql<{ views: string }>('select views::text from private.analytics_article_totals where article_id = $1', [article.id])).views).toBe('3')
  })

  it('keeps the windows equal to the sums of their days', async () => {
    await collect({ path: '/' })
    await tick()
    const mismatches = await sql(
      `with expected as (
         select n.days, d.dimension, d.key, sum(d.views) as views, sum(d.visitors) as visitors
           from (values (7), (30), (90)) n (days)
           join private.analytics_daily d on d.day > private.analytics_day(now()) - n.days
          group by 1, 2, 3)
       select * from expected e full join private.analytics_windows w using (days, dimension, key)
        where e.views is distinct from w.views or e.visitors is distinct from w.visitors`)
    expect(mismatches).toEqual([])
  })

  it('takes each day out of a window once it is older than the window, however many days the job missed', async () => {
    await inRolledBackTransaction(async (client: pg.Client) => {
      await client.query('lock table private.analytics_state')
      await client.query('delete from private.analytics_daily; delete from private.analytics_windows')
      // 100 days of one view each, windows as the tick left them three days ago.
      await client.query(`insert into private.analytics_daily (dimension, day, key, views, visitors)
                          select 'site', private.analytics_day(now()) - 3 - i, '', 1, 1 from generate_series(0, 99) i`)
      await client.query(`insert into private.analytics_windows (days, dimension, key, views, visitors)
                          select n.days, 'site', '', n.days, n.days from (values (7), (30), (90)) n (days)`)
      await client.query(`update private.analytics_state set windows_day = private.analytics_day(now()) - 3`)
      await client.query('select private.analytics_tick()')
      const windows = await client.query<{ days: number; views: string }>(
        `select days, views::text from private.analytics_windows where dimension = 'site' order by days`)
      expect(windows.rows).toEqual([{ days: 7, views: '4' }, { days: 30, views: '27' }, { days: 90, views: '87' }])
    })
  })

  it("drops raw events older than 90 days, keeps today's and tomorrow's partitions ready, rotates salts and sweeps old limit minutes", async () => {
    await inRolledBackTransaction(async (client: pg.Client) => {
      const old = firstOf((await client.query<{ day: string; from: string; to: string }>(
        `select to_char(d, 'YYYYMMDD') as day, (d::timestamp at time zone 'UTC')::text as from, ((d + 1)::timestamp at time zone 'UTC')::text as to
           from (select private.analytics_day(now()) - 90 as d) x`)).rows)
      await client.query(`create table if not exists private.page_views_${old.day} partition of private.page_views for values from ('${old.from}') to ('${old.to}')`)
      await client.query(`insert into private.analytics_salts (day) values (private.analytics_day(now()) - 2) on conflict do nothing`)
      await client.query(`insert into private.analytics_client_minutes (client_key, minute) values ('\\x01', now() - interval '10 minutes')`)
      await client.query('select private.analytics_tick()')
      const partitions = await client.query<{ name: string }>(
        `select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid where i.inhparent = 'private.page_views'::regclass`)
      const names = partitions.rows.map((row) => row.name)
      expect(names).not.toContain(`page_views_${old.day}`)
      const days = await client.query<{ today: string; tomorrow: string; oldest: string }>(
        `select to_char(d, 'YYYYMMDD') as today, to_char(d + 1, 'YYYYMMDD') as tomorrow, to_char(d - 89, 'YYYYMMDD') as oldest
           from (select private.analytics_day(now()) as d) x`)
      const { today, tomorrow, oldest } = firstOf(days.rows)
      expect(names).toEqual(expect.arrayContaining([`page_views_${today}`, `page_views_${tomorrow}`]))
      expect(names.every((name) => name.slice(11) >= oldest)).toBe(true)
      expect((await client.query('select 1 from private.analytics_salts where day < private.analytics_day(now())')).rows).toEqual([])
      expect((await client.query(`select 1 from private.analytics_client_minutes where client_key = '\\x01'`)).rows).toEqual([])
    })
  })

  it('moves at most max_rows views a run and leaves the rest for the next, losing none', async () => {
    await inRolledBackTransaction(async (client: pg.Client) => {
      await client.query('lock table private.analytics_state')
      await client.query(`insert into private.page_view_inbox (path, device, visitor) select '/', 'desktop', i from generate_series(1, 5) i`)
      const first = await client.query<{ moved: { views: number } }>('select private.analytics_tick(3) as moved')
      expect(firstOf(first.rows).moved.views).toBe(3)
      expect((await client.query('select 1 from private.page_view_inbox')).rows).toHaveLength(2)
      const second = await client.query<{ moved: { views: number } }>('select private.analytics_tick(3) as moved')
      expect(firstOf(second.rows).moved.views).toBe(2)
      expect((await client.query('select 1 from private.page_view_inbox')).rows).toHaveLength(0)
    })
  })
})

type Client = SupabaseClient<Database>
const PASSWORD = 'analytics-password-1'

async function member(role: 'contributor' | 'editor' | 'admin' | null): Promise<{ id: string; client: Client }> {
  const email = `${unique(role ?? 'reader')}@example.com`
  const id = await createUser(email, PASSWORD, role !== null)
  if (role) await sql('update public.admins set role = $2 where user_id = $1', [id, role])
  return { id, client: (await userClient(email, PASSWORD)) as unknown as Client }
}

describe('reading the figures', () => {
  let admin: Client
  beforeAll(async () => {
    admin = await adminDb()
  })

  it('answers the Analytics tab in one request: days, top articles, referrers, campaigns, devices, sign-ups', async () => {
    const article = await insertArticle({ title: unique('Most read') })
    const path = `/${article.slug}`
    const referrer = `${unique('ref')}.example`
    const campaign = unique('autumn')
    for (let i = 0; i < 40; i++) {
      await collect({ path, referrer, utm_source: 'newsletter', utm_medium: 'email', utm_campaign: campaign, device: 'mobile' }, { 'user-agent': PHONE })
    }
    await tick()
    for (const days of [7, 30, 90] as const) {
      const report = await fetchAnalyticsReport(admin, days)
      expect(report.days).toHaveLength(days)
      const today = report.days.at(-1)
      expect(today?.views).toBeGreaterThanOrEqual(40)
      expect(report.articles).toContainEqual({ path, article_id: article.id, title: article.title, views: 40 })
      expect(report.referrers).toContainEqual({ domain: referrer, views: 40, visitors: 40 })
      expect(report.campaigns).toContainEqual({ source: 'newsletter', medium: 'email', campaign, views: 40, visitors: 40 })
      expect(report.devices.map((row) => row.device)).toContain('mobile')
      expect(Date.parse(report.updated_at ?? '')).toBeGreaterThan(started.getTime())
    }
  })

  it('refuses a period other than 7, 30 or 90 days', async () => {
    const { error } = await admin.rpc('analytics_report', { days: 14 })
    expect(error?.code).toBe('22023')
  })

  it("gives each article's views for the Articles list and its editor", async () => {
    const read = await insertArticle()
    const unread = await insertArticle()
    for (let i = 0; i < 3; i++) await collect({ path: `/${read.slug}` })
    await tick()
    expect(await fetchArticleViewCounts(admin, [read.id, unread.id])).toEqual({ [read.id]: 3 })
    const history = await fetchArticleViewHistory(admin, read.id)
    expect(history.total).toBe(3)
    expect(history.days).toHaveLength(30)
    expect(history.days.at(-1)?.views).toBe(3)
    expect((await admin.rpc('article_view_counts', { article_ids: Array.from({ length: 101 }, () => read.id) })).error?.code).toBe('22023')
  })

  it('lets editors and administrators read; contributors, other signed-in users and anon are refused', async () => {
    const editor = await member('editor')
    expect((await fetchAnalyticsReport(editor.client, 7)).days).toHaveLength(7)
    for (const who of [await member('contributor'), await member(null)]) {
      expect((await who.client.rpc('analytics_report', { days: 7 })).error?.code).toBe('42501')
      expect((await who.client.rpc('article_view_counts', { article_ids: [] })).error?.code).toBe('42501')
      expect((await who.client.rpc('article_view_history', { article_id: editor.id })).error?.code).toBe('42501')
      expect((await who.client.rpc('newsletter_click_counts', { issue_ids: [] })).error?.code).toBe('42501')
    }
    const anon = anonClient()
    for (const [fn, args] of [['analytics_report', { days: 7 }], ['article_view_counts', { article_ids: [] }], ['article_view_history', { article_id: editor.id }], ['newsletter_click_counts', { issue_ids: [] }]] as const) {
      expect((await anon.rpc(fn, args)).error?.code, fn).toBe('42501')
    }
  })

  it('an editor with a verified second factor reads only from an aal2 session', async () => {
    const editor = await member('editor')
    await sql(`insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
               values (gen_random_uuid(), $1, 'phone', 'totp', 'verified', now(), now(), 'JBSWY3DPEHPK3PXP')`, [editor.id])
    const aal1 = firstOf(await sql<{ id: string }>(`insert into auth.sessions (user_id, aal) values ($1, 'aal1') returning id`, [editor.id]))
    const aal2 = firstOf(await sql<{ id: string }>(`insert into auth.sessions (user_id, aal) values ($1, 'aal2') returning id`, [editor.id]))
    const fromAal1 = tokenClient(await signUserToken(editor.id, { session_id: aal1.id, aal: 'aal1' }))
    const fromAal2 = tokenClient(await signUserToken(editor.id, { session_id: aal2.id, aal: 'aal2' }))
    expect((await fromAal1.rpc('analytics_report', { days: 7 })).error?.code).toBe('42501')
    expect((await fromAal2.rpc('analytics_report', { days: 7 })).error).toBeNull()
  })
})

describe('newsletter sign-ups by page', () => {
  it("keeps a pending sign-up's page, counts it at confirmation and forgets it; a path that is no page is dropped", async () => {
    const article = await insertArticle()
    const path = `/${article.slug}`
    const email = `${unique('reader')}@example.com`
    const other = `${unique('reader')}@example.com`
    const anon = anonClient()
    expect((await anon.from('subscribers').insert({ email, signup_path: path })).error).toBeNull()
    expect((await anon.from('subscribers').insert({ email: other, signup_path: '/admin/dashboard' })).error).toBeNull()
    const pending = await sql<{ email: string; signup_path: string | null }>(
      'select email, signup_path from public.subscribers where email = any($1) order by email', [[email, other]])
    expect(Object.fromEntries(pending.map((row) => [row.email, row.signup_path]))).toEqual({ [email]: path, [other]: null })

    await sql(`update public.subscribers set status = 'confirmed', confirmed_at = now() where email = $1`, [email])
    expect(firstOf(await sql<{ signup_path: string | null }>('select signup_path from public.subscribers where email = $1', [email])).signup_path).toBeNull()
    await tick()
    expect(await daily('signup', path)).toMatchObject({ views: '1' })
    const report = await fetchAnalyticsReport(await adminDb(), 7)
    expect(report.signups).toContainEqual({ path, title: article.title, signups: 1 })
  })
})

describe('newsletter clicks', () => {
  async function issue(state: 'draft' | 'sent', slugs: string[]) {
    const articles = slugs.map((slug) => ({ slug, title: `Title ${slug}` }))
    return firstOf(await sql<{ id: string }>(
      `insert into public.newsletter_issues (subject, state, content) values ($1, $2, $3) returning id`,
      [unique('Issue'), state, state === 'sent' ? JSON.stringify(articles) : null]))
  }
  const clicks = async (issueId: string) =>
    Object.fromEntries((await sql<{ link: string; clicks: string }>(
      'select link, clicks::text from private.newsletter_clicks where issue_id = $1', [issueId])).map((row) => [row.link, row.clicks]))

  /** A click as the newsletter-click function forwards it: the reader's user agent, as anon. */
  async function click(issueId: string, link: string, agent = BROWSER): Promise<string | null> {
    const rows = await requestRows<{ click: { go: string | null } }>({ role: 'anon', headers: { 'user-agent': agent } },
      [['select public.newsletter_click($1, $2) as click', [issueId, link]]])
    return firstOf(rows).click.go
  }

  it("sends a reader on to the issue's own links only, counting each click per issue and link", async () => {
    const article = await insertArticle()
    const sent = await issue('sent', [article.slug])
    expect(await click(sent.id, `/${article.slug}`)).toBe(`/${article.slug}`)
    expect(await click(sent.id, `/${article.slug}`)).toBe(`/${article.slug}`)
    expect(await click(sent.id, '/')).toBe('/')
    expect(await click(sent.id, 'https://evil.example/')).toBeNull()
    expect(await click(sent.id, '/some-other-article')).toBeNull()
    expect(await click('00000000-0000-0000-0000-000000000000', '/')).toBeNull()
    // Through the API too: anyone may follow a link.
    expect((await anonClient().rpc('newsletter_click', { issue_id: sent.id, link: '/' })).error).toBeNull()
    // Node's fetch calls itself "node", which isbot counts as a bot: the API call above counted nothing.
    expect(await clicks(sent.id)).toEqual({ [`/${article.slug}`]: '2', '/': '1' })

    const admin = await adminDb()
    const counts = await fetchIssueClicks(admin, [sent.id])
    expect(counts[sent.id]).toEqual({ total: 3, links: [{ link: `/${article.slug}`, title: `Title ${article.slug}`, clicks: 2 }, { link: '/', title: null, clicks: 1 }] })
  })

  it("counts nothing for a test copy (a draft's links) or a bot's click, and still sends it on", async () => {
    const article = await insertArticle()
    const draft = await sql<{ id: string }>(
      `insert into public.newsletter_issues (subject, article_ids) values ('Draft', array[$1]::uuid[]) returning id`, [article.id])
    const draftId = firstOf(draft).id
    expect(await click(draftId, `/${article.slug}`)).toBe(`/${article.slug}`)
    expect(await clicks(draftId)).toEqual({})
    const sent = await issue('sent', [article.slug])
    expect(await click(sent.id, `/${article.slug}`, 'Mozilla/5.0 (compatible; Googlebot/2.1)')).toBe(`/${article.slug}`)
    expect(await click(sent.id, `/${article.slug}`, 'Mozilla/5.0 (compatible; Microsoft Outlook SafeLinks scan)')).toBe(`/${article.slug}`)
    expect(await clicks(sent.id)).toEqual({})
  })

  it("through the newsletter-click function: no key, the reader's user agent, a redirect to the article with campaign tags", async () => {
    const article = await insertArticle()
    const sent = await issue('sent', [article.slug])
    const subject = firstOf(await sql<{ subject: string }>('select subject from public.newsletter_issues where id = $1', [sent.id])).subject
    const follow = (link: string, agent = BROWSER) => fetch(`${supabaseUrl()}/functions/v1/newsletter-click?issue=${sent.id}&link=${encodeURIComponent(link)}`,
      { redirect: 'manual', headers: { 'user-agent': agent } })
    const res = await follow(`/${article.slug}`)
    expect(res.status).toBe(302)
    const location = new URL(res.headers.get('location') ?? '')
    expect(location.pathname).toBe(`/${article.slug}`)
    expect(Object.fromEntries(location.searchParams)).toEqual({ utm_source: 'newsletter', utm_medium: 'email', utm_campaign: subject })
    expect(res.headers.get('set-cookie')).toBeNull()
    expect(new URL((await follow('https://evil.example/')).headers.get('location') ?? '').pathname).toBe('/')
    await follow(`/${article.slug}`, 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)')
    expect(await clicks(sent.id)).toEqual({ [`/${article.slug}`]: '1' })
  })
})
