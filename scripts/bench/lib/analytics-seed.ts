import type { Pool } from 'pg'

/**
 * Analytics at scale for `npm run bench:analytics`, generated inside PostgreSQL: `events` raw
 * page views spread over the 90 days kept (today's up to now), each in its day's partition,
 * most on the newest articles (a power law over the 20,000 newest), a third with a referrer, one
 * in twenty with campaign tags; `years` of daily rollups (2,000 pages, 200 referrers, 20
 * campaigns, 3 devices and 10 sign-up pages a day), the 7/30/90-day windows rebuilt from them;
 * 20 sent newsletter issues with clicks on 10 links each. Needs the bench archive loaded first.
 */
export async function seedAnalytics(pool: Pool, options: { events: number; years: number; log: (line: string) => void }) {
  const started = performance.now()
  const client = await pool.connect()
  try {
    await client.query(`create temporary table bench_articles as
      select (row_number() over (order by publish_date desc, id desc))::int - 1 as k, id, slug
        from public.articles where status = 'published' and publish_date <= now() order by publish_date desc, id desc limit 20000`)
    await client.query('create index on bench_articles (k)')
    await client.query('analyze bench_articles')
    const n = Number((await client.query<{ n: string }>('select count(*) as n from bench_articles')).rows[0]?.n ?? 0)
    if (n < 100) throw new Error('seedAnalytics needs the bench archive (at least 100 published articles)')

    await client.query('select private.analytics_partitions(private.analytics_day(now()) - 89, private.analytics_day(now()))')
    const perDay = Math.ceil(options.events / 90)
    for (let back = 89; back >= 0 && options.events > 0; back--) {
      await client.query(
        `insert into private.page_views (viewed_at, path, article_id, referrer, utm_source, utm_medium, utm_campaign, device, visitor, first_of_day)
         select x.at, '/' || a.slug, a.id,
                case when x.r < 0.33 then (array['google.com', 't.co', 'facebook.com', 'news.ycombinator.com', 'reddit.com', 'bing.com'])[1 + i % 6] end,
                case when x.r > 0.95 then 'newsletter' end, case when x.r > 0.95 then 'email' end, case when x.r > 0.95 then 'week-' || i % 4 end,
                (array['desktop', 'mobile', 'mobile', 'tablet'])[1 + i % 4], $2::bigint * 100000000 + i / 3, i % 3 = 0
           from generate_series(1, $1::int) i
           cross join lateral (
             select random() as r, floor(power(random(), 3) * $3::int)::int as k,
                    case when $2::int = 0 then now() - random() * (now() - (private.analytics_day(now())::timestamp at time zone 'UTC'))
                         else ((private.analytics_day(now()) - $2::int)::timestamp at time zone 'UTC') + random() * interval '1 day' end as at
              where i > 0) x
           join bench_articles a on a.k = x.k`,
        [perDay, back, n],
      )
      if (back % 10 === 0) options.log(`[bench:analytics] raw events: ${((90 - back) * perDay).toLocaleString('en-US')}`)
    }

    const days = options.years * 365
    const daily = async (sql: string) => client.query(`${sql} on conflict do nothing`, [days, n])
    await daily(`insert into private.analytics_daily (dimension, day, key, views, visitors)
                 select 'site', private.analytics_day(now()) - d, '', 80000 + floor(random() * 40000)::int, 30000 + floor(random() * 10000)::int
                   from generate_series(0, $1::int) d where $2::int > 0`)
    for (let from = 0; from <= days; from += 100) {
      await client.query(
        `insert into private.analytics_daily (dimension, day, key, article_id, views, visitors)
         select 'path', private.analytics_day(now()) - d, '/' || a.slug, a.id, 1 + floor(power(random(), 4) * 2000)::int, floor(random() * 50)::int
           from generate_series($1::int, least($1::int + 99, $2::int)) d
           cross join generate_series(0, 1999) j
           join bench_articles a on a.k = (j + d * 7) % $3::int
         on conflict do nothing`,
        [from, days, n],
      )
      options.log(`[bench:analytics] daily rollups: ${Math.min(days, from + 99) + 1} of ${days + 1} days`)
    }
    await daily(`insert into private.analytics_daily (dimension, day, key, views, visitors)
                 select 'referrer', private.analytics_day(now()) - d, 'site-' || j || '.example', 1 + floor(power(random(), 3) * 3000)::int, floor(random() * 1000)::int
                   from generate_series(0, $1::int) d cross join generate_series(1, 200) j where $2::int > 0`)
    await daily(`insert into private.analytics_daily (dimension, day, key, views, visitors)
                 select 'campaign', private.analytics_day(now()) - d, json_build_array('newsletter', 'email', 'week-' || j)::text, 1 + floor(random() * 500)::int, floor(random() * 200)::int
                   from generate_series(0, $1::int) d cross join generate_series(1, 20) j where $2::int > 0`)
    await daily(`insert into private.analytics_daily (dimension, day, key, views, visitors)
                 select 'device', private.analytics_day(now()) - d, v, 10000 + floor(random() * 30000)::int, floor(random() * 10000)::int
                   from generate_series(0, $1::int) d cross join unnest(array['desktop', 'mobile', 'tablet']) v where $2::int > 0`)
    await daily(`insert into private.analytics_daily (dimension, day, key, views, visitors)
                 select 'signup', private.analytics_day(now()) - d, '/' || a.slug, 1 + floor(random() * 5)::int, 0
                   from generate_series(0, $1::int) d cross join generate_series(0, 9) j join bench_articles a on a.k = (j * 13 + d) % $2::int`)
    await client.query('select private.analytics_rebuild_windows()')
    await client.query(`insert into private.analytics_article_totals (article_id, views)
                        select article_id, sum(views) from private.analytics_daily where dimension = 'path' and article_id is not null group by 1
                        on conflict (article_id) do update set views = excluded.views`)

    await client.query(`with issues as (
        insert into public.newsletter_issues (subject, state, content, sent_at)
        select 'Issue ' || i, 'sent', (select jsonb_agg(jsonb_build_object('slug', a.slug, 'title', a.slug)) from bench_articles a where a.k between i * 10 and i * 10 + 9),
               now() - make_interval(days => i * 7)
          from generate_series(0, 19) i
        returning id, content)
      insert into private.newsletter_clicks (issue_id, link, clicks)
      select i.id, '/' || (e ->> 'slug'), 1 + floor(random() * 300)::int from issues i cross join jsonb_array_elements(i.content) e`)

    await client.query('vacuum (analyze) private.page_views, private.analytics_daily, private.analytics_windows, private.analytics_article_totals, private.newsletter_clicks, public.newsletter_issues')
    const raw = Number((await client.query<{ n: string }>('select count(*) as n from private.page_views')).rows[0]?.n ?? 0)
    const rolled = Number((await client.query<{ n: string }>('select count(*) as n from private.analytics_daily')).rows[0]?.n ?? 0)
    return { raw, daily: rolled, seconds: (performance.now() - started) / 1000 }
  } finally {
    await client.query('drop table if exists bench_articles').catch(() => undefined)
    client.release()
  }
}
