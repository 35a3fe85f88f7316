-- function public.analytics_report: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION public.analytics_report(days integer)
 RETURNS json
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  today date := private.analytics_day(now());
  span smallint;
  result json;
begin
  perform private.analytics_reader();
  if days is null or days not in (7, 30, 90) then
    raise exception using errcode = '22023', message = 'days must be 7, 30 or 90';
  end if;
  span := days;
  select json_build_object(
    'days', (select json_agg(json_build_object('day', g.day, 'views', coalesce(d.views, 0), 'visitors', coalesce(d.visitors, 0)) order by g.day)
               from (select (today - i) as day from generate_series(0, span - 1) i) g
               left join private.analytics_daily d on d.dimension = 'site' and d.day = g.day and d.key = ''),
    'articles', (select coalesce(json_agg(json_build_object('path', w.key, 'article_id', w.article_id, 'title', a.title, 'views', w.views)
                                          order by w.views desc, w.key), '[]')
                   from (select * from private.analytics_windows x
                          where x.days = span and x.dimension = 'path' and x.article_id is not null
                          order by x.views desc, x.key limit 10) w
                   left join public.articles a on a.id = w.article_id),
    'referrers', (select coalesce(json_agg(json_build_object('domain', w.key, 'views', w.views, 'visitors', w.visitors)
                                           order by w.views desc, w.key), '[]')
                    from (select * from private.analytics_windows x where x.days = span and x.dimension = 'referrer'
                           order by x.views desc, x.key limit 10) w),
    'campaigns', (select coalesce(json_agg(json_build_object('source', k ->> 0, 'medium', k ->> 1, 'campaign', k ->> 2,
                                                             'views', w.views, 'visitors', w.visitors)
                                           order by w.views desc, w.key), '[]')
                    from (select x.*, x.key::json as k from private.analytics_windows x where x.days = span and x.dimension = 'campaign'
                           order by x.views desc, x.key limit 10) w),
    'devices', (select coalesce(json_agg(json_build_object('device', w.key, 'views', w.views, 'visitors', w.visitors)
                                         order by w.views desc, w.key), '[]')
                  from private.analytics_windows w where w.days = span and w.dimension = 'device'),
    'signups', (select coalesce(json_agg(json_build_object('path', w.key, 'title', a.title, 'signups', w.views)
                                         order by w.views desc, w.key), '[]')
                  from (select * from private.analytics_windows x where x.days = span and x.dimension = 'signup'
                         order by x.views desc, x.key limit 10) w
                  left join private.visible_articles a on w.key ~ '^/[a-z0-9-]+$' and a.slug = substring(w.key from 2)),
    'updated_at', (select s.ticked_at from private.analytics_state s where s.id))
    into result;
  return result;
end;
$function$;

revoke all on function public.analytics_report(integer) from public;
grant execute on function public.analytics_report(integer) to authenticated;
