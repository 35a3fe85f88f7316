-- function public.newsletter_click_counts: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION public.newsletter_click_counts(issue_ids uuid[])
 RETURNS json
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform private.analytics_reader();
  if cardinality(issue_ids) > 100 then
    raise exception using errcode = '22023', message = 'at most 100 issues at a time';
  end if;
  return coalesce((
    select json_object_agg(x.issue_id, json_build_object('total', x.total, 'links', x.links))
      from (select c.issue_id, sum(c.clicks) as total,
                   json_agg(json_build_object('link', c.link, 'title', a.title, 'clicks', c.clicks) order by c.clicks desc, c.link) as links
              from private.newsletter_clicks c
              left join public.newsletter_issues i on i.id = c.issue_id
              left join lateral (
                select e ->> 'title' as title from jsonb_array_elements(i.content) e
                 where '/' || (e ->> 'slug') = c.link limit 1) a on true
             where c.issue_id = any (issue_ids)
             group by c.issue_id) x), '{}'::json);
end;
$function$;

revoke all on function public.newsletter_click_counts(uuid[]) from public;
grant execute on function public.newsletter_click_counts(uuid[]) to authenticated;
