-- function private.queue_deploy_hook_for_comments: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION private.queue_deploy_hook_for_comments()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  -- The articles whose pages now show different comments (a transition table exists only
  -- in the triggers that declare it, hence a branch per operation).
  changed uuid[];
begin
  if tg_op = 'TRUNCATE' then
    -- Which comments went is unknown: a build if any page could have shown one.
    if exists (select 1 from private.visible_articles) then
      insert into private.deploy_hook_requests (reason, article_ids, slugs, article_count)
      values ('comment', '{}', '{}', 0);
    end if;
    return null;
  elsif tg_op = 'INSERT' then
    -- Approved when inserted: an import or the SQL editor (readers' comments are pending).
    select array_agg(distinct n.article_id) into changed from new_rows n where n.status = 'approved';
  elsif tg_op = 'DELETE' then
    select array_agg(distinct o.article_id) into changed from old_rows o where o.status = 'approved';
  else
    -- Approved before or after, and something changed: the status, or what the page shows of a
    -- comment that stayed approved. The article it was approved on and the one it is approved
    -- on, should it have moved.
    select array_agg(distinct x.article_id) into changed
      from old_rows o
      join new_rows n on n.id = o.id
     cross join lateral (values (o.article_id, o.status), (n.article_id, n.status)) x (article_id, status)
     where x.status = 'approved'
       and to_jsonb(o) is distinct from to_jsonb(n);
  end if;

  if changed is not null then
    insert into private.deploy_hook_requests (reason, article_ids, slugs, article_count)
    select 'comment', (array_agg(a.id order by a.id))[1:20], (array_agg(a.slug order by a.id))[1:20], count(*)
      from private.visible_articles a
     where a.id = any (changed)
    having count(*) > 0;
  end if;
  return null;
end;
$function$;

revoke all on function private.queue_deploy_hook_for_comments() from public;
