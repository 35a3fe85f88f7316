-- function private.analytics_rebuild_windows: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION private.analytics_rebuild_windows()
 RETURNS void
 LANGUAGE sql
 SET search_path TO ''
AS $function$
  delete from private.analytics_windows;
  insert into private.analytics_windows (days, dimension, key, article_id, views, visitors)
  select n.days, d.dimension, d.key, (array_agg(d.article_id) filter (where d.article_id is not null))[1],
         sum(d.views), sum(d.visitors)
    from (values (7::smallint), (30::smallint), (90::smallint)) n (days)
    join private.analytics_daily d on d.day > private.analytics_day(now()) - n.days
   group by n.days, d.dimension, d.key;
  update private.analytics_state set windows_day = private.analytics_day(now()) where id;
$function$;

revoke all on function private.analytics_rebuild_windows() from public;
