-- function private.queue_deploy_hook: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION private.queue_deploy_hook()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if tg_op = 'TRUNCATE' then
    insert into private.deploy_hook_requests (reason, article_ids, slugs, article_count)
    values ('delete', '{}', '{}', 0);
    return null;
  end if;

  if tg_op = 'INSERT' then
    insert into private.deploy_hook_requests (reason, article_ids, slugs, article_count)
    select 'publish', (array_agg(n.id order by n.id))[1:20], (array_agg(n.slug order by n.id))[1:20], count(*)
      from new_rows n
     where n.status = 'published' and n.publish_date <= now()
    having count(*) > 0;
  elsif tg_op = 'DELETE' then
    insert into private.deploy_hook_requests (reason, article_ids, slugs, article_count)
    select 'delete', (array_agg(o.id order by o.id))[1:20], (array_agg(o.slug order by o.id))[1:20], count(*)
      from old_rows o
     where o.status = 'published' and o.publish_date <= now()
    having count(*) > 0;
  else
    insert into private.deploy_hook_requests (reason, article_ids, slugs, article_count)
    select c.reason, (array_agg(c.id order by c.id))[1:20], (array_agg(c.slug order by c.id))[1:20], count(*)
      from (
        select n.id, n.slug,
               case
                 when was_live and is_live then 'update'
                 when is_live then 'publish'
                 else 'unpublish'
               end as reason
          from old_rows o
          join new_rows n on n.id = o.id
         cross join lateral (
           select o.status = 'published' and o.publish_date <= now() as was_live,
                  n.status = 'published' and n.publish_date <= now() as is_live
         ) live
         where (was_live or is_live)
           and (was_live <> is_live
                or (to_jsonb(o) - array['updated_at', 'search_vector', 'review_requested_at'])
                   is distinct from (to_jsonb(n) - array['updated_at', 'search_vector', 'review_requested_at']))
      ) c
     group by c.reason;
  end if;
  return null;
end;
$function$;

revoke all on function private.queue_deploy_hook() from public;
