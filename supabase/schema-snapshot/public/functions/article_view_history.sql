-- function public.article_view_history: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION public.article_view_history(article_id uuid)
 RETURNS json
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  today date := private.analytics_day(now());
begin
  perform private.analytics_reader();
  return json_build_object(
    'total', coalesce((select t.views from private.analytics_article_totals t where t.article_id = article_view_history.article_id), 0),
    'days', (select json_agg(json_build_object('day', g.day, 'views', coalesce(d.views, 0)) order by g.day)
               from (select (today - i) as day from generate_series(0, 29) i) g
               left join (select x.day, sum(x.views) as views from private.analytics_daily x
                           where x.article_id = article_view_history.article_id and x.day > today - 30
                           group by x.day) d on d.day = g.day));
end;
$function$;

revoke all on function public.article_view_history(uuid) from public;
grant execute on function public.article_view_history(uuid) to authenticated;
