-- function private.analytics_add_counts: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION private.analytics_add_counts(today date)
 RETURNS void
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  insert into private.analytics_daily as d (dimension, day, key, article_id, views, visitors)
  select c.dimension, c.day, c.key, c.article_id, c.views, c.visitors from pg_temp.analytics_counts c
  on conflict (dimension, day, key) do update
    set views = d.views + excluded.views, visitors = d.visitors + excluded.visitors,
        article_id = coalesce(excluded.article_id, d.article_id);

  insert into private.analytics_windows as w (days, dimension, key, article_id, views, visitors)
  select n.days, c.dimension, c.key, (array_agg(c.article_id) filter (where c.article_id is not null))[1],
         sum(c.views), sum(c.visitors)
    from pg_temp.analytics_counts c
    cross join (values (7::smallint), (30::smallint), (90::smallint)) n (days)
   where c.day > today - n.days
   group by n.days, c.dimension, c.key
  on conflict (days, dimension, key) do update
    set views = w.views + excluded.views, visitors = w.visitors + excluded.visitors,
        article_id = coalesce(excluded.article_id, w.article_id);

  insert into private.analytics_article_totals as t (article_id, views)
  select c.article_id, sum(c.views) from pg_temp.analytics_counts c
   where c.dimension = 'path' and c.article_id is not null
   group by c.article_id
  on conflict (article_id) do update set views = t.views + excluded.views;
end;
$function$;

revoke all on function private.analytics_add_counts(date) from public;
