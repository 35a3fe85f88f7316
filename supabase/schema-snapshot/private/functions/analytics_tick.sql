-- function private.analytics_tick: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION private.analytics_tick(max_rows integer DEFAULT 100000)
 RETURNS json
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  today date := private.analytics_day(now());
  st private.analytics_state%rowtype;
  moved integer;
  signups integer;
begin
  -- One run at a time (the cron job, a second cron run, the local clock).
  select * into st from private.analytics_state where id for update;
  if st.windows_day < today then
    perform private.analytics_move_windows(st.windows_day, today);
  end if;
  update private.analytics_state set windows_day = greatest(windows_day, today), ticked_at = now() where id;

  delete from private.analytics_salts s where s.day < today;
  delete from private.analytics_client_minutes m where m.minute < now() - interval '2 minutes';

  create temporary table if not exists analytics_batch (
    viewed_at timestamptz, day date, path text, article_id uuid, referrer text, utm_source text,
    utm_medium text, utm_campaign text, device text, visitor bigint, first_of_day boolean
  ) on commit drop;
  create temporary table if not exists analytics_counts (
    day date, dimension text, key text, article_id uuid, views bigint, visitors bigint
  ) on commit drop;
  truncate pg_temp.analytics_batch, pg_temp.analytics_counts;

  with taken as (
    delete from private.page_view_inbox i
     where i.ctid = any (array(select x.ctid from private.page_view_inbox x limit max_rows))
    returning i.*
  )
  insert into pg_temp.analytics_batch
  select t.viewed_at, private.analytics_day(t.viewed_at), t.path, t.article_id, t.referrer, t.utm_source,
         t.utm_medium, t.utm_campaign, t.device, t.visitor, false
    from taken t;
  get diagnostics moved = row_count;

  with taken as (
    delete from private.analytics_signup_inbox i
     where i.ctid = any (array(select x.ctid from private.analytics_signup_inbox x limit max_rows))
    returning i.*
  )
  insert into pg_temp.analytics_counts
  select private.analytics_day(t.confirmed_at), 'signup', t.path, null, count(*), 0 from taken t group by 1, 3;
  get diagnostics signups = row_count;

  perform private.analytics_partitions(coalesce((select min(b.day) from pg_temp.analytics_batch b), today), today);

  -- A visitor's first view of its day: the earliest in the batch, unless an earlier batch had one.
  update pg_temp.analytics_batch b set first_of_day = true
   where b.ctid in (select distinct on (x.day, x.visitor) x.ctid from pg_temp.analytics_batch x order by x.day, x.visitor, x.viewed_at)
     and not exists (select 1 from private.page_views r
                      where r.visitor = b.visitor
                        and r.viewed_at >= (b.day::timestamp at time zone 'UTC')
                        and r.viewed_at < ((b.day + 1)::timestamp at time zone 'UTC'));

  insert into private.page_views (viewed_at, path, article_id, referrer, utm_source, utm_medium, utm_campaign, device, visitor, first_of_day)
  select b.viewed_at, b.path, b.article_id, b.referrer, b.utm_source, b.utm_medium, b.utm_campaign, b.device, b.visitor, b.first_of_day
    from pg_temp.analytics_batch b
   where b.day >= today - 89;

  insert into pg_temp.analytics_counts (day, dimension, key, article_id, views, visitors)
  select b.day, 'site', '', null::uuid, count(*), count(*) filter (where b.first_of_day) from pg_temp.analytics_batch b group by b.day
  union all
  select b.day, 'path', b.path, (array_agg(b.article_id) filter (where b.article_id is not null))[1], count(*),
         count(*) filter (where b.first_of_day)
    from pg_temp.analytics_batch b group by b.day, b.path
  union all
  select b.day, 'referrer', b.referrer, null, count(*), count(*) filter (where b.first_of_day)
    from pg_temp.analytics_batch b where b.referrer is not null group by b.day, b.referrer
  union all
  select b.day, 'campaign', json_build_array(b.utm_source, b.utm_medium, b.utm_campaign)::text, null, count(*),
         count(*) filter (where b.first_of_day)
    from pg_temp.analytics_batch b
   where coalesce(b.utm_source, b.utm_medium, b.utm_campaign) is not null
   group by b.day, b.utm_source, b.utm_medium, b.utm_campaign
  union all
  select b.day, 'device', b.device, null, count(*), count(*) filter (where b.first_of_day)
    from pg_temp.analytics_batch b group by b.day, b.device;

  perform private.analytics_add_counts(today);
  return json_build_object('views', moved, 'signup_days', signups);
end;
$function$;

revoke all on function private.analytics_tick(integer) from public;
