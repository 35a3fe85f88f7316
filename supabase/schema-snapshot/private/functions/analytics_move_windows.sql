-- function private.analytics_move_windows: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION private.analytics_move_windows(from_day date, to_day date)
 RETURNS void
 LANGUAGE sql
 SET search_path TO ''
AS $function$
  with leaving as (
    select n.days, d.dimension, d.key, sum(d.views) as views, sum(d.visitors) as visitors
      from (values (7), (30), (90)) n (days)
      join private.analytics_daily d
        on d.day > from_day - n.days and d.day <= to_day - n.days
     group by n.days, d.dimension, d.key
  )
  update private.analytics_windows w
     set views = w.views - l.views, visitors = w.visitors - l.visitors
    from leaving l
   where w.days = l.days and w.dimension = l.dimension and w.key = l.key;
  delete from private.analytics_windows w where w.views <= 0 and w.visitors <= 0;
$function$;

revoke all on function private.analytics_move_windows(date,date) from public;
